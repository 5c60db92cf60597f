/// A node whose content comes from evaluating a body (a composite view or a custom view
/// modifier): it owns dynamic-property storage and is what a state write invalidates.
@MainActor
class BodyNode: _ViewNode {
  /// Set by a state write; cleared when the body is evaluated again.
  var isDirty = false
  /// The storage slots of the view's `@State` properties, kept across evaluations.
  var storage: [AnyObject?]
  /// The body's root node.
  var child: _ViewNode?
  /// Per-type facts about the view or modifier.
  let layout: TypeLayout

  init(layout: TypeLayout, in context: _MountContext) {
    self.layout = layout
    storage = Array(repeating: nil, count: layout.slotCount)
    super.init(in: context)
  }

  override var viewName: String? { layout.name }

  override func forEachChild(_ body: (_ViewNode) -> Void) {
    if let child { body(child) }
  }

  /// Marks the node so that the next update evaluates its body again.
  func invalidate() {
    guard isMounted, !isDirty else { return }
    isDirty = true
    runtime.nodeDidInvalidate(self)
  }

  /// Evaluates the body again because the node was invalidated.
  func reevaluate() {}

  /// Installs `value`'s dynamic properties, then evaluates `body` with the runtime watching
  /// for state writes, and counts the evaluation.
  func evaluate<Value, Result>(_ value: inout Value, _ body: (Value) -> Result) -> Result {
    isDirty = false
    if layout.hasDynamicProperties {
      var context = PropertyInstallContext(node: self, storage: storage, environment: environment)
      layout.install(&value, context: &context)
      storage = context.storage
    }
    runtime.willEvaluateBody(of: self)
    defer { runtime.didEvaluateBody(of: self) }
    return body(value)
  }
}

/// The node of a composite view: a view whose content is its `body`.
@MainActor
final class CompositeNode<V: View>: BodyNode {
  /// The view as last received from the parent, with its properties installed.
  private var view: V
  /// The body last evaluated, kept to pass environment changes down without re-evaluating.
  private var lastBody: V.Body?

  init(_ view: V, in context: _MountContext) {
    self.view = view
    super.init(layout: TypeLayout.of(V.self), in: context)
    evaluateBody(environmentChanged: false)
  }

  /// Updates to a new value of the view: the body is evaluated again only when the value
  /// differs, the node was invalidated, or the environment it reads changed.
  func update(to newView: V, in context: _MountContext) {
    environment = context.environment
    let environmentMatters = context.environmentChanged && layout.readsEnvironment
    if isDirty || environmentMatters || !layout.isEqual(view, newView) {
      view = newView
      evaluateBody(environmentChanged: context.environmentChanged)
    } else if context.environmentChanged, let lastBody {
      reconcile(lastBody, in: &child, context: childContext(environmentChanged: true))
    }
  }

  override func reevaluate() {
    evaluateBody(environmentChanged: false)
  }

  private func evaluateBody(environmentChanged: Bool) {
    let body = evaluate(&view) { $0.body }
    lastBody = body
    reconcile(body, in: &child, context: childContext(environmentChanged: environmentChanged))
  }
}

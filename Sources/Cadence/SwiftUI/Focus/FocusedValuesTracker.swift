/// A modifier that tells whether the view it marks has the focus (`focused(_:equals:)`).
@MainActor
protocol FocusHolding {
  /// Whether the marked view has the focus now.
  var holdsFocus: Bool { get }
}

extension RenderModifierNode {
  /// Whether this node's modifier marks a view that has the focus now.
  var holdsFocus: Bool { (presentedModifier as? any FocusHolding)?.holdsFocus ?? false }
}

/// The focused values of one tree and the views that read them.
///
/// While some view reads a focused value, the values are worked out again after layout in
/// every pass of an update (the focus moves with state the tree cannot see change: a focus
/// state's value); when they differ from the last ones, the readers are evaluated again.
@MainActor
final class FocusedValuesTracker: PreferenceReading, TreeFeature {
  private unowned(unsafe) let context: UpdateContext
  /// The values the readers saw last.
  private(set) var values = FocusedValues()
  /// Whether the values were worked out for the tree as it is (false until the first pass).
  private var isCurrent = false
  /// The body nodes that read a focused value, by identity.
  private var readers: [ObjectIdentifier: Reader] = [:]

  private struct Reader {
    weak var node: BodyNode?
  }

  init(context: UpdateContext) {
    self.context = context
  }

  /// Registers `node` as a reader and returns the values now.
  func read(from node: BodyNode) -> FocusedValues {
    if readers.isEmpty { context.preferences.registerEveryPass(self) }
    readers[ObjectIdentifier(node)] = Reader(node: node)
    if !isCurrent, let root = context.root {
      values = Self.values(in: root)
      isCurrent = true
    }
    return values
  }

  func readPreferences() {
    readers = readers.filter { $0.value.node?.isMounted == true }
    guard !readers.isEmpty, let root = context.root else {
      context.preferences.unregisterEveryPass(self)
      isCurrent = false
      return
    }
    let newValues = Self.values(in: root)
    isCurrent = true
    if newValues == values { return }
    values = newValues
    for reader in readers.values { reader.node?.invalidate(transaction: Transaction()) }
  }

  /// The values the tree at `root` publishes: every scene value in tree order, then the
  /// values of the writers around the focus, outermost first (the innermost wins).
  static func values(in root: _ViewNode) -> FocusedValues {
    var scene: [FocusedValueWriterNode] = []
    var around: [FocusedValueWriterNode] = []
    var chain: [FocusedValueWriterNode] = []
    var found = false
    func visit(_ node: _ViewNode) {
      guard !node.isLeaving else { return }
      var pushed = false
      if let writer = node as? FocusedValueWriterNode {
        if writer.modifier.isScene {
          scene.append(writer)
        } else if !found {
          chain.append(writer)
          pushed = true
        }
      } else if !found, let marker = node as? any FocusMarkingNode, marker.holdsFocus {
        found = true
        around = chain
      }
      node.forEachChild { child in descend { visit(child) } }
      if pushed { chain.removeLast() }
    }
    visit(root)
    var values = FocusedValues()
    for writer in scene + around { writer.modifier.write(&values) }
    return values
  }
}

/// A node that may mark the view with the focus.
@MainActor
protocol FocusMarkingNode: _ViewNode {
  var holdsFocus: Bool { get }
}

extension RenderModifierNode: FocusMarkingNode {}

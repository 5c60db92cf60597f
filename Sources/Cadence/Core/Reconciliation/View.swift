/// A type that represents part of an app's user interface: a value that describes content,
/// which the runtime keeps in its retained tree at the view's identity.
@MainActor @preconcurrency
public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View

  /// The content and behaviour of the view.
  @ViewBuilder var body: Self.Body { get }

  /// Mounts `view` as a new node when `node` is nil, or updates `node` (made by this same
  /// type at the same identity) to show `view`; returns the node that now stands there.
  ///
  /// Composite views use the default implementation; the primitive views of the framework
  /// provide their own. Not for use outside Cadence.
  static func _makeOrUpdateNode(
    _ view: Self, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode

  /// The number of render modifiers folded into the one rendered node `view` mounts as in
  /// `environment` (0 for a primitive view drawn as that node), or nil when it does not mount
  /// as one: a render modifier around it is then kept on that node, not as a node of its
  /// own. Only views whose mount surely makes such a node say so. Not for use outside
  /// Cadence.
  static func _foldedEffectCount(_ view: Self, in environment: EnvironmentValues) -> Int?
}

extension View {
  /// Mounts or updates a composite view: one whose content is its `body`.
  public static func _makeOrUpdateNode(
    _ view: Self, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    if Body.self == Never.self {
      // A view without a body that is not one of the framework's primitives: there is
      // nothing to show. SwiftUI would crash; Cadence says so and shows nothing.
      if let node { return node }
      context.tree.report(
        .viewWithoutBody,
        "\(Self.self) declares no body (Body == Never) and is not a primitive view; it shows "
          + "nothing", path: context.parent?.viewPath ?? "")
      return _ViewNode(in: context)
    }
    if let node {
      let composite = downcast(node, to: CompositeNode<Self>.self)
      composite.update(to: view, in: context)
      return composite
    }
    let layout = TypeLayout.of(Self.self)
    let node = layout.nodeClass { CompositeNode<Self>.self }
    return node.init(view, layout: layout, in: context)
  }
}

extension View {
  /// A view mounts as one rendered node only when its type says so.
  public static func _foldedEffectCount(_ view: Self, in environment: EnvironmentValues) -> Int? {
    nil
  }
}

extension View where Body == Never {
  /// Primitive views have no body; the runtime never asks for it.
  public var body: Never {
    fatalError("\(Self.self) is a primitive view and has no body")
  }
}

extension Never: View {
  /// `Never` has no body either.
  public typealias Body = Never

  /// `Never` cannot be instantiated, so it is never mounted.
  public static func _makeOrUpdateNode(
    _ view: Never, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {}
}

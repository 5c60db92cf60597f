/// A modifier that you apply to a view or another view modifier, producing a different
/// version of the original value.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view representing the body.
  associatedtype Body: View

  /// The content view type passed to `body(content:)`.
  typealias Content = _ViewModifier_Content<Self>

  /// Gets the current body of the caller.
  @ViewBuilder func body(content: Self.Content) -> Self.Body

  /// Mounts or updates `view`, the content modified by this modifier; returns the node that
  /// now stands there. Custom modifiers use the default; built-ins provide their own. Not for
  /// use outside Cadence.
  static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode

  /// The number of render modifiers folded into the one rendered node `view` mounts as in
  /// `environment`, this one included, or nil when the modifier is not folded (see
  /// `View._foldedEffectCount`). Not for use outside Cadence.
  static func _foldedEffectCount<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, in environment: EnvironmentValues
  ) -> Int?
}

extension ViewModifier {
  /// Mounts or updates a custom modifier: one whose effect is its `body(content:)`.
  public static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    if let node {
      let modifier = downcast(node, to: CustomModifierNode<Wrapped, Self>.self)
      modifier.update(to: view, in: context)
      return modifier
    }
    return CustomModifierNode(view, in: context)
  }

  /// Only built-in render modifiers are folded into a rendered node.
  public static func _foldedEffectCount<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, in environment: EnvironmentValues
  ) -> Int? {
    nil
  }
}

extension ViewModifier where Body == Never {
  /// Built-in modifiers have no body; the runtime never asks for it.
  public func body(content: Content) -> Never {
    fatalError("\(Self.self) is a primitive modifier and has no body")
  }
}

extension ViewModifier {
  /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
  public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
  /// The content that the modifier transforms into a new view or new view modifier.
  public var content: Content
  /// The view modifier.
  public var modifier: Modifier

  /// A structure that the defines the content and modifier needed to produce a new view or
  /// view modifier.
  @inlinable public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// `ModifiedContent` is a primitive view.
  public typealias Body = Never

  /// `ModifiedContent` is primitive: the runtime never asks for its body.
  public var body: ModifiedContent<Content, Modifier>.Body {
    return fatalError("ModifiedContent is a primitive view")
  }

  public static func _makeOrUpdateNode(
    _ view: ModifiedContent, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    Modifier._makeOrUpdateModifiedNode(view, node: node, in: context)
  }

  public static func _foldedEffectCount(
    _ view: ModifiedContent, in environment: EnvironmentValues
  ) -> Int? {
    Modifier._foldedEffectCount(view, in: environment)
  }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  /// Applies the first modifier, then the second.
  public func body(content: _ViewModifier_Content<Self>) -> Never {
    fatalError("ModifiedContent of two modifiers has no body")
  }

  /// Applies `content` (the inner modifier) and then `modifier` to the wrapped view.
  public static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    Modifier._makeOrUpdateModifiedNode(nested(view), node: node, in: context)
  }

  public static func _foldedEffectCount<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, in environment: EnvironmentValues
  ) -> Int? {
    Modifier._foldedEffectCount(Self.nested(view), in: environment)
  }

  /// `view` as the outer modifier around the content with the inner one.
  private static func nested<Wrapped: View>(_ view: ModifiedContent<Wrapped, Self>)
    -> ModifiedContent<ModifiedContent<Wrapped, Content>, Modifier>
  {
    ModifiedContent<ModifiedContent<Wrapped, Content>, Modifier>(
      content: ModifiedContent<Wrapped, Content>(
        content: view.content, modifier: view.modifier.content),
      modifier: view.modifier.modifier)
  }
}

extension View {
  /// Applies a modifier to a view and returns a new view.
  @inlinable public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

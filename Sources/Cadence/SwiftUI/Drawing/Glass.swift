/// The Liquid Glass material of iOS 26 (`glassEffect`). Headless, it is recorded: the view
/// carries `glassEffect` (`regular`, `clear` or `identity`, with `tint` and `interactive`
/// when set) and `glassEffect.shape` (the shape's kind).
public struct Glass: Equatable, Sendable {
  let variant: String
  let tintName: String?
  let isInteractive: Bool

  /// The standard glass.
  public static var regular: Glass {
    Glass(variant: "regular", tintName: nil, isInteractive: false)
  }
  /// A more transparent glass.
  public static var clear: Glass { Glass(variant: "clear", tintName: nil, isInteractive: false) }
  /// No glass: the view is drawn as it is.
  public static var identity: Glass {
    Glass(variant: "identity", tintName: nil, isInteractive: false)
  }

  /// This glass tinted with `color` (nil: untinted).
  public func tint(_ color: Color?) -> Glass {
    Glass(variant: variant, tintName: color?.name, isInteractive: isInteractive)
  }

  /// This glass reacting to touches and pointers.
  public func interactive(_ isEnabled: Bool = true) -> Glass {
    Glass(variant: variant, tintName: tintName, isInteractive: isEnabled)
  }

  /// The recorded description.
  var summary: String {
    variant + (tintName.map { " tint \($0)" } ?? "") + (isInteractive ? " interactive" : "")
  }
}

/// The shape glass takes by default: a capsule.
public struct DefaultGlassEffectShape: Shape {
  /// Creates the shape.
  nonisolated public init() {}

  public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// Views whose glass shapes blend together when they are near (`spacing` apart); recorded as
/// a `GlassEffectContainer` node with its spacing.
public struct GlassEffectContainer<Content: View>: View {
  let spacing: CGFloat?
  let content: Content

  /// Creates a container of glass shapes.
  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.spacing = spacing
    self.content = content()
  }

  public var body: some View {
    _KindStack("GlassEffectContainer", alignment: .center, spacing: 0) { content }
      .recorded("spacing", spacing.map { DecimalFormatting.format(Double($0)) } ?? "default")
  }
}

extension View {
  /// Puts `glass` behind the view, in `shape` (recorded: `glassEffect`, `glassEffect.shape`).
  public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S) -> some View {
    recorded("glassEffect", glass.summary).recorded("glassEffect.shape", shape.resolvedShapeKind)
  }

  /// Puts `glass` behind the view, in a capsule.
  public func glassEffect(_ glass: Glass = .regular) -> some View {
    glassEffect(glass, in: DefaultGlassEffectShape())
  }

  /// Identifies the view's glass within a namespace, for glass that morphs between views
  /// (recorded as `glassEffectID`).
  public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID)
    -> some View
  {
    recorded("glassEffectID", id.map { "\($0)" } ?? "none")
  }
}

/// How glass appears and disappears as views with glass come and go (iOS 26; recorded as
/// `glassEffectTransition`).
public struct GlassEffectTransition: Hashable, Sendable {
  let name: String
  /// No transition.
  public static var identity: GlassEffectTransition { .init(name: "identity") }
  /// The glass morphs into the glass of the view with the same `glassEffectID`.
  public static var matchedGeometry: GlassEffectTransition { .init(name: "matchedGeometry") }
  /// The glass fades and scales in or out.
  public static var materialize: GlassEffectTransition { .init(name: "materialize") }
}

extension View {
  /// Joins the view's glass into one shape with the other views' of `id` in `namespace`
  /// (recorded as `glassEffectUnion`).
  public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID)
    -> some View
  {
    recorded("glassEffectUnion", id.map { "\($0)" } ?? "none")
  }

  /// Sets how the view's glass comes and goes (recorded as `glassEffectTransition`).
  public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
    recorded("glassEffectTransition", transition.name)
  }
}

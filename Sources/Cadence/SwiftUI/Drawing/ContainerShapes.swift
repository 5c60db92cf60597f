import Foundation

/// A shape that takes the shape of the container it is in (`containerShape(_:)`), in its own
/// frame; a rectangle where no container sets one.
public struct ContainerRelativeShape: Shape, InsettableShape {
  /// The container's shape decides; it is drawn as it is.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

  var inset: CGFloat = 0

  /// Creates the shape.
  public init() {}

  /// A rectangle, the shape outside any container (the container's is used when drawn).
  public func path(in rect: CGRect) -> Path {
    Path(rect.insetBy(dx: inset, dy: inset))
  }

  public func inset(by amount: CGFloat) -> ContainerRelativeShape {
    var shape = self
    shape.inset += amount
    return shape
  }

  /// The container's shape in `rect`, inset as this shape is.
  func path(in rect: CGRect, container: AnyShape?) -> Path {
    guard let container else { return path(in: rect) }
    return container.path(in: rect.insetBy(dx: inset, dy: inset))
  }
}

extension Shape where Self == ContainerRelativeShape {
  /// The shape of the container the view is in.
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, CustomStringConvertible {
  /// How the wrapped style reads in renderings.
  public let description: String

  /// Wraps `style`.
  public init<S: ShapeStyle>(_ style: S) {
    description = style.styleDescription
  }
}

/// The background style of the environment (`backgroundStyle(_:)`; the system's background
/// where none is set).
public struct BackgroundStyle: ShapeStyle, CustomStringConvertible {
  /// Creates the style.
  public init() {}
  public var description: String { "background" }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background style of the environment.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The kinds of interaction a content shape is for.
public struct ContentShapeKinds: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Hit testing and accessibility.
  public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
  /// Drag previews.
  public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
  /// Context menu previews.
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
  /// Hover effects.
  public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
  /// Focus effects.
  public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
  /// Accessibility.
  public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

extension EnvironmentValues {
  /// The shape of the container the views below are in, for `ContainerRelativeShape`.
  @Entry var containerShape: AnyShape? = nil
  /// The background style of the views below (`.background` reads it), when set.
  @Entry public var backgroundStyle: AnyShapeStyle? = nil
}

extension View {
  /// Sets the shape of this container: a `ContainerRelativeShape` inside takes it.
  public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
    environment(\.containerShape, AnyShape(shape))
  }

  /// Sets the background style of the views below (recorded as `backgroundStyle`).
  public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    environment(\.backgroundStyle, AnyShapeStyle(style))
      .recorded("backgroundStyle", style.styleDescription)
  }

  /// Fills the view's background with the background style of the environment.
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modifier(_EnvironmentBackground())
  }

  /// Sets the content shape of the view for `kinds` of interaction: for `.interaction` it is
  /// the shape hit testing uses; the kinds are recorded as `contentShapeKinds`.
  @ViewBuilder
  public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false)
    -> some View
  {
    let names = [
      (ContentShapeKinds.interaction, "interaction"), (.dragPreview, "dragPreview"),
      (.contextMenuPreview, "contextMenuPreview"), (.hoverEffect, "hoverEffect"),
      (.focusEffect, "focusEffect"), (.accessibility, "accessibility"),
    ]
    .filter { kinds.contains($0.0) }.map(\.1).joined(separator: " ")
    if kinds.contains(.interaction) {
      contentShape(shape, eoFill: eoFill).recorded("contentShapeKinds", names)
    } else {
      recorded("contentShapeKinds", names)
    }
  }
}

/// Fills the background with the environment's background style.
struct _EnvironmentBackground: ViewModifier {
  @Environment(\.backgroundStyle) private var style

  func body(content: Content) -> some View {
    content.background(style ?? AnyShapeStyle(BackgroundStyle()))
  }
}

import Foundation

/// A rectangular shape with rounded corners.
public struct RoundedRectangle: InsettableShape, Hashable, Sendable, ShapeDescribing {
  /// Symmetric: the same in either layout direction.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

  /// The radius of the corners.
  public var cornerSize: CGSize
  /// The style of the corners.
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0

  /// Creates a rounded rectangle with the given corner radius.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }

  /// Creates a rounded rectangle with the given corner size.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  public func path(in rect: CGRect) -> Path {
    // An inset rounded rectangle keeps its corners concentric: the radius shrinks too.
    let corner = CGSize(
      width: max(cornerSize.width - insetAmount, 0), height: max(cornerSize.height - insetAmount, 0)
    )
    return Path(
      roundedRect: rect.insetBy(dx: insetAmount, dy: insetAmount), cornerSize: corner,
      style: style)
  }

  public func inset(by amount: CGFloat) -> RoundedRectangle {
    var shape = self
    shape.insetAmount += amount
    return shape
  }

  /// The corner size.
  public var animatableData: CGSize.AnimatableData {
    get { cornerSize.animatableData }
    set { cornerSize.animatableData = newValue }
  }

  var shapeKind: String { "RoundedRectangle" }

  func describe(into item: inout RenderItem) -> [String] {
    item.attributes["cornerRadius"] = cornerSize.width
    if cornerSize.height != cornerSize.width {
      item.attributes["cornerRadius.height"] = cornerSize.height
    }
    return []
  }
}

extension Path: Shape {
  /// A path is drawn where its points are, in either layout direction.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

  /// The path, as drawn in any rectangle.
  public func path(in rect: CGRect) -> Path { self }

  /// No animatable data.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Shape where Self == Rectangle {
  /// A rectangle.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle with a corner radius.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  /// A rounded rectangle with a corner size.
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == Circle {
  /// A circle.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
  /// An ellipse.
  public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
  /// A capsule.
  public static var capsule: Capsule { Capsule() }

  /// A capsule with a corner style.
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension RenderItem {
  /// The rendered node of a shape, filled with the foreground style in the environment.
  init(shape kind: String, environment: EnvironmentValues) {
    self.init(kind: kind)
    applyForegroundStyle(from: environment)
  }

  /// Records the environment's foreground style, if one was set.
  mutating func applyForegroundStyle(from environment: EnvironmentValues) {
    if let style = environment.foregroundStyleDescription {
      styles["foreground"] = style
    }
  }
}

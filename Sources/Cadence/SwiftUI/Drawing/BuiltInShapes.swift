import Foundation

/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: InsettableShape, Hashable, Sendable {
  var insetAmount: CGFloat = 0

  /// Creates a rectangle.
  public init() {}

  public func path(in rect: CGRect) -> Path {
    Path(rect.insetBy(dx: insetAmount, dy: insetAmount))
  }

  public func inset(by amount: CGFloat) -> Rectangle {
    var shape = self
    shape.insetAmount += amount
    return shape
  }
}

/// A circle centred on the frame of the view containing it, as wide as the frame's shorter
/// side.
public struct Circle: InsettableShape, Hashable, Sendable {
  var insetAmount: CGFloat = 0

  /// Creates a circle.
  public init() {}

  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    let square = CGRect(
      x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    return Path(ellipseIn: square.insetBy(dx: insetAmount, dy: insetAmount))
  }

  public func inset(by amount: CGFloat) -> Circle {
    var shape = self
    shape.insetAmount += amount
    return shape
  }
}

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: InsettableShape, Hashable, Sendable {
  var insetAmount: CGFloat = 0

  /// Creates an ellipse.
  public init() {}

  public func path(in rect: CGRect) -> Path {
    Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount))
  }

  public func inset(by amount: CGFloat) -> Ellipse {
    var shape = self
    shape.insetAmount += amount
    return shape
  }
}

/// A capsule shape aligned inside the frame of the view containing it: a rounded rectangle
/// whose corner radius is half its shorter side.
public struct Capsule: InsettableShape, Hashable, Sendable {
  /// The style of the corners.
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0

  /// Creates a capsule.
  public init(style: RoundedCornerStyle = .continuous) {
    self.style = style
  }

  public func path(in rect: CGRect) -> Path {
    let inner = rect.insetBy(dx: insetAmount, dy: insetAmount)
    let radius = min(inner.width, inner.height) / 2
    return Path(roundedRect: inner, cornerRadius: radius, style: style)
  }

  public func inset(by amount: CGFloat) -> Capsule {
    var shape = self
    shape.insetAmount += amount
    return shape
  }
}

/// The shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter-circle corners.
  case circular
  /// Continuous-curvature corners.
  case continuous
}

/// A rectangular shape with rounded corners.
public struct RoundedRectangle: InsettableShape, Hashable, Sendable, ShapeDescribing {
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

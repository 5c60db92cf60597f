/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: Hashable, Sendable {
  /// Creates a rectangle.
  public init() {}
}

/// A circle centred on the frame of the view containing it.
public struct Circle: Hashable, Sendable {
  /// Creates a circle.
  public init() {}
}

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: Hashable, Sendable {
  /// Creates an ellipse.
  public init() {}
}

/// A capsule shape aligned inside the frame of the view containing it.
public struct Capsule: Hashable, Sendable {
  /// Creates a capsule.
  public init() {}
}

/// The shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter-circle corners.
  case circular
  /// Continuous-curvature corners.
  case continuous
}

/// A rectangular shape with rounded corners.
public struct RoundedRectangle: Hashable, Sendable {
  /// The radius of the corners.
  public var cornerSize: CGSize
  /// The style of the corners.
  public var style: RoundedCornerStyle

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
}

extension Rectangle: LeafView {
  /// `Rectangle` is a primitive view.
  public typealias Body = Never

  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    RenderItem(shape: "Rectangle", environment: environment)
  }
}

extension Circle: LeafView {
  /// `Circle` is a primitive view.
  public typealias Body = Never

  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    RenderItem(shape: "Circle", environment: environment)
  }
}

extension Ellipse: LeafView {
  /// `Ellipse` is a primitive view.
  public typealias Body = Never

  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    RenderItem(shape: "Ellipse", environment: environment)
  }
}

extension Capsule: LeafView {
  /// `Capsule` is a primitive view.
  public typealias Body = Never

  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    RenderItem(shape: "Capsule", environment: environment)
  }
}

extension RoundedRectangle: LeafView {
  /// `RoundedRectangle` is a primitive view.
  public typealias Body = Never

  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(shape: "RoundedRectangle", environment: environment)
    item.attributes["cornerRadius"] = cornerSize.width
    if cornerSize.height != cornerSize.width {
      item.attributes["cornerRadius.height"] = cornerSize.height
    }
    return item
  }
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

extension RoundedRectangle: Animatable {
  /// The corner size.
  public var animatableData: CGSize.AnimatableData {
    get { cornerSize.animatableData }
    set { cornerSize.animatableData = newValue }
  }
}

import Foundation

/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: InsettableShape, Hashable, Sendable {
  /// Symmetric: the same in either layout direction.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

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
  /// Symmetric: the same in either layout direction.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

  var insetAmount: CGFloat = 0

  /// Creates a circle.
  public init() {}

  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    let square = CGRect(
      x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    return Path(ellipseIn: square.insetBy(dx: insetAmount, dy: insetAmount))
  }

  /// A square: the shorter proposed side, the one proposed side, or 10 with none (as
  /// SwiftUI's circle sizes itself since iOS 16).
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let side: CGFloat =
      switch (proposal.width, proposal.height) {
      case (let width?, let height?): min(width, height)
      case (let width?, nil): width
      case (nil, let height?): height
      case (nil, nil): 10
      }
    return CGSize(width: side, height: side)
  }

  public func inset(by amount: CGFloat) -> Circle {
    var shape = self
    shape.insetAmount += amount
    return shape
  }
}

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: InsettableShape, Hashable, Sendable {
  /// Symmetric: the same in either layout direction.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

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
  /// Symmetric: the same in either layout direction.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

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

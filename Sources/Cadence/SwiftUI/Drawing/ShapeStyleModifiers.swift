import Foundation

/// A style changed by a modifier (`opacity`, `blendMode`, `in`), reading as the base's
/// description with the change: `red.opacity(0.5)`.
struct _ModifiedShapeStyle: ShapeStyle, CustomStringConvertible {
  let description: String
}

extension ShapeStyle {
  /// This style at `opacity` (0…1).
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    let clamped = Swift.min(Swift.max(opacity.isFinite ? opacity : 1, 0), 1)
    return _ModifiedShapeStyle(
      description: "\(styleDescription).opacity(\(DecimalFormatting.format(clamped)))")
  }

  /// This style blended with what is below it by `mode`.
  public func blendMode(_ mode: BlendMode) -> some ShapeStyle {
    _ModifiedShapeStyle(description: "\(styleDescription).blendMode(\(mode.rawValue))")
  }

  /// This style with its geometry (a gradient's points) in `rect` rather than the shape's
  /// frame.
  public func `in`(_ rect: CGRect) -> some ShapeStyle {
    let numbers = [rect.minX, rect.minY, rect.width, rect.height]
      .map { DecimalFormatting.format(Double($0)) }.joined(separator: " ")
    return _ModifiedShapeStyle(description: "\(styleDescription).in(\(numbers))")
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient of stops.
  public static func radialGradient(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient of stops.
  public static func angularGradient(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A conic gradient of stops, a whole turn from `angle`.
  public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(
      stops: stops, center: center, startAngle: angle, endAngle: angle + .degrees(360))
  }

  /// A conic gradient of `gradient`'s colours, a whole turn from `angle`.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(
      gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
  }
}

extension HierarchicalShapeStyle {
  /// The first level of the foreground style.
  public static let primary = HierarchicalShapeStyle(description: "primary")
  /// The second level.
  public static let secondary = HierarchicalShapeStyle(description: "secondary")
  /// The third level.
  public static let tertiary = HierarchicalShapeStyle(description: "tertiary")
  /// The fourth level.
  public static let quaternary = HierarchicalShapeStyle(description: "quaternary")
  /// The fifth level.
  public static let quinary = HierarchicalShapeStyle(description: "quinary")
}

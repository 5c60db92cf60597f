// The gradient styles made from a system gradient (`.linearGradient(.blue.gradient, …)`):
// SwiftUI draws the `AnyGradient`'s colours along the given geometry; headless, the style is
// recorded as that geometry with the gradient's own description in place of its stops.

/// A style drawing an `AnyGradient` along a geometry, recorded as
/// `linearGradient(blue.gradient; top → bottom)`.
struct AnyGradientShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  let description: String

  init(_ kind: String, _ gradient: AnyGradient, _ geometry: String) {
    description = "\(kind)(\(gradient.description); \(geometry))"
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient of a system gradient's colours.
  public static func linearGradient(
    _ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> some ShapeStyle {
    AnyGradientShapeStyle("linearGradient", gradient, "\(startPoint.name) → \(endPoint.name)")
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient of a system gradient's colours.
  public static func radialGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0,
    endRadius: CGFloat
  ) -> some ShapeStyle {
    AnyGradientShapeStyle(
      "radialGradient", gradient,
      "\(center.name), \(DecimalFormatting.format(startRadius)) → "
        + DecimalFormatting.format(endRadius))
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient of a system gradient's colours.
  public static func ellipticalGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> some ShapeStyle {
    AnyGradientShapeStyle(
      "ellipticalGradient", gradient,
      "\(center.name), \(DecimalFormatting.format(startRadiusFraction)) → "
        + DecimalFormatting.format(endRadiusFraction))
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient of a system gradient's colours.
  public static func angularGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle
  ) -> some ShapeStyle {
    AnyGradientShapeStyle(
      "angularGradient", gradient,
      "\(center.name), \(DecimalFormatting.format(startAngle.degrees))° → "
        + "\(DecimalFormatting.format(endAngle.degrees))°")
  }

  /// A conic gradient of a system gradient's colours, starting at `angle`.
  public static func conicGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero
  ) -> some ShapeStyle {
    AnyGradientShapeStyle(
      "angularGradient", gradient,
      "\(center.name), \(DecimalFormatting.format(angle.degrees))° → "
        + "\(DecimalFormatting.format(angle.degrees + 360))°")
  }
}

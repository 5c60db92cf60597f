import Foundation

/// The window's background colour.
public struct WindowBackgroundShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// Creates the style.
  public init() {}
  public var description: String { "windowBackground" }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
  /// The window's background colour.
  public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}

/// A style that paints with an image, tiled: the part of it `sourceRect` selects (in unit
/// coordinates) at `scale`.
public struct ImagePaint: ShapeStyle, CustomStringConvertible {
  /// The image.
  public var image: Image
  /// The part of the image used, in unit coordinates.
  public var sourceRect: CGRect
  /// The scale of the image.
  public var scale: CGFloat

  /// Creates an image paint.
  public init(
    image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
  ) {
    self.image = image
    self.sourceRect = sourceRect
    self.scale = scale
  }

  /// `image(photo, 0 0 1 1, ×1)`.
  public var description: String {
    let rect = [sourceRect.minX, sourceRect.minY, sourceRect.width, sourceRect.height]
      .map { DecimalFormatting.format(Double($0)) }.joined(separator: " ")
    return "image(\(image.name), \(rect), ×\(DecimalFormatting.format(Double(scale))))"
  }
}

extension ShapeStyle where Self == ImagePaint {
  /// A style that paints with an image.
  public static func image(
    _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
  ) -> ImagePaint {
    ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
  }
}

/// A gradient in ellipses around a centre, fitted to the shape's frame: radii as fractions of
/// it.
public struct EllipticalGradient: ShapeStyle, Hashable, CustomStringConvertible {
  let gradient: Gradient
  let center: UnitPoint
  let startRadiusFraction: CGFloat
  let endRadiusFraction: CGFloat

  /// Creates an elliptical gradient.
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }

  /// Creates an elliptical gradient of colours.
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  /// Creates an elliptical gradient of stops.
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  /// `ellipticalGradient(red 0, blue 1; center, 0 → 0.5)`.
  public var description: String {
    "ellipticalGradient(\(gradient.summary); \(center.name), "
      + "\(DecimalFormatting.format(startRadiusFraction)) → "
      + "\(DecimalFormatting.format(endRadiusFraction)))"
  }
}

extension EllipticalGradient: LeafView {
  public typealias Body = Never
  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    RenderItem(kind: "EllipticalGradient", label: description)
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient.
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient of colours.
  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      colors: colors, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient of stops.
  public static func ellipticalGradient(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      stops: stops, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}

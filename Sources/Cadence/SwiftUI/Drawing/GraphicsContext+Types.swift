// The values a `GraphicsContext` takes: shadings, blend modes, filters, options, and text
// and images resolved for drawing. Each describes itself for the canvas's record.

extension GraphicsContext {
  /// A paint for filling and stroking.
  public struct Shading: Sendable {
    let description: String

    /// A colour.
    public static func color(_ color: Color) -> Shading { Shading(description: color.name) }
    /// A colour from components.
    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
      opacity: Double = 1
    ) -> Shading {
      color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
    }
    /// A grey.
    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1
    )
      -> Shading
    {
      color(Color(colorSpace, white: white, opacity: opacity))
    }
    /// A style.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading {
      Shading(description: style.styleDescription)
    }
    /// The foreground style of the canvas's environment.
    public static var foreground: Shading { Shading(description: "foreground") }
    /// What is behind the canvas.
    public static var backdrop: Shading { Shading(description: "backdrop") }
    /// Several shadings, for the layers of a symbol.
    public static func palette(_ array: [Shading]) -> Shading {
      Shading(description: "palette(" + array.map(\.description).joined(separator: ", ") + ")")
    }
    /// A linear gradient from `startPoint` to `endPoint`.
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(
        description: "linearGradient(\(gradient.stopsDescription)) from \(point(startPoint)) to "
          + point(endPoint) + options.suffix)
    }
    /// A radial gradient about `center`.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(
        description: "radialGradient(\(gradient.stopsDescription)) at \(point(center)) radius "
          + "\(DecimalFormatting.format(startRadius))…\(DecimalFormatting.format(endRadius))"
          + options.suffix)
    }
    /// A conic gradient about `center`, starting at `angle`.
    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(
        description: "conicGradient(\(gradient.stopsDescription)) at \(point(center)) from "
          + DecimalFormatting.format(angle.degrees) + "°" + options.suffix)
    }
    /// An image tiled from `origin`.
    public static func tiledImage(
      _ image: Image, origin: CGPoint = .zero,
      sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
      scale: CGFloat = 1
    ) -> Shading {
      Shading(
        description: "tiledImage(\"\(image.name)\") from \(point(origin)) scale "
          + DecimalFormatting.format(scale))
    }

    private static func point(_ point: CGPoint) -> String {
      DecimalFormatting.format(point.x) + " " + DecimalFormatting.format(point.y)
    }
  }

  /// How a gradient extends beyond its ends, and in which colour space it interpolates.
  public struct GradientOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Repeats beyond its ends.
    public static let `repeat` = GradientOptions(rawValue: 1 << 0)
    /// Repeats mirrored beyond its ends.
    public static let mirror = GradientOptions(rawValue: 1 << 1)
    /// Interpolates in linear colour.
    public static let linearColor = GradientOptions(rawValue: 1 << 2)

    var suffix: String {
      [(Self.repeat, " repeat"), (.mirror, " mirror"), (.linearColor, " linearColor")]
        .filter { contains($0.0) }.map(\.1).joined()
    }
  }

  /// How a clip applies.
  public struct ClipOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Clips to the outside of the shape.
    public static let inverse = ClipOptions(rawValue: 1 << 0)
  }

  /// How a filter applies.
  public struct FilterOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Works in linear colour.
    public static let linearColor = FilterOptions(rawValue: 1 << 0)
  }

  /// How a blur treats the layer's edges and result.
  public struct BlurOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The layer is opaque.
    public static let opaque = BlurOptions(rawValue: 1 << 0)
    /// The result is dithered.
    public static let dithersResult = BlurOptions(rawValue: 1 << 1)
  }

  /// How a shadow is drawn.
  public struct ShadowOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The shadow above the layer.
    public static let shadowAbove = ShadowOptions(rawValue: 1 << 0)
    /// Only the shadow.
    public static let shadowOnly = ShadowOptions(rawValue: 1 << 1)
    /// The alpha inverted (an inner shadow).
    public static let invertsAlpha = ShadowOptions(rawValue: 1 << 2)
    /// Each drawing shadowed on its own.
    public static let disablesGroup = ShadowOptions(rawValue: 1 << 3)
  }
}

extension Gradient {
  /// `red 0, blue 1`: each stop's colour and location.
  var stopsDescription: String {
    stops.map { "\($0.color.name) \(DecimalFormatting.format(Double($0.location)))" }
      .joined(separator: ", ")
  }
}

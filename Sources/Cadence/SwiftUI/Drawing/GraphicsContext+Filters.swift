extension GraphicsContext {
  /// How what is drawn blends with what is there.
  public struct BlendMode: Hashable, Sendable {
    let name: String

    public static let normal = BlendMode(name: "normal")
    public static let multiply = BlendMode(name: "multiply")
    public static let screen = BlendMode(name: "screen")
    public static let overlay = BlendMode(name: "overlay")
    public static let darken = BlendMode(name: "darken")
    public static let lighten = BlendMode(name: "lighten")
    public static let colorDodge = BlendMode(name: "colorDodge")
    public static let colorBurn = BlendMode(name: "colorBurn")
    public static let softLight = BlendMode(name: "softLight")
    public static let hardLight = BlendMode(name: "hardLight")
    public static let difference = BlendMode(name: "difference")
    public static let exclusion = BlendMode(name: "exclusion")
    public static let hue = BlendMode(name: "hue")
    public static let saturation = BlendMode(name: "saturation")
    public static let color = BlendMode(name: "color")
    public static let luminosity = BlendMode(name: "luminosity")
    public static let clear = BlendMode(name: "clear")
    public static let copy = BlendMode(name: "copy")
    public static let sourceIn = BlendMode(name: "sourceIn")
    public static let sourceOut = BlendMode(name: "sourceOut")
    public static let sourceAtop = BlendMode(name: "sourceAtop")
    public static let destinationOver = BlendMode(name: "destinationOver")
    public static let destinationIn = BlendMode(name: "destinationIn")
    public static let destinationOut = BlendMode(name: "destinationOut")
    public static let destinationAtop = BlendMode(name: "destinationAtop")
    public static let xor = BlendMode(name: "xor")
    public static let plusDarker = BlendMode(name: "plusDarker")
    public static let plusLighter = BlendMode(name: "plusLighter")
  }

  /// A filter applied to what is drawn next (`addFilter(_:options:)`).
  public struct Filter: Sendable {
    let description: String

    private static func number(_ value: Double) -> String { DecimalFormatting.format(value) }

    /// A blur of `radius`.
    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
      Filter(description: "blur(\(number(Double(radius))))")
    }
    /// A brightness change.
    public static func brightness(_ amount: Double) -> Filter {
      Filter(description: "brightness(\(number(amount)))")
    }
    /// A contrast change.
    public static func contrast(_ amount: Double) -> Filter {
      Filter(description: "contrast(\(number(amount)))")
    }
    /// Inverts the colours by `amount`.
    public static func colorInvert(_ amount: Double = 1) -> Filter {
      Filter(description: "colorInvert(\(number(amount)))")
    }
    /// Multiplies the colours by `color`.
    public static func colorMultiply(_ color: Color) -> Filter {
      Filter(description: "colorMultiply(\(color.name))")
    }
    /// Removes `amount` of the colour.
    public static func grayscale(_ amount: Double) -> Filter {
      Filter(description: "grayscale(\(number(amount)))")
    }
    /// Rotates the hues by `angle`.
    public static func hueRotation(_ angle: Angle) -> Filter {
      Filter(description: "hueRotation(\(number(angle.degrees))°)")
    }
    /// Changes the saturation.
    public static func saturation(_ amount: Double) -> Filter {
      Filter(description: "saturation(\(number(amount)))")
    }
    /// Makes the luminance the alpha.
    public static var luminanceToAlpha: Filter { Filter(description: "luminanceToAlpha") }
    /// Keeps what has alpha between `min` and `max`, in `color`.
    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black)
      -> Filter
    {
      Filter(description: "alphaThreshold(\(number(min))…\(number(max)), \(color.name))")
    }
    /// A shadow.
    public static func shadow(
      color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
      y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
    ) -> Filter {
      Filter(
        description:
          "shadow(\(color.name), radius \(number(Double(radius))), x \(number(Double(x))), "
          + "y \(number(Double(y))))")
    }
    /// A projection of what is drawn (recorded with its matrix, row by row).
    public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
      let m = matrix
      let rows = [[m.m11, m.m12, m.m13], [m.m21, m.m22, m.m23], [m.m31, m.m32, m.m33]]
      let text = rows.map { $0.map { number(Double($0)) }.joined(separator: " ") }
      return Filter(description: "projectionTransform(\(text.joined(separator: "; ")))")
    }
  }

  /// Text resolved in a canvas's environment: measured as a `Text` view is.
  public struct ResolvedText {
    let text: Text
    let environment: EnvironmentValues
    /// The paint the text is drawn with.
    public var shading = Shading.foreground

    var string: String { text.content }

    /// The size the text takes in `size`.
    public func measure(in size: CGSize) -> CGSize {
      TextMetrics.size(
        of: text.resolvedRuns(in: environment, at: nil),
        proposal: ProposedViewSize(
          width: size.width.isFinite ? size.width : nil,
          height: size.height.isFinite ? size.height : nil),
        lines: environment.textLineLayout)
    }

    /// The distance from the top to the first line's baseline, in `size`.
    public func firstBaseline(in size: CGSize) -> CGFloat {
      TextMetrics.lineHeight(environment.resolvedFont) * 0.8
    }

    /// The distance from the top to the last line's baseline, in `size`.
    public func lastBaseline(in size: CGSize) -> CGFloat {
      measure(in: size).height - TextMetrics.lineHeight(environment.resolvedFont) * 0.2
    }
  }

  /// An image resolved in a canvas's environment.
  public struct ResolvedImage {
    let image: Image
    let environment: EnvironmentValues
    /// The paint a template image is drawn with.
    public var shading: Shading?
    /// The image's baseline.
    public var baseline: CGFloat { size.height }

    /// The image's size: a symbol's, the font's line height; a named image's, unknown
    /// headless (no pixels are loaded): zero.
    public var size: CGSize {
      image.size(proposing: .unspecified, in: environment)
    }
  }
}

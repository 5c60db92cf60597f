/// A representation of a colour; as a view, it fills the space it is given.
public struct Color: Hashable, Sendable {
  /// The colour's components in the sRGB space, each in 0…1.
  package struct Components: Hashable, Sendable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var opacity: Double
  }

  package let components: Components
  /// How the colour reads in renderings: its system name, or its components.
  package let name: String

  private init(name: String, _ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1)
  {
    self.name = name
    components = Components(red: red, green: green, blue: blue, opacity: opacity)
  }

  /// This colour (its components) under another name in renderings.
  func renamed(_ name: String) -> Color {
    let c = components
    return Color(name: name, c.red, c.green, c.blue, c.opacity)
  }

  /// Creates a colour from sRGB components in 0…1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    let clamped = [red, green, blue, opacity].map(Self.unit)
    let digits = clamped.map { DecimalFormatting.format($0) }
    let name =
      clamped[3] == 1
      ? "rgb(\(digits[0]), \(digits[1]), \(digits[2]))"
      : "rgba(\(digits[0]), \(digits[1]), \(digits[2]), \(digits[3]))"
    self.init(name: name, clamped[0], clamped[1], clamped[2], clamped[3])
  }

  /// A colour of the app's asset catalog, by name. Headless there is no catalog: it reads as
  /// its name (`asset(Brand)`) and has no components of its own (black).
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(name: "asset(\(name))", 0, 0, 0)
  }

  /// A colour of an asset catalog's generated resource (as `Color(name, bundle:)`).
  public init(_ resource: ColorResource) {
    self.init(resource.name, bundle: resource.bundle)
  }

  /// Creates a grey of the given whiteness in 0…1.
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// The colour with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    Color(
      name: "\(name).opacity(\(DecimalFormatting.format(Self.unit(opacity))))",
      components.red, components.green, components.blue,
      components.opacity * Self.unit(opacity))
  }

  /// A finite value in 0…1; NaN becomes 0.
  static func unit(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }

  /// A system colour with its light-appearance sRGB value (from 0…255 components).
  private static func system(_ name: String, _ red: Double, _ green: Double, _ blue: Double)
    -> Color
  {
    Color(name: name, red / 255, green / 255, blue / 255)
  }

  /// Black.
  public static let black = Color(name: "black", 0, 0, 0)
  /// White.
  public static let white = Color(name: "white", 1, 1, 1)
  /// A colour with zero opacity.
  public static let clear = Color(name: "clear", 0, 0, 0, 0)
  /// The system grey.
  public static let gray = system("gray", 142, 142, 147)
  /// The system red.
  public static let red = system("red", 255, 59, 48)
  /// The system orange.
  public static let orange = system("orange", 255, 149, 0)
  /// The system yellow.
  public static let yellow = system("yellow", 255, 204, 0)
  /// The system green.
  public static let green = system("green", 52, 199, 89)
  /// The system mint.
  public static let mint = system("mint", 0, 199, 190)
  /// The system teal.
  public static let teal = system("teal", 48, 176, 199)
  /// The system cyan.
  public static let cyan = system("cyan", 50, 173, 230)
  /// The system blue.
  public static let blue = system("blue", 0, 122, 255)
  /// The system indigo.
  public static let indigo = system("indigo", 88, 86, 214)
  /// The system purple.
  public static let purple = system("purple", 175, 82, 222)
  /// The system pink.
  public static let pink = system("pink", 255, 45, 85)
  /// The system brown.
  public static let brown = system("brown", 162, 132, 94)
  /// The colour for primary content.
  public static let primary = Color(name: "primary", 0, 0, 0)
  /// The colour for secondary content.
  public static let secondary = Color(name: "secondary", 60 / 255, 60 / 255, 67 / 255, 0.6)
  /// The accent colour.
  public static let accentColor = Color(name: "accentColor", 0, 122 / 255, 1)
}

extension Color: LeafView {
  /// `Color` is a primitive view.
  public typealias Body = Never

  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    RenderItem(kind: "Color", label: name)
  }
}

extension Color: ShapeStyle {}

extension Color: Animatable {
  /// The colour in linear light, each component × 128 (red, green, blue, opacity), as SwiftUI
  /// animates resolved colours. A colour set from animatable data reads as its components.
  public var animatableData:
    AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>
  {
    get {
      let scale = AnimatableUnitScale.factor
      return AnimatablePair(
        AnimatablePair(
          Self.linear(components.red) * scale, Self.linear(components.green) * scale),
        AnimatablePair(Self.linear(components.blue) * scale, components.opacity * scale))
    }
    set {
      let scale = AnimatableUnitScale.factor
      self = Color(
        red: Self.gamma(newValue.first.first / scale),
        green: Self.gamma(newValue.first.second / scale),
        blue: Self.gamma(newValue.second.first / scale), opacity: newValue.second.second / scale)
    }
  }

  /// sRGB to linear light.
  private static func linear(_ value: Double) -> Double {
    value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
  }

  /// Linear light to sRGB.
  private static func gamma(_ value: Double) -> Double {
    let v = min(max(value, 0), 1)
    return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
  }
}

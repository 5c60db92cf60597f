import Foundation

extension Color {
  /// Creates a colour from hue, saturation and brightness, each in 0…1 (HSB to sRGB).
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
    let h = unit(hue) * 6
    let s = unit(saturation)
    let v = unit(brightness)
    let sector = Int(h.rounded(.down)) % 6
    let f = h - h.rounded(.down)
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    let (r, g, b): (Double, Double, Double)
    switch sector {
    case 0: (r, g, b) = (v, t, p)
    case 1: (r, g, b) = (q, v, p)
    case 2: (r, g, b) = (p, v, t)
    case 3: (r, g, b) = (p, q, v)
    case 4: (r, g, b) = (t, p, v)
    default: (r, g, b) = (v, p, q)
    }
    self.init(red: r, green: g, blue: b, opacity: opacity)
  }

  /// The colour space of a colour given by components.
  public enum RGBColorSpace: Hashable, Sendable {
    /// sRGB, gamma-encoded.
    case sRGB
    /// sRGB with linear components.
    case sRGBLinear
    /// Display P3: converted to sRGB (clipped to its gamut), named as given.
    case displayP3
  }

  /// Creates a colour from components in a colour space.
  public init(
    _ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    if colorSpace == .displayP3 {
      // Shown as sRGB (clipped to its gamut), recorded with its own components.
      let (r, g, b) = Resolved.displayP3ToSRGB(
        red: Float(red.isNaN ? 0 : red), green: Float(green.isNaN ? 0 : green),
        blue: Float(blue.isNaN ? 0 : blue))
      let srgb = Color(red: Double(r), green: Double(g), blue: Double(b), opacity: opacity)
      let digits = [red, green, blue].map { DecimalFormatting.format(Self.unit($0)) }
      let alpha = Self.unit(opacity)
      let name =
        "displayP3(\(digits.joined(separator: ", "))"
        + (alpha == 1 ? ")" : ", \(DecimalFormatting.format(alpha)))")
      self = srgb.renamed(name)
      return
    }
    guard colorSpace == .sRGBLinear else {
      self.init(red: red, green: green, blue: blue, opacity: opacity)
      return
    }
    func gamma(_ value: Double) -> Double {
      let v = value.isNaN ? 0 : min(max(value, 0), 1)
      return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
    self.init(red: gamma(red), green: gamma(green), blue: gamma(blue), opacity: opacity)
  }

  /// Creates a grey in a colour space.
  public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// A colour's components in the sRGB space.
  public struct Resolved: Hashable, Sendable {
    /// The red component, gamma-encoded, 0…1.
    public var red: Float
    /// The green component, gamma-encoded, 0…1.
    public var green: Float
    /// The blue component, gamma-encoded, 0…1.
    public var blue: Float
    /// The opacity, 0…1.
    public var opacity: Float

    /// Creates resolved components.
    public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
      self.red = red
      self.green = green
      self.blue = blue
      self.opacity = opacity
    }
  }

  /// Creates a colour from resolved components.
  public init(_ resolved: Resolved) {
    self.init(
      red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
      opacity: Double(resolved.opacity))
  }

  /// The colour's components in `environment` (Cadence has one appearance: light).
  public func resolve(in environment: EnvironmentValues) -> Resolved {
    Resolved(
      red: Float(components.red), green: Float(components.green), blue: Float(components.blue),
      opacity: Float(components.opacity))
  }

  /// A gradient made from this colour: a little lighter at the top, a little darker at the
  /// bottom, as the system's standard gradient.
  public var gradient: AnyGradient {
    AnyGradient(description: "\(name).gradient")
  }
}

/// A gradient made by the system from a colour (`Color.gradient`).
public struct AnyGradient: ShapeStyle, Hashable, CustomStringConvertible {
  public let description: String
}

/// A colour gradient: colours at locations from 0 to 1.
public struct Gradient: Hashable, Sendable {
  /// One colour at one location.
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public var color: Color
    /// The location, 0…1.
    public var location: CGFloat

    /// Creates a stop.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The stops.
  public var stops: [Stop]

  /// A gradient of stops.
  public init(stops: [Stop]) {
    self.stops = stops
  }

  /// A gradient of colours spread evenly.
  public init(colors: [Color]) {
    let last = max(colors.count - 1, 1)
    stops = colors.enumerated().map {
      Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last))
    }
  }

  /// How the gradient reads in renderings: `red 0, blue 1`.
  var summary: String {
    stops.map { "\($0.color.name) \(DecimalFormatting.format($0.location))" }
      .joined(separator: ", ")
  }
}

/// A gradient along a line between two points of the shape's frame.
public struct LinearGradient: ShapeStyle, Hashable, CustomStringConvertible {
  let gradient: Gradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint

  /// Creates a linear gradient.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// Creates a linear gradient of colours.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// Creates a linear gradient of stops.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  /// `linearGradient(red 0, blue 1; top → bottom)`.
  public var description: String {
    "linearGradient(\(gradient.summary); \(startPoint.name) → \(endPoint.name))"
  }
}

/// A gradient as a view fills the space it is offered, as a colour does.
extension LinearGradient: LeafView {
  public typealias Body = Never
  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    RenderItem(kind: "LinearGradient", label: description)
  }
}

/// A gradient in circles around a centre.
public struct RadialGradient: ShapeStyle, Hashable, CustomStringConvertible {
  let gradient: Gradient
  let center: UnitPoint
  let startRadius: CGFloat
  let endRadius: CGFloat

  /// Creates a radial gradient.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  /// Creates a radial gradient of colours.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// Creates a radial gradient of stops.
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// `radialGradient(red 0, blue 1; center, 0 → 100)`.
  public var description: String {
    "radialGradient(\(gradient.summary); \(center.name), "
      + "\(DecimalFormatting.format(startRadius)) → \(DecimalFormatting.format(endRadius)))"
  }
}

extension RadialGradient: LeafView {
  public typealias Body = Never
  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    RenderItem(kind: "RadialGradient", label: description)
  }
}

/// A gradient around a centre, by angle.
public struct AngularGradient: ShapeStyle, Hashable, CustomStringConvertible {
  let gradient: Gradient
  let center: UnitPoint
  let startAngle: Angle
  let endAngle: Angle

  /// Creates an angular gradient between two angles.
  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero,
    endAngle: Angle = .zero
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    // Equal angles mean a whole turn.
    self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
  }

  /// Creates an angular gradient of colours between two angles.
  public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// Creates an angular gradient of stops between two angles.
  public init(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// Creates a conic gradient of colours starting at an angle.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  /// Creates a conic gradient starting at an angle.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(
      gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
  }

  /// Creates a conic gradient of stops starting at an angle.
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }

  /// `angularGradient(red 0, blue 1; center, 0° → 360°)`.
  public var description: String {
    "angularGradient(\(gradient.summary); \(center.name), "
      + "\(DecimalFormatting.format(startAngle.degrees))° → "
      + "\(DecimalFormatting.format(endAngle.degrees))°)"
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient.
  public static func linearGradient(
    _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient of colours.
  public static func linearGradient(
    colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient of stops.
  public static func linearGradient(
    stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient.
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient of colours.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient of colours.
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A conic gradient of colours.
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, angle: angle)
  }
}

extension AngularGradient: LeafView {
  public typealias Body = Never
  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    RenderItem(kind: "AngularGradient", label: description)
  }
}

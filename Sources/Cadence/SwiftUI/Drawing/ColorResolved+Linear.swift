import Foundation

extension Color.Resolved {
  /// Decodes an sRGB gamma-encoded component to linear light (sign kept for extended range).
  nonisolated static func linear(_ encoded: Float) -> Float {
    let magnitude = abs(encoded)
    let value = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
    return encoded < 0 ? -value : value
  }

  /// Encodes a linear component with the sRGB transfer function (sign kept).
  nonisolated static func encoded(_ linear: Float) -> Float {
    let magnitude = abs(linear)
    let value =
      magnitude <= 0.003_130_8 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
    return linear < 0 ? -value : value
  }

  /// Creates resolved components in a colour space: sRGB components as they are, linear ones
  /// encoded with the sRGB transfer function, Display P3 ones converted to extended sRGB
  /// (`displayP3ToSRGB`: outside sRGB's gamut a component is below 0 or above 1).
  nonisolated public init(
    colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float,
    opacity: Float = 1
  ) {
    switch colorSpace {
    case .sRGBLinear:
      self.init(
        red: Self.encoded(red), green: Self.encoded(green), blue: Self.encoded(blue),
        opacity: opacity)
    case .displayP3:
      let (r, g, b) = Self.displayP3ToSRGB(red: red, green: green, blue: blue)
      self.init(red: r, green: g, blue: b, opacity: opacity)
    case .sRGB:
      self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
  }

  /// Display P3 components (gamma-encoded, with sRGB's transfer function) as extended sRGB
  /// ones: decoded to linear light, taken from P3's primaries to sRGB's (both D65; the
  /// matrix of the two spaces' primaries, as CSS Color 4 derives it), and encoded again.
  nonisolated static func displayP3ToSRGB(red: Float, green: Float, blue: Float)
    -> (Float, Float, Float)
  {
    let (r, g, b) = (linear(red), linear(green), linear(blue))
    let sr = 1.224_940_2 * r - 0.224_940_2 * g
    let sg = -0.042_056_96 * r + 1.042_056_96 * g
    let sb = -0.019_637_55 * r - 0.078_636_05 * g + 1.098_273_6 * b
    return (encoded(sr), encoded(sg), encoded(sb))
  }

  /// The amount of red in the colour, in linear light.
  public var linearRed: Float {
    get { Self.linear(red) }
    set { red = Self.encoded(newValue) }
  }

  /// The amount of green in the colour, in linear light.
  public var linearGreen: Float {
    get { Self.linear(green) }
    set { green = Self.encoded(newValue) }
  }

  /// The amount of blue in the colour, in linear light.
  public var linearBlue: Float {
    get { Self.linear(blue) }
    set { blue = Self.encoded(newValue) }
  }
}

extension Color.Resolved: Animatable {
  /// The linear components and the opacity: a resolved colour animates in linear light.
  public var animatableData:
    AnimatablePair<
      Float, AnimatablePair<Float, AnimatablePair<Float, Float>>
    >
  {
    get {
      AnimatablePair(linearRed, AnimatablePair(linearGreen, AnimatablePair(linearBlue, opacity)))
    }
    set {
      linearRed = newValue.first
      linearGreen = newValue.second.first
      linearBlue = newValue.second.second.first
      opacity = newValue.second.second.second
    }
  }
}

extension Color: CustomStringConvertible {
  /// The colour as renderings read it: its system name (`red`), or its components.
  public var description: String { name }
}

/// A resolved colour is a style of its own.
extension Color.Resolved: ShapeStyle {}

extension Color.Resolved: CustomStringConvertible {
  /// The colour's gamma-encoded components and opacity in hexadecimal, as SwiftUI prints a
  /// resolved colour: `#FF3B30FF`.
  public var description: String {
    func byte(_ component: Float) -> String {
      let value = component.isFinite ? Int((min(max(component, 0), 1) * 255).rounded()) : 0
      let digits = String(value, radix: 16, uppercase: true)
      return digits.count < 2 ? "0" + digits : digits
    }
    return "#" + byte(red) + byte(green) + byte(blue) + byte(opacity)
  }
}

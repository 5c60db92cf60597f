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
  /// encoded with the sRGB transfer function (Display P3 is read as sRGB headless, as
  /// `Color(.displayP3, …)` is).
  nonisolated public init(
    colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float,
    opacity: Float = 1
  ) {
    if colorSpace == .sRGBLinear {
      self.init(
        red: Self.encoded(red), green: Self.encoded(green), blue: Self.encoded(blue),
        opacity: opacity)
    } else {
      self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
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

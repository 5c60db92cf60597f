import Foundation

extension Color {
  /// The colour `fraction` of the way from this colour to `rhs` (iOS 18): 0 is this colour,
  /// 1 is `rhs`; a fraction outside 0…1 is clamped to it, one that is not a number is 0.
  /// `device` mixes the gamma-encoded sRGB components one by one; `perceptual` mixes in Oklab
  /// (Cadence's choice of perceptual space, D45). Opacity mixes linearly in both.
  public func mix(
    with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual
  )
    -> Color
  {
    let environment = EnvironmentValues()
    return Color(
      resolve(in: environment).mix(
        with: rhs.resolve(in: environment), by: fraction, in: colorSpace))
  }
}

extension Color.Resolved {
  /// The resolved colour `fraction` of the way from this one to `rhs`, as `Color.mix` says.
  public func mix(
    with rhs: Color.Resolved, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual
  ) -> Color.Resolved {
    let t = Float(fraction.isNaN ? 0 : min(max(fraction, 0), 1))
    let opacity = self.opacity + (rhs.opacity - self.opacity) * t
    if colorSpace == .device {
      return Color.Resolved(
        red: red + (rhs.red - red) * t, green: green + (rhs.green - green) * t,
        blue: blue + (rhs.blue - blue) * t, opacity: opacity)
    }
    let from = OklabColor(self)
    let to = OklabColor(rhs)
    let mixed = OklabColor(
      l: from.l + (to.l - from.l) * Double(t), a: from.a + (to.a - from.a) * Double(t),
      b: from.b + (to.b - from.b) * Double(t))
    return mixed.resolved(opacity: opacity)
  }
}

/// A colour in Oklab (Björn Ottosson, 2020): lightness and two opponent axes, from linear
/// sRGB through an LMS cone space and a cube root.
struct OklabColor {
  var l: Double
  var a: Double
  var b: Double

  init(l: Double, a: Double, b: Double) {
    self.l = l
    self.a = a
    self.b = b
  }

  init(_ color: Color.Resolved) {
    let r = OklabColor.linear(Double(color.red))
    let g = OklabColor.linear(Double(color.green))
    let bl = OklabColor.linear(Double(color.blue))
    let lc = cbrt(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * bl)
    let mc = cbrt(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * bl)
    let sc = cbrt(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * bl)
    l = 0.210_454_255_3 * lc + 0.793_617_785_0 * mc - 0.004_072_046_8 * sc
    a = 1.977_998_495_1 * lc - 2.428_592_205_0 * mc + 0.450_593_709_9 * sc
    b = 0.025_904_037_1 * lc + 0.782_771_766_2 * mc - 0.808_675_766_0 * sc
  }

  /// Back to gamma-encoded sRGB, each component clamped to 0…1.
  func resolved(opacity: Float) -> Color.Resolved {
    let lc = l + 0.396_337_777_4 * a + 0.215_803_757_3 * b
    let mc = l - 0.105_561_345_8 * a - 0.063_854_172_8 * b
    let sc = l - 0.089_484_177_5 * a - 1.291_485_548_0 * b
    let (l3, m3, s3) = (lc * lc * lc, mc * mc * mc, sc * sc * sc)
    let r = 4.076_741_662_1 * l3 - 3.307_711_591_3 * m3 + 0.230_969_929_2 * s3
    let g = -1.268_438_004_6 * l3 + 2.609_757_401_1 * m3 - 0.341_319_396_5 * s3
    let bl = -0.004_196_086_3 * l3 - 0.703_418_614_7 * m3 + 1.707_614_701_0 * s3
    return Color.Resolved(
      red: Float(OklabColor.encoded(r)), green: Float(OklabColor.encoded(g)),
      blue: Float(OklabColor.encoded(bl)), opacity: opacity)
  }

  /// The sRGB transfer function's inverse: a gamma-encoded component to linear light.
  static func linear(_ c: Double) -> Double {
    c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  /// The sRGB transfer function: linear light to a gamma-encoded component, clamped to 0…1.
  static func encoded(_ c: Double) -> Double {
    let clamped = min(max(c, 0), 1)
    return clamped <= 0.003_130_8 ? clamped * 12.92 : 1.055 * pow(clamped, 1 / 2.4) - 0.055
  }
}

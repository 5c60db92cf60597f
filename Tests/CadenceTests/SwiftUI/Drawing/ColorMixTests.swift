import Cadence
import CadenceTesting
import Foundation
import Testing

/// `Color.mix(with:by:in:)` (iOS 18; Apple's documentation: the fraction of the way from this
/// colour to the other, in a colour space). `device` mixes the gamma-encoded components;
/// `perceptual` is Oklab (Björn Ottosson, "A perceptual color space for image processing",
/// 2020), whose matrices give the closed forms below.
@MainActor
@Suite("Colour mixing")
struct ColorMixTests {
  let environment = EnvironmentValues()

  func components(_ color: Color) -> [Float] {
    let resolved = color.resolve(in: environment)
    return [resolved.red, resolved.green, resolved.blue, resolved.opacity]
  }

  @Test("device mixing is component by component, opacity too")
  func device() {
    let mixed = Color.red.mix(with: .blue.opacity(0.5), by: 0.25, in: .device)
    let red = Color.red.resolve(in: environment)
    let blue = Color.blue.resolve(in: environment)
    let expected: [Float] = [
      red.red + (blue.red - red.red) * 0.25, red.green + (blue.green - red.green) * 0.25,
      red.blue + (blue.blue - red.blue) * 0.25, 1 - 0.5 * 0.25,
    ]
    for (got, want) in zip(components(mixed), expected) { #expect(abs(got - want) < 1e-6) }
  }

  @Test("perceptual mixing of white and black is Oklab's middle grey, 0.3886")
  func perceptualGrey() {
    // L = 0.5, a = b = 0: l = m = s = 0.125 in LMS, so linear sRGB 0.125 on each channel,
    // encoded 1.055 × 0.125^(1/2.4) − 0.055 = 0.38857.
    let grey = Color.white.mix(with: .black, by: 0.5)
    for channel in components(grey).prefix(3) { #expect(abs(channel - 0.388_57) < 2e-4) }
  }

  @Test("the ends of a perceptual mix are the colours themselves")
  func ends() {
    let orange = Color(red: 1, green: 0.5, blue: 0)
    for (got, want) in zip(
      components(orange.mix(with: .blue, by: 0)), components(orange))
    {
      #expect(abs(got - want) < 1e-4)
    }
    for (got, want) in zip(
      components(orange.mix(with: .blue, by: 1)), components(Color.blue))
    {
      #expect(abs(got - want) < 1e-4)
    }
  }

  @Test("a fraction past the ends is clamped, and one that is not a number is 0")
  func badFractions() {
    #expect(components(Color.red.mix(with: .blue, by: 3, in: .device)) == components(.blue))
    #expect(components(Color.red.mix(with: .blue, by: -1, in: .device)) == components(.red))
    #expect(components(Color.red.mix(with: .blue, by: .nan, in: .device)) == components(.red))
  }
}

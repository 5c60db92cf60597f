import Cadence
import CadenceTesting
import Foundation
import Testing

/// `Color.Resolved`'s linear components (the sRGB transfer function, IEC 61966-2-1: a
/// component c ≤ 0.04045 is c / 12.92 in linear light, else ((c + 0.055) / 1.055)^2.4) and its
/// animatable data (the linear components and the opacity).
@MainActor
@Suite("Resolved colours in linear light")
struct ColorResolvedTests {
  @Test("linear components follow the sRGB transfer function, both ways")
  func linearComponents() {
    var color = Color.Resolved(red: 0.5, green: 0.04, blue: 1, opacity: 0.8)
    #expect(abs(color.linearRed - 0.214_041) < 1e-5)
    #expect(abs(color.linearGreen - 0.04 / 12.92) < 1e-7)
    #expect(color.linearBlue == 1)
    color.linearRed = 0.214_041
    #expect(abs(color.red - 0.5) < 1e-5)
    let linear = Color.Resolved(colorSpace: .sRGBLinear, red: 0.214_041, green: 0, blue: 1)
    #expect(abs(linear.red - 0.5) < 1e-5 && abs(linear.blue - 1) < 1e-6 && linear.opacity == 1)
    let extended = Color.Resolved(red: -0.5, green: 0, blue: 0)
    #expect(abs(extended.linearRed + 0.214_041) < 1e-5)
  }

  @Test("a resolved colour's animatable data is its linear components and opacity")
  func animatableData() {
    var color = Color.Resolved(red: 1, green: 0, blue: 0, opacity: 1)
    #expect(color.animatableData.first == 1)
    #expect(color.animatableData.second.second.second == 1)
    var data = color.animatableData
    data.first = 0.214_041
    data.second.second.second = 0.5
    color.animatableData = data
    #expect(abs(color.red - 0.5) < 1e-5 && color.opacity == 0.5)
  }

  /// SwiftUI's `Color`, `Color.Resolved` and `Axis` are `CustomStringConvertible`: a system
  /// colour prints its name, a resolved colour its 8-bit components and opacity in hexadecimal.
  @Test("colours, resolved colours and axes describe themselves")
  func descriptions() {
    #expect(Color.red.description == "red")
    #expect("\(Color.blue)" == "blue")
    let resolved = Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 1)
    #expect(resolved.description == "#FF8000FF")
    #expect(Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0).description == "#00000000")
    #expect(Color.Resolved(red: .nan, green: 2, blue: -1, opacity: 1).description == "#00FF00FF")
    #expect(Axis.horizontal.description == "horizontal")
    #expect("\(Axis.vertical)" == "vertical")
  }
}

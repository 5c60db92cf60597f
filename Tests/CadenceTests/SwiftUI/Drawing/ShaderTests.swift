import Cadence
import CadenceTesting
import Foundation
import Testing

/// Shaders (Apple's documentation of `Shader`, `ShaderLibrary`, `colorEffect`,
/// `distortionEffect`, `layerEffect`): there is no GPU headless, so a shader is its function
/// and arguments, recorded where an effect uses it; `ShaderLibrary.name(args…)` calls work as
/// in SwiftUI (dynamic member lookup and dynamic call).
@MainActor
@Suite("Shaders")
struct ShaderTests {
  @Test("shader effects record the function and its arguments; disabled ones say so")
  func effects() {
    let host = ViewHost(
      VStack {
        Text("Wavy")
          .distortionEffect(
            ShaderLibrary.wave(.float(2.5), .boundingRect),
            maxSampleOffset: CGSize(width: 10, height: 0))
        Text("Tinted").colorEffect(ShaderLibrary.default.tint(.color(.red), .float2(1, 2)))
        Text("Off").layerEffect(
          ShaderLibrary.pixellate(.float(8)), maxSampleOffset: .zero, isEnabled: false)
        Text("Visual").visualEffect { content, _ in
          content.colorEffect(ShaderLibrary.gray())
        }
      })
    let snapshot = host.snapshot()
    #expect(
      snapshot.first("Wavy")?.style("distortionEffect") == "wave(float 2.5, boundingRect) ±10×0")
    #expect(snapshot.first("Tinted")?.style("colorEffect") == "tint(color red, float2 1 2)")
    #expect(snapshot.first("Off")?.style("layerEffect") == "disabled")
    #expect(snapshot.first("Visual")?.style("colorEffect") == "gray()")
  }

  @Test("shaders are values: equal functions and arguments are equal shaders")
  func values() {
    let a = ShaderLibrary.default.ripple(.float(1))
    let b = Shader(
      function: ShaderFunction(library: .default, name: "ripple"), arguments: [.float(1)])
    #expect(a == b)
    #expect(a != ShaderLibrary.ripple(.float(2)))
    var matrix = ColorMatrix()
    matrix.r1 = 0.5
    #expect(matrix.description.hasPrefix("0.5 0 0 0 0; 0 1 0 0 0"))
  }
}

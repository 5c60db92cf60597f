import Cadence
import CadenceTesting
import Testing

/// Apple's documentation of `MeshGradient` (iOS 18: a grid of width × height points, each
/// with a colour; a view and a shape style) and of `glassEffect(_:in:)` (iOS 26: a material
/// SwiftUI only draws). Headless, both are recorded.
@MainActor
@Suite("Mesh gradients and glass")
struct MeshGradientTests {
  @Test("a mesh gradient fills its frame and records its mesh, points and colours")
  func mesh() throws {
    let mesh = MeshGradient(
      width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
      colors: [.red, .blue, .green, .yellow], smoothsColors: false)
    let host = ViewHost(mesh.frame(width: 100, height: 80))
    let node = try #require(host.snapshot().first("MeshGradient"))
    #expect(node.frame.size == CGSize(width: 100, height: 80))
    #expect(node.style("mesh") == "2×2")
    #expect(node.style("points") == "0,0 1,0 0,1 1,1")
    #expect(node.style("colors") == "red blue green yellow")
    #expect(node.style("smoothsColors") == "false")
    #expect(host.diagnostics.isEmpty)
    let filled = ViewHost(Circle().fill(mesh).frame(width: 10, height: 10)).snapshot()
    #expect(filled.first("Circle")?.style("fill") == "MeshGradient(2×2)")
  }

  @Test("a mesh whose points are not width × height is reported, never a crash")
  func badMesh() {
    let host = ViewHost(
      MeshGradient(width: 3, height: 3, points: [[0, 0]], colors: [.red]).frame(width: 10))
    #expect(host.snapshot().first("MeshGradient")?.style("mesh") == "3×3")
    #expect(
      host.diagnostics.contains {
        $0.kind == .invalidShape && $0.message.contains("has 1 points, not 9")
      }, "\(host.diagnostics)")
  }

  @Test(
    "a mesh whose point count overflows is reported, never a trap",
    arguments: [(Int.max, 2), (2, Int.max), (1 << 32, 1 << 32)])
  func overflowingMesh(width: Int, height: Int) {
    let host = ViewHost(
      MeshGradient(width: width, height: height, points: [[0, 0]], colors: [.red]).frame(width: 10))
    #expect(host.snapshot().first("MeshGradient")?.style("mesh") == "\(width)×\(height)")
    #expect(
      host.diagnostics.map(\.message) == [
        "MeshGradient of \(width)×\(height) points: more points than can be counted"
      ])
  }

  @Test("glass is recorded with its variant, tint and shape")
  func glass() {
    let snapshot = ViewHost(
      GlassEffectContainer(spacing: 8) {
        Text("Play").glassEffect(.regular.tint(.blue).interactive(), in: .rect(cornerRadius: 8))
        Text("Stop").glassEffect()
      }
    ).snapshot()
    #expect(snapshot.first("Play")?.style("glassEffect") == "regular tint blue interactive")
    #expect(snapshot.first("Play")?.style("glassEffect.shape") == "RoundedRectangle")
    #expect(snapshot.first("Stop")?.style("glassEffect") == "regular")
    #expect(snapshot.first("Stop")?.style("glassEffect.shape") == "DefaultGlassEffectShape")
    #expect(snapshot.first("GlassEffectContainer")?.style("spacing") == "8")
  }
}

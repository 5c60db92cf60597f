import Cadence
import CadenceTesting
import Testing

@testable import Demo

@MainActor
private func offsets(_ host: ViewHost<FourSwingsScene>) -> [Double] {
  host.snapshot().all("Color").map { $0["offset.x"] ?? .nan }
}

@MainActor
@Suite("Four swings")
struct FourSwingsTests {
  private func tappedScene() throws -> ViewHost<FourSwingsScene> {
    let host = ViewHost(FourSwingsScene())
    for index in 0..<4 { try host.tap("Color", index: index) }
    return host
  }

  @Test(
    "all four reach −60, 0, 60 and 0 at the quarter instants",
    arguments: [(0.25, -60.0), (0.5, 0.0), (0.75, 60.0), (1.0, 0.0)])
  func quarters(time: Double, expected: Double) throws {
    let host = try tappedScene()
    host.advance(to: time)
    let values = offsets(host)
    #expect(values.count == 4)
    for (index, value) in values.enumerated() {
      // The timeline view samples its schedule every 1/120 s from the tap: a value may lag
      // by one entry, at most 60·2π/120 ≈ 3.2 in offset.
      let tolerance = index == 3 ? 3.2 : 1e-6
      #expect(abs(value - expected) < tolerance, "box \(index) at \(time)")
    }
  }

  @Test("between the quarters the four part ways, as the seed's curves do")
  func inBetween() throws {
    let host = try tappedScene()
    host.advance(to: 0.125)
    let values = offsets(host)
    // Phase: −60·easeInOut(0.5). Sine: −sin(π/4)·60. Cubic: Hermite from 0 to −60 with end
    // velocity 80/s (tangent 20): 0.5·(−60) − 0.125·20. Timeline: the sine, one entry behind.
    #expect(abs(values[0] - -30) < 1e-6)
    #expect(abs(values[1] - -42.4264) < 1e-4)
    #expect(abs(values[2] - (-30 - 2.5)) < 1e-9)
    #expect(abs(values[3] - -42.4264) < 3.2)
  }

  @Test("tapping the timeline box long after its last update starts from a stale date")
  func staleTimelineDate() throws {
    let host = ViewHost(FourSwingsScene())
    host.advance(to: 2)
    try host.tap("Color", index: 3)
    let warning = try #require(host.diagnostics.first { $0.kind == .staleTimelineDate })
    #expect(warning.message.contains("2 s before the tap"))
    #expect(warning.path.hasSuffix("TimelineSwingBox/TimelineView"))
    // Elapsed time is already 2 s: the motion is over before it starts.
    host.advance(by: 0.25)
    #expect(offsets(host)[3] == 0)
  }
}

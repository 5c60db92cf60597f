import Cadence
import CadenceTesting
import Foundation
import Testing

/// The Digital Crown (Apple's documentation of `digitalCrownRotation`: the crown moves the
/// binding from the minimum through the maximum, around the range when continuous, by
/// steps for a detent binding; `onChange` and `onIdle` are told).
@MainActor
@Suite("Digital Crown")
struct DigitalCrownTests {
  struct Volume: View {
    @State var volume = 5.0
    @State var events: [String] = []
    var body: some View {
      VStack {
        Text("volume \(volume)")
          .digitalCrownRotation(
            $volume, from: 0, through: 10, onChange: { events.append("change \($0.offset)") },
            onIdle: { events.append("idle") })
        Text(events.joined(separator: ", "))
      }
    }
  }

  @Test("a turn moves the value within its range; onChange then onIdle are told")
  func bounded() throws {
    let host = ViewHost(Volume())
    try host.rotateDigitalCrown(by: 2.5)
    #expect(host.snapshot().first("volume 7.5") != nil)
    #expect(host.snapshot().first("change 7.5, idle") != nil)
    try host.rotateDigitalCrown("volume 7.5", by: 100)
    #expect(host.snapshot().first("volume 10.0") != nil)
    #expect(
      host.snapshot().first("volume 10.0")?.style("digitalCrownRotation") == "0.0...10.0 high")
  }

  @Test("continuous: the value goes around the range; detents land on the nearest step")
  func continuousAndDetents() throws {
    struct Dial: View {
      @State var hue = 0.9
      @State var step = 0.0
      var body: some View {
        VStack {
          Text("hue \(hue)")
            .digitalCrownRotation($hue, from: 0, through: 1, isContinuous: true)
          Text("step \(step)")
            .digitalCrownRotation(detent: $step, from: 0, through: 10, by: 2)
        }
      }
    }
    let host = ViewHost(Dial())
    try host.rotateDigitalCrown("hue 0.9", by: 0.35)
    let hue = try #require(
      host.snapshot().all("Text").compactMap(\.label).first { $0.hasPrefix("hue") })
    #expect(abs((Double(hue.dropFirst(4)) ?? 0) - 0.25) < 1e-9)
    try host.rotateDigitalCrown("step 0.0", by: 0.9)
    #expect(host.snapshot().first("step 0.0") != nil)
    try host.rotateDigitalCrown("step 0.0", by: 3.2)
    #expect(host.snapshot().first("step 4.0") != nil)
  }

  @Test("with no view or several taking the crown, a turn without a name is refused")
  func refused() {
    let host = ViewHost(Text("nothing"))
    #expect(throws: DigitalCrownError.self) { try host.rotateDigitalCrown(by: 1) }
    // A turn by no number leaves the value where it is.
    let volume = ViewHost(Volume())
    try? volume.rotateDigitalCrown(by: .nan)
    #expect(volume.snapshot().first("volume 5.0") != nil)
  }
}

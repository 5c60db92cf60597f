import Cadence
import CadenceTesting
import Foundation
import Testing

@testable import Demo

@MainActor
@Suite("Golden runs of the seed scenes", .serialized)
struct GoldenSceneTests {
  @Test("the PIN wiggle (keyframes) matches its reference run")
  func pinWiggle() throws {
    let host = ViewHost(PinFieldScene(), framesPerSecond: 60)
    try host.tap("Try Wrong PIN")
    try host.assertMatchesGolden("pin-wiggle", until: 0.5)
  }

  @Test("the staggered wiggle (withAnimation blocks) matches its reference run")
  func staggeredWiggle() throws {
    let host = ViewHost(StaggeredWiggleScene(), framesPerSecond: 60)
    try host.tap("Try Wrong PIN")
    try host.assertMatchesGolden("staggered-wiggle", until: 0.25)
  }

  @Test("the four swings match their reference run")
  func fourSwings() throws {
    let host = ViewHost(FourSwingsScene(), framesPerSecond: 30)
    for index in 0..<4 { try host.tap("Color", index: index) }
    try host.assertMatchesGolden("four-swings", until: 1.1)
  }

  @Test(
    "a run that differs fails with the first instant and the attribute",
    .disabled(
      if: [.all, .failed].contains(GoldenRecordMode.fromEnvironment),
      "re-recording would overwrite the reference with the differing run"))
  func mismatch() throws {
    let reference = ViewHost(StaggeredWiggleScene(), framesPerSecond: 60)
    try reference.tap("Try Wrong PIN")
    try reference.assertMatchesGolden("double-tap-reference", until: 0.25)
    // Tapped twice: the second set of animations starts from the first's targets.
    let host = ViewHost(StaggeredWiggleScene(), framesPerSecond: 60)
    try host.tap("Try Wrong PIN")
    try host.tap("Try Wrong PIN")
    let error = #expect(throws: GoldenMismatch.self) {
      try host.assertMatchesGolden("double-tap-reference", until: 0.25, record: .missing)
    }
    // The differing run is written beside the reference for a look; not kept here.
    if let actual = error?.actualPath {
      #expect(FileManager.default.fileExists(atPath: actual))
      try? FileManager.default.removeItem(atPath: actual)
    }
    let text = error?.description ?? ""
    #expect(text.contains("the logs part at t="))
    #expect(text.contains("SecureField[0] offset.x is"))
  }
}

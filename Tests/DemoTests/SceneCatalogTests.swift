import Cadence
import Testing

@testable import Demo

@MainActor
@Suite("Scene catalog")
struct SceneCatalogTests {
  @Test("every scene records its script without a runtime warning")
  func everySceneRuns() throws {
    for scene in SceneCatalog.scenes {
      let output = try RecordCommand(arguments: [scene.name, "--fps", "60"]).run() ?? ""
      #expect(output.hasPrefix("cadence-snapshot-log 1 text\nscene \(scene.name)\n"))
      #expect(!output.contains("! diagnostic"), "\(scene.name):\n\(output)")
    }
  }

  @Test("scene names are unique")
  func uniqueNames() {
    let names = SceneCatalog.scenes.map(\.name)
    #expect(Set(names).count == names.count)
  }

  @Test("record rejects an unknown scene and bad flags with one-line errors")
  func recordErrors() {
    #expect(throws: DemoError.self) { try RecordCommand(arguments: ["nope"]) }
    #expect(throws: DemoError.self) { try RecordCommand(arguments: ["counter", "--fps", "-1"]) }
    #expect(throws: DemoError.self) { try RecordCommand(arguments: ["counter", "--bogus", "1"]) }
    #expect(throws: DemoError.self) { try RecordCommand(arguments: ["counter", "--tap", "x"]) }
    let error = #expect(throws: DemoError.self) { try RecordCommand(arguments: ["nope"]) }
    #expect(error?.description.hasPrefix("unknown scene 'nope'; scenes: counter, ") == true)
    #expect(error?.description.contains("\n") == false)
  }

  @Test("the staggered wiggle renders −8 at 0.05 s after the tap, whole")
  func staggeredRendering() throws {
    let output =
      try RecordCommand(
        arguments: ["staggered-wiggle", "--fps", "20", "--until", "0.1", "--format", "tree"]
      ).run() ?? ""
    #expect(
      output.contains(
        """
        -- t=0.1s
        VStack frame.x=0 frame.y=395 frame.width=390 frame.height=54 spacing=12
          SecureField "PIN" frame.x=0 frame.y=395 frame.width=390 frame.height=21 offset.x=-8 offset.y=0 rotation=0.646 text="" textFieldStyle=automatic
          Button "Try Wrong PIN" frame.x=140 frame.y=428 frame.width=110.5 frame.height=21
        """))
  }
}

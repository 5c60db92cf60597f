import Foundation
import Testing

@testable import Demo

/// What a preview build says while it runs.
@Suite("Build progress")
struct BuildProgressTests {
  /// What the progress wrote.
  final class Lines: @unchecked Sendable { var text = "" }

  /// Progress off a terminal for a harness at `/nonexistent/harness`, writing to `lines`.
  static func progress(writingTo lines: Lines) -> BuildProgress {
    var progress = BuildProgress(
      folder: URL(fileURLWithPath: "/nonexistent/harness"), checkout: URL(fileURLWithPath: "/c"))
    progress.isTerminal = false
    progress.write = { lines.text += $0 }
    return progress
  }

  @Test("SwiftPM's progress lines are read; a tenth of the steps is a line off a terminal")
  func progressLines() {
    #expect(BuildProgress.step("[12/415] Compiling Cadence Layout.swift")?.done == 12)
    #expect(BuildProgress.step("[12/415] Compiling Cadence Layout.swift")?.total == 415)
    #expect(
      BuildProgress.step("[12/415] Compiling Cadence Layout.swift")?.what
        == "Compiling Cadence Layout.swift")
    #expect(BuildProgress.step("Building for debugging...") == nil)
    #expect(BuildProgress.step("[x/2] no") == nil)
    let lines = Lines()
    var progress = Self.progress(writingTo: lines)
    progress.start()
    for step in 1...20 { progress.read("[\(step)/20] Compiling Cadence F\(step).swift") }
    progress.finish(succeeded: true)
    let said = lines.text.split(separator: "\n")
    let first =
      "building the previews in /nonexistent/harness against Cadence at /c (a first build: it compiles Cadence too, a minute or two)"
    #expect(said.first.map(String.init) == first)
    #expect(
      said.dropFirst().prefix(3) == [
        "  0 % (1/20 steps)", "  10 % (2/20 steps)", "  20 % (4/20 steps)",
      ])
    #expect(said.count == 1 + 11 + 1)
    // A build whose last progress line is short of its count still ends at 100 %.
    lines.text = ""
    progress.start()
    for step in 1...5 { progress.read("[\(step)/8] Compiling F\(step).swift") }
    progress.finish(succeeded: true)
    let short = lines.text.split(separator: "\n")
    #expect(short.suffix(2).first == "  100 % (8/8 steps)")
    #expect(
      said.last?.hasPrefix("built in ") == true && said.last?.hasSuffix(" s (20 steps)") == true)
  }

  @Test("a reused build says which, and the build after an unusable one says why")
  func reusedBuild() {
    let lines = Lines()
    var progress = Self.progress(writingTo: lines)
    progress.startReusing(URL(fileURLWithPath: "/p/.build/debug"))
    progress.finish(succeeded: true)
    let said = lines.text.split(separator: "\n")
    #expect(said.count == 2)
    #expect(
      said.first
        == "compiling the previews in /nonexistent/harness against the package's own build of Cadence in /p/.build/debug"
    )
    #expect(said.last?.hasPrefix("built in ") == true && said.last?.hasSuffix(" s") == true)
    lines.text = ""
    progress.start(unusedBuild: "debug: it has no CadenceTesting (not a dependency)")
    #expect(
      lines.text.split(separator: "\n").first
        == "the package's own build of Cadence is not used: debug: it has no CadenceTesting (not a dependency)"
    )
  }
}

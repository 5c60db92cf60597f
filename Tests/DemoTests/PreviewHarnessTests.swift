import Foundation
import Testing

@testable import Demo

/// What `Demo previews` writes and removes before it builds: never anything outside its
/// folder, never through a link, never a file it did not write; and no name from the previewed
/// tree is read as code in the manifest it writes. Nothing here builds.
@Suite("Preview harness")
struct PreviewHarnessTests {
  /// A folder of its own for each test (they run in parallel).
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("cadence-harness-\(UUID().uuidString)")

  private func file(_ relative: String, _ text: String) throws {
    let url = root.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  private func exists(_ relative: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(relative).path)
  }

  private func link(_ relative: String, to target: String) throws {
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent(relative).path,
      withDestinationPath: root.appendingPathComponent(target).path)
  }

  /// A package `Package/` with one target, `Gallery`, and a victim folder beside it shaped
  /// like a harness (`Sources/Gallery/`) holding a file that must survive.
  private func packageAndVictim() throws {
    try file("Package/Package.swift", "// swift-tools-version: 6.0\n")
    try file("Package/Sources/Gallery/Views.swift", "import SwiftUI\n#Preview { Text(\"a\") }\n")
    try file("Victim/Sources/Gallery/precious.txt", "keep me")
    try file("Victim/Package.swift", "keep me too")
  }

  private func harness(_ path: String) throws -> PreviewHarness {
    let path = root.appendingPathComponent(path).path
    return try PreviewHarness(sources: try PreviewSources(path: path), path: path)
  }

  @Test("a package whose .build is a link to another folder is refused, and that folder kept")
  func buildFolderLinkRefused() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try packageAndVictim()
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Victim/cadence-previews"), withIntermediateDirectories: true)
    try link("Package/.build", to: "Victim")
    #expect(throws: DemoError.self) { try harness("Package").write() }
    #expect(exists("Victim/Sources/Gallery/precious.txt"))
    #expect(
      try String(contentsOf: root.appendingPathComponent("Victim/Package.swift"), encoding: .utf8)
        == "keep me too")
  }

  @Test(
    "a link anywhere inside a package's harness is refused, not followed",
    arguments: [
      ".build/cadence-previews", ".build/cadence-previews/Sources",
      ".build/cadence-previews/Sources/Gallery",
    ])
  func linkInsideHarnessRefused(component: String) throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try packageAndVictim()
    let linked = root.appendingPathComponent("Package/" + component)
    try FileManager.default.createDirectory(
      at: linked.deletingLastPathComponent(), withIntermediateDirectories: true)
    let target = component.hasSuffix("Gallery") ? "Victim/Sources/Gallery" : "Victim"
    try link("Package/" + component, to: target)
    let error = #expect(throws: DemoError.self) { try harness("Package").write() }
    #expect(error?.description.contains("it is a symbolic link") == true)
    #expect(exists("Victim/Sources/Gallery/precious.txt"))
    #expect(
      try String(contentsOf: root.appendingPathComponent("Victim/Package.swift"), encoding: .utf8)
        == "keep me too")
  }

  @Test("a source written as a link in the harness is replaced by a file, not written through")
  func fileLinkRefused() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try packageAndVictim()
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Package/.build/cadence-previews/Sources/Gallery"),
      withIntermediateDirectories: true)
    try link("Package/.build/cadence-previews/Package.swift", to: "Victim/Package.swift")
    #expect(throws: DemoError.self) { try harness("Package").write() }
    #expect(
      try String(contentsOf: root.appendingPathComponent("Victim/Package.swift"), encoding: .utf8)
        == "keep me too")
  }

  @Test("only the files the harness wrote are removed when they leave the sources")
  func onlyWrittenFilesRemoved() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try packageAndVictim()
    try file("Package/Sources/Gallery/Extra.swift", "let x = 1\n")
    try harness("Package").write()
    let copy = "Package/.build/cadence-previews/Sources/Gallery/"
    #expect(exists(copy + "Extra.swift") && exists(copy + "Views.swift"))
    // Something the harness did not write, and a manifest an archive could carry naming
    // files outside the harness: neither is removed.
    try file(copy + "Notes.txt", "mine")
    let manifest = "Package/.build/cadence-previews/" + HarnessFolder.manifestName
    let old = try String(contentsOf: root.appendingPathComponent(manifest), encoding: .utf8)
    try file(manifest, old + "../../../Victim/Package.swift\n/etc/hostname\nSources/../x\n")
    try FileManager.default.removeItem(
      at: root.appendingPathComponent("Package/Sources/Gallery/Extra.swift"))
    try harness("Package").write()
    #expect(!exists(copy + "Extra.swift"))
    #expect(exists(copy + "Views.swift") && exists(copy + "Notes.txt"))
    #expect(exists("Victim/Package.swift"))
    let manifestNow = try String(contentsOf: root.appendingPathComponent(manifest), encoding: .utf8)
    #expect(
      manifestNow
        == "Package.swift\nSources/Gallery/Views.swift\nSources/PreviewHost/main.swift\n")
  }

  @Test(
    "a target folder whose name is not a module name is left out, and no name reaches the manifest as code"
  )
  func folderNamesAreNotCode() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try packageAndVictim()
    let evil = #"Evil" == { () -> String in fatalError("X") }() ? "B" : "C"#
    try file("Package/Sources/\(evil)/Bad.swift", "import SwiftUI\n")
    try file("Package/Sources/9Lives/Cat.swift", "import SwiftUI\n")
    try file("Package/Sources/PreviewHost/Host.swift", "import SwiftUI\n")
    try file("Package/Sources/SwiftUI/Shim.swift", "import Foundation\n")
    let sources = try PreviewSources(path: root.appendingPathComponent("Package").path)
    #expect(sources.modules.map(\.name) == ["Gallery"])
    #expect(
      sources.leftOut == [
        "left out Sources/9Lives: not a module name (letters, digits and underscores, not starting with a digit)",
        #"left out Sources/Evil\" == { () -> String in fatalError(\"X\") }() ? \"B\" : \"C: not a module name (letters, digits and underscores, not starting with a digit)"#,
        "left out Sources/PreviewHost: the previews' own module is named PreviewHost",
        "left out Sources/SwiftUI: Cadence's module SwiftUI is what the previewed files import",
      ])
    let harness = try harness("Package")
    try harness.write()
    let manifest = try String(
      contentsOf: harness.folder.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(!manifest.contains("fatalError"))
    #expect(
      manifest.contains(
        #".target(name: "Gallery", dependencies: [.product(name: "Cadence", package: "#))
  }

  @Test("every string the manifest interpolates is a Swift literal of it")
  func manifestStringsEscaped() {
    #expect(#"a"b\c"#.swiftLiteral == #""a\"b\\c""#)
    #expect("line\nnext".swiftLiteral == #""line\nnext""#)
    #expect(PreviewSources.moduleNameProblem("Gallery_2") == nil)
    #expect(PreviewSources.moduleNameProblem("") != nil)
    #expect(PreviewSources.moduleNameProblem("Café") != nil)
    #expect(PreviewSources.moduleNameProblem("a-b") != nil)
  }

  @Test(
    "a file's harness is in the user's cache folder, or a random temporary folder removed after the run"
  )
  func filesHarnessLocation() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("home"), withIntermediateDirectories: true)
    let cached = try HarnessFolder.ofFiles(
      key: "k", environment: ["HOME": root.appendingPathComponent("home").path])
    #expect(!cached.isTemporary)
    #expect(
      cached.url.path.hasPrefix(root.appendingPathComponent("home/.cache/cadence-previews/").path))
    // A cache folder that is a link (another user's, say) is not used: a new folder with a
    // random name is, and it goes at the end of the run.
    try file("Elsewhere/keep.txt", "keep")
    try file("linked/placeholder", "")
    try link("linked/.cache", to: "Elsewhere")
    let fallback = try HarnessFolder.ofFiles(
      key: "k", environment: ["HOME": root.appendingPathComponent("linked").path])
    #expect(fallback.isTemporary)
    #expect(fallback.url.lastPathComponent.hasPrefix("cadence-previews-"))
    #expect(fallback.url.lastPathComponent.count == "cadence-previews-".count + 6)
    let again = try HarnessFolder.ofFiles(
      key: "k", environment: ["HOME": root.appendingPathComponent("linked").path])
    #expect(again.url != fallback.url)
    fallback.removeIfTemporary()
    again.removeIfTemporary()
    #expect(!FileManager.default.fileExists(atPath: fallback.url.path))
    #expect(exists("Elsewhere/keep.txt"))
    #expect(!exists("Elsewhere/cadence-previews"))
  }

  @Test("a file name with a line break is refused: it cannot be one line of the manifest")
  func lineBreakInFileName() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try packageAndVictim()
    try file("Package/Sources/Gallery/a\nb.swift", "let x = 1\n")
    let error = #expect(throws: DemoError.self) { try harness("Package").write() }
    #expect(error?.description.hasPrefix("the file name \"a\\nb.swift\" has a line break") == true)
  }

  @Test("a source file that is not UTF-8 is named, in the listing and in the harness")
  func notUTF8Named() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try packageAndVictim()
    let latin1 = root.appendingPathComponent("Package/Sources/Gallery/Latin.swift")
    try Data([0x6C, 0x65, 0x74, 0x20, 0x73, 0x20, 0x3D, 0x20, 0x22, 0xE9, 0x22, 0x0A]).write(
      to: latin1)
    let sources = try PreviewSources(path: root.appendingPathComponent("Package").path)
    let expected = "\(latin1.path): invalid UTF-8 found in source file"
    #expect(throws: DemoError(expected)) { try sources.previews() }
    #expect(throws: DemoError(expected)) { try harness("Package").write() }
    let listed = try demo("previews", root.appendingPathComponent("Package").path)
    #expect(listed.status != 0)
    #expect(listed.error == "error: \(expected)\n")
  }

  @Test(
    "the harness's copy of a file keeps its imports (SwiftUI is Cadence's module) and only loses @main"
  )
  func copyKeepsImports() {
    let source = """
      import SwiftUI
      import Combine
      @main struct App1: App { var body: some Scene { WindowGroup { Text("@main") } } }
      """
    #expect(
      PreviewHarness.adapted(source) == """
        import SwiftUI
        import Combine
              struct App1: App { var body: some Scene { WindowGroup { Text("@main") } } }
        """)
  }
}

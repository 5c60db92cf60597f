import Foundation
import Testing

@testable import Demo

/// Which build of a previewed package `Demo previews` reuses: the one SwiftPM's build plan
/// (`description.json`) describes with every module the previews and their host import, its
/// objects and macro plugin there, and every path inside the package's `.build`. Each plan
/// here is written by hand, shaped as SwiftPM 6 writes one; nothing is built.
@Suite("Reused Cadence build")
struct ReusedCadenceBuildTests {
  /// A folder of its own for each test (they run in parallel).
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("cadence-reuse-\(UUID().uuidString)").resolvingSymlinksInPath()

  private var build: URL { root.appendingPathComponent(".build") }

  private func touch(_ path: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data().write(to: url)
  }

  /// Writes a plan for `configuration` whose modules are `modules` (each with one object),
  /// plus a macro tool, and, unless `complete` is false, the files it names.
  @discardableResult
  private func plan(
    _ configuration: String, modules: [String], complete: Bool = true,
    importPath: String? = nil
  ) throws -> URL {
    let folder = build.appendingPathComponent("x86_64-unknown-linux-gnu/\(configuration)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let link = build.appendingPathComponent(configuration)
    if !FileManager.default.fileExists(atPath: link.path) {
      try FileManager.default.createSymbolicLink(
        atPath: link.path, withDestinationPath: "x86_64-unknown-linux-gnu/\(configuration)")
    }
    let imports = importPath ?? folder.appendingPathComponent("Modules").path
    let plugin = folder.appendingPathComponent("CadenceMacros-tool").path
    var commands: [String: Any] = [:]
    for module in modules {
      let object = folder.appendingPathComponent("\(module).build/\(module).swift.o").path
      commands["C.\(module)-x86_64-unknown-linux-gnu-\(configuration).module"] = [
        "moduleName": module, "importPath": imports, "objects": [object],
        "otherArguments": [
          "-target", "x86_64-unknown-linux-gnu", "-Xfrontend", "-load-plugin-executable",
          "-Xfrontend", plugin + "#CadenceMacros",
        ],
      ]
      if complete {
        try touch(object)
        try touch(imports + "/\(module).swiftmodule")
      }
    }
    let macroObject = folder.appendingPathComponent("CadenceMacros-tool.build/Macro.swift.o").path
    commands["C.CadenceMacros-x86_64-unknown-linux-gnu-\(configuration)-tool.module"] = [
      "moduleName": "CadenceMacros", "objects": [macroObject],
    ]
    if complete { try touch(plugin) }
    let dependencies: [String: [String]] = [
      "Cadence": ["Combine", "CoreTransferable", "UniformTypeIdentifiers", "CadenceMacros"],
      "CadenceTesting": ["Cadence", "CadenceInspection", "CadenceMacros"],
      "SwiftUI": ["Cadence", "Combine"],
    ]
    let json: [String: Any] = ["targetDependencyMap": dependencies, "swiftCommands": commands]
    try JSONSerialization.data(withJSONObject: json).write(
      to: folder.appendingPathComponent("description.json"))
    return folder
  }

  private let everything = [
    "Cadence", "CadenceInspection", "CadenceTesting", "Combine", "CoreTransferable", "SwiftUI",
    "SwiftUICore", "UniformTypeIdentifiers",
  ]

  @Test("a complete build is reused: its modules, the objects of the modules needed, its plugin")
  func complete() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = try plan("debug", modules: everything + ["Gallery"])
    let found = try ReusedCadenceBuild.find(inPackage: root).get()
    #expect(found.folder == folder)
    #expect(found.modules.path == folder.appendingPathComponent("Modules").path)
    #expect(found.triple == "x86_64-unknown-linux-gnu")
    #expect(
      found.plugin == folder.appendingPathComponent("CadenceMacros-tool").path + "#CadenceMacros")
    // Every library module the previews need; not the package's own, nor the macro tool's.
    #expect(
      found.objects.map { $0.deletingPathExtension().deletingPathExtension().lastPathComponent }
        == everything)
  }

  @Test("debug is taken before release; release when debug is not there")
  func configurations() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let release = try plan("release", modules: everything)
    #expect(try ReusedCadenceBuild.find(inPackage: root).get().folder == release)
    let debug = try plan("debug", modules: everything)
    #expect(try ReusedCadenceBuild.find(inPackage: root).get().folder == debug)
  }

  @Test("a package not built, or built without CadenceTesting, says why it is not reused")
  func notReused() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(
      ReusedCadenceBuild.find(inPackage: root)
        == .failure(.init(reason: "the package has not been built")))
    try plan("debug", modules: everything.filter { $0 != "CadenceTesting" })
    #expect(
      ReusedCadenceBuild.find(inPackage: root)
        == .failure(.init(reason: "debug: it has no CadenceTesting (not a dependency)")))
  }

  @Test("a build whose files are missing (a build not finished) is not reused")
  func unfinished() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try plan("debug", modules: everything, complete: false)
    guard case .failure(let problem) = ReusedCadenceBuild.find(inPackage: root) else {
      Issue.record("an unfinished build was reused")
      return
    }
    #expect(problem.reason.hasPrefix("debug: "))
    #expect(problem.reason.hasSuffix(" is missing (a build not finished?)"))
  }

  @Test("a plan naming a path outside the package's .build (moved, or made up) is refused")
  func outside() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("Modules").path
    try plan("debug", modules: everything, complete: false, importPath: elsewhere)
    #expect(
      ReusedCadenceBuild.find(inPackage: root)
        == .failure(
          .init(reason: "debug: its plan names \(elsewhere), outside the package's .build")))
  }

  @Test("a plan that is not JSON is not reused")
  func unreadable() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = try plan("debug", modules: everything)
    try Data("{ not json".utf8).write(to: folder.appendingPathComponent("description.json"))
    #expect(
      ReusedCadenceBuild.find(inPackage: root)
        == .failure(.init(reason: "debug: its build plan cannot be read")))
  }

  @Test("the previewed modules compiled for the previews are found before the package's own")
  func harnessModulesFirst() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try plan("debug", modules: everything + ["Gallery"])
    let build = try ReusedCadenceBuild.find(inPackage: root).get()
    let harness = URL(fileURLWithPath: "/h/reused/Modules")
    let arguments = PreviewHarness.commonArguments(
      modules: harness, build: build, moduleCache: URL(fileURLWithPath: "/h/reused/ModuleCache"))
    let searched = arguments.indices.filter { arguments[$0] == "-I" }.map { arguments[$0 + 1] }
    // The package's folder also holds its own build of Gallery, which may be older.
    #expect(searched == [harness.path, build.modules.path])
  }
}

import CadenceSwiftText
import Foundation

/// A package that compiles previewed sources against this checkout of Cadence, with a host
/// program that lists the previews it finds at run time and records one. It lives in the
/// package's `.build/cadence-previews`, or for a file or folder in the user's cache folder
/// (`HarnessFolder`), and is kept: the next run builds only what changed.
struct PreviewHarness {
  let sources: PreviewSources
  let folder: URL
  let checkout: URL
  let harness: HarnessFolder
  /// The previewed package (a real path); nil for a file or folder.
  let packageRoot: URL?
  /// The host program the last build made.
  private(set) var hostBinary: URL

  init(sources: PreviewSources, path: String) throws {
    self.sources = sources
    checkout =
      ProcessInfo.processInfo.environment["CADENCE_CHECKOUT"].map { URL(fileURLWithPath: $0) }
      ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let root = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
    if sources.isPackage {
      // A package's own build folder holds it, and goes with the package.
      harness = try HarnessFolder.ofPackage(at: root)
      packageRoot = root
    } else {
      harness = try HarnessFolder.ofFiles(key: root.path + "|" + checkout.path)
      packageRoot = nil
    }
    folder = harness.url
    hostBinary = harness.url.appendingPathComponent(Self.builtHost)
  }

  /// Where SwiftPM puts the host program it builds, in the harness.
  static let builtHost = ".build/debug/PreviewHost"

  /// Whether the harness was made for this run alone (and goes at its end).
  var isTemporary: Bool { harness.isTemporary }

  /// Removes the harness when it was made for this run alone.
  func finish() { harness.removeIfTemporary() }

  /// The previewed file a compiled file (`Module/File.swift`) came from.
  func source(ofFileID fileID: String) -> URL? {
    let parts = fileID.split(separator: "/", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { return nil }
    return sources.modules.first { $0.name == parts[0] }?.files.first {
      $0.lastPathComponent == parts[1]
    }
  }

  /// Writes the package and builds it, saying on standard error what it builds and how far
  /// it is (`BuildProgress`); the one-line errors of the build when it fails. A package that
  /// has been built with Cadence's libraries (`ReusedCadenceBuild`) has its previews compiled
  /// against that build; otherwise, or when that fails, the harness builds its own Cadence.
  mutating func build() throws {
    try write()
    var progress = BuildProgress(folder: folder, checkout: checkout)
    var unused: String?
    if let packageRoot {
      switch ReusedCadenceBuild.find(inPackage: packageRoot) {
      case .success(let reused):
        progress.startReusing(reused.folder)
        do {
          hostBinary = try buildReusing(reused)
          progress.finish(succeeded: true)
          return
        } catch .sources(let error) {
          progress.finish(succeeded: false)
          throw error
        } catch .build(let reason) {
          // Said once, as the reason the harness builds its own Cadence.
          unused = reason
        }
      case .failure(let problem):
        unused = problem.reason == ReusedCadenceBuild.notBuilt ? nil : problem.reason
      }
    }
    hostBinary = folder.appendingPathComponent(Self.builtHost)
    progress.start(unusedBuild: unused)
    let (status, output) = try Self.run(
      "/usr/bin/env",
      ["swift", "build", "--package-path", folder.path, "--product", "PreviewHost"],
      onLine: { progress.read($0) })
    progress.finish(succeeded: status == 0)
    guard status == 0 else {
      var lines = output.split(separator: "\n").filter { $0.contains("error:") }
      // Paths in the copy are shown as the previewed files' paths.
      lines = lines.map { Substring(mapPaths(String($0))) }
      var seen: Set<Substring> = []
      lines = lines.filter { seen.insert($0).inserted }
      throw DemoError(
        "compiling the previews with Cadence failed:\n" + lines.prefix(15).joined(separator: "\n"))
    }
  }

  /// Runs the host program with `arguments`; its output.
  func host(_ arguments: [String]) throws -> String {
    let (status, output) = try Self.run(hostBinary.path, arguments, separateErrors: true)
    guard status == 0 else { throw DemoError("the preview host failed: \(output)") }
    return output
  }

  /// The text of the previewed file, as the copy compiles it: `@main` is taken off (the host
  /// program has the entry point); its imports stay (`import SwiftUI` is Cadence's `SwiftUI`
  /// module), and lines and columns stay where they were.
  static func adapted(_ source: String) -> String {
    let text = SwiftText(source)
    var result = [UInt8]()
    result.reserveCapacity(text.count)
    var position = 0
    while position < text.count {
      if let end = text.skippedEnd(at: position) {
        result += text.bytes[position..<end]
        position = end
        continue
      }
      if text.has("@main", at: position), !SwiftText.isIdentifierBody(text[position + 5]) {
        result += Array("     ".utf8)
        position += 5
        continue
      }
      if let (_, end) = text.identifier(at: position) {
        result += text.bytes[position..<end]
        position = end
        continue
      }
      result.append(text[position])
      position += 1
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The products a previewed module depends on: what a file written for SwiftUI imports
  /// (`SwiftUI`, `SwiftUICore`, `Combine`, `UniformTypeIdentifiers`, `CoreTransferable`) and
  /// `Cadence` itself.
  static let swiftUIProducts = [
    "Cadence", "Combine", "CoreTransferable", "SwiftUI", "SwiftUICore", "UniformTypeIdentifiers",
  ]

  /// Writes the manifest, the adapted sources (a file is rewritten only when it changed) and
  /// the host program, and removes the files of an earlier run that are no longer written
  /// (only those: the harness keeps a list of what it wrote).
  func write() throws {
    let identity = checkout.lastPathComponent
    var targets: [String] = []
    var written: Set<String> = []
    let names = Set(sources.modules.map(\.name))
    for module in sources.modules {
      _ = try harness.directory("Sources/\(module.name)")
      var imported: Set<String> = []
      for file in module.files where file.lastPathComponent != "main.swift" {
        let source = try PreviewSources.text(of: file)
        imported.formUnion(
          Self.imports(in: source).filter { names.contains($0) && $0 != module.name })
        guard !file.lastPathComponent.contains(where: \.isNewline) else {
          throw DemoError(
            "the file name \(file.lastPathComponent.debugDescription) has a line break: "
              + "the previews cannot compile it")
        }
        let relative = "Sources/\(module.name)/\(file.lastPathComponent)"
        guard written.insert(relative).inserted else {
          throw DemoError(
            "two files named \(file.lastPathComponent) in the module \(module.name): "
              + "a module's file names must differ")
        }
        try harness.write(Self.adapted(source), to: relative)
      }
      let dependencies =
        Self.swiftUIProducts.map {
          ".product(name: \($0.swiftLiteral), package: \(identity.swiftLiteral))"
        } + imported.sorted().map(\.swiftLiteral)
      targets.append(
        ".target(name: \(module.name.swiftLiteral), "
          + "dependencies: [\(dependencies.joined(separator: ", "))])")
    }
    let hostDependencies =
      [
        ".product(name: \("Cadence".swiftLiteral), package: \(identity.swiftLiteral))",
        ".product(name: \("CadenceTesting".swiftLiteral), package: \(identity.swiftLiteral))",
      ] + sources.modules.map(\.name.swiftLiteral)
    targets.append(
      ".executableTarget(name: \"PreviewHost\", "
        + "dependencies: [\(hostDependencies.joined(separator: ", "))])")
    let manifest = """
      // swift-tools-version: 6.0
      // Written by `Demo previews`: the previewed sources, compiled against Cadence.
      import PackageDescription
      let package = Package(
        name: "CadencePreviews",
        dependencies: [.package(path: \(checkout.path.swiftLiteral))],
        targets: [
          \(targets.joined(separator: ",\n    "))
        ],
        swiftLanguageModes: [.v5]
      )

      """
    try harness.write(manifest, to: "Package.swift")
    written.insert("Package.swift")
    _ = try harness.directory("Sources/PreviewHost")
    try harness.write(Self.hostProgram, to: "Sources/PreviewHost/main.swift")
    written.insert("Sources/PreviewHost/main.swift")
    try harness.keepOnly(written)
  }

  /// The modules a source imports.
  static func imports(in source: String) -> Set<String> {
    var modules: Set<String> = []
    for line in source.split(separator: "\n") {
      let words = line.split(separator: " ").filter { !$0.isEmpty }
      guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { continue }
      if words[..<index].allSatisfy({ $0.hasPrefix("@") || $0 == "public" || $0 == "internal" }) {
        modules.insert(String(words[index + 1]))
      }
    }
    return modules
  }

  /// A build message with the copy's paths replaced by the previewed files' paths.
  func mapPaths(_ line: String) -> String {
    var line = line
    for module in sources.modules {
      for file in module.files {
        let copy = folder.appendingPathComponent("Sources/\(module.name)/\(file.lastPathComponent)")
        line = line.replacingOccurrences(of: copy.path, with: file.path)
      }
    }
    return line
  }

  /// Runs a program to its end: its status and output (standard error too, unless
  /// `separateErrors`, when it is kept apart and returned only on failure). `onLine` sees each
  /// line of the output as it comes.
  static func run(
    _ path: String, _ arguments: [String], separateErrors: Bool = false,
    onLine: (Substring) -> Void = { _ in }
  ) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = separateErrors ? errors : output
    try process.run()
    // Errors are read on their own thread, so that neither pipe fills while the other is read.
    let failure = separateErrors ? PipeDrain(errors.fileHandleForReading) : nil
    var data = Data()
    var lineStart = 0
    while case let chunk = output.fileHandleForReading.availableData, !chunk.isEmpty {
      data.append(chunk)
      while let newline = data[lineStart...].firstIndex(of: UInt8(ascii: "\n")) {
        onLine(Substring(decoding: data[lineStart..<newline], as: UTF8.self))
        lineStart = newline + 1
      }
    }
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    if process.terminationStatus != 0, let failure {
      return (process.terminationStatus, String(decoding: failure.wait(), as: UTF8.self))
    }
    return (process.terminationStatus, text)
  }

  /// The host program: `list` prints each preview found (index, kind, file, line, name,
  /// layout, orientation, views); `record INDEX VIEW SECONDS` prints the screen's size, then
  /// the text log of that preview's view hosted as the canvas would and run for SECONDS.
  static let hostProgram = """
    // Written by `Demo previews`.
    import Cadence
    import CadenceTesting
    import Foundation

    MainActor.assumeIsolated {
      let arguments = Array(CommandLine.arguments.dropFirst())
      let items = PreviewCatalog.all()
      do {
        switch arguments.first {
        case "list":
          for (index, item) in items.enumerated() {
            let preview = try item.makePreview()
            let kind: String
            switch item.kind {
            case .macro: kind = "macro"
            case .provider(let name): kind = "provider:" + name
            }
            let fields = [
              "\\(index)", kind, item.fileID ?? "", "\\(item.line)", preview.displayName ?? "",
              "\\(preview.layout)", preview.orientation.id, "\\(preview.makeViews().count)",
            ]
            print(fields.map { $0.replacingOccurrences(of: "\\t", with: " ") }.joined(separator: "\\t"))
          }
        case "record":
          guard arguments.count == 4, let index = Int(arguments[1]), items.indices.contains(index),
            let view = Int(arguments[2]), let seconds = Double(arguments[3])
          else {
            FileHandle.standardError.write(Data("usage: PreviewHost record INDEX VIEW SECONDS\\n".utf8))
            exit(2)
          }
          let preview = try items[index].makePreview()
          let host = ViewHost(preview: preview, index: view)
          print("screen \\(host.size.width) \\(host.size.height)")
          let log = host.record(scene: preview.displayName ?? "preview", until: seconds)
          print(log.text(), terminator: "")
        default:
          FileHandle.standardError.write(Data("usage: PreviewHost list | record INDEX VIEW SECONDS\\n".utf8))
          exit(2)
        }
      } catch {
        FileHandle.standardError.write(Data("error: \\(error)\\n".utf8))
        exit(1)
      }
    }

    """
}

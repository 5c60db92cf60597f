import Foundation
import Testing

/// The seed documents beside the repository (`../shared/seeds`), as CI lays them out.
private let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
private let seedsDirectory = packageRoot.deletingLastPathComponent()
  .appendingPathComponent("shared/seeds")

/// Swift snippets in a seed text: runs of top-level declarations (`import`, `struct`, …) with
/// their bodies, found by brace depth; a run of statements that is not a declaration is kept
/// as a fragment.
enum SeedSnippets {
  struct Snippet {
    var source: String
    var isFragment: Bool
  }

  static func extract(from text: String) -> [Snippet] {
    var snippets: [Snippet] = []
    var current: [String] = []
    var depth = 0
    var fragment = false
    func flush() {
      let body = current.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
      if !body.isEmpty { snippets.append(Snippet(source: body, isFragment: fragment)) }
      current = []
      fragment = false
    }
    let declarationStarts = ["import ", "struct ", "final class ", "class ", "enum ", "extension "]
    for line in text.components(separatedBy: "\n") {
      if depth > 0 {
        current.append(line)
        depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
        continue
      }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let startsDeclaration = declarationStarts.contains { line.hasPrefix($0) }
      let startsStatement = line.hasPrefix("withAnimation(")
      if startsDeclaration || startsStatement {
        if startsStatement && !current.isEmpty && !fragment { flush() }
        if startsDeclaration && fragment { flush() }
        fragment = fragment || startsStatement
        current.append(line)
        depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
      } else if trimmed.isEmpty {
        if !current.isEmpty { current.append(line) }
      } else {
        flush()
      }
    }
    flush()
    return snippets
  }

  /// The snippet as a compilable file, its `import SwiftUI` kept (one is added where it has
  /// none); a fragment of statements goes inside a view that declares the state it uses.
  static func file(for snippet: Snippet) -> String {
    let source = snippet.source
    guard snippet.isFragment else {
      return source.contains("import SwiftUI") ? source : "import SwiftUI\n\n" + source
    }
    return """
      import SwiftUI

      struct FragmentHost: View {
        @State private var offset: CGFloat = 0
        @State private var rotation: Angle = .zero

        var body: some View {
          Color.gray.offset(x: offset).rotationEffect(rotation).onTapGesture { run() }
        }

        func run() {
      \(source)
        }
      }
      """
  }
}

@Suite("Seed snippets")
struct SeedSnippetsCompileTests {
  @Test("snippets are found in the seeds")
  func extraction() throws {
    let text = """
      Some prose.

      withAnimation(.linear) { x = 1 }

      import SwiftUI

      struct A: View {
          var body: some View { Text("a") }
      }

      More prose.
      """
    let snippets = SeedSnippets.extract(from: text)
    #expect(snippets.count == 2)
    #expect(snippets[0].isFragment)
    #expect(snippets[1].source.hasPrefix("import SwiftUI"))
    #expect(snippets[1].source.hasSuffix("}"))
  }

  @Test(
    "every snippet of the seeds compiles unchanged, import SwiftUI kept, against Cadence's SwiftUI module",
    .enabled(if: FileManager.default.fileExists(atPath: seedsDirectory.path)),
    .timeLimit(.minutes(8)))
  func seedsCompile() throws {
    let seeds = try FileManager.default.contentsOfDirectory(atPath: seedsDirectory.path)
      .filter { $0.hasSuffix(".txt") }.sorted()
    var files: [String] = []
    for seed in seeds {
      let text = try String(
        contentsOf: seedsDirectory.appendingPathComponent(seed), encoding: .utf8)
      files += SeedSnippets.extract(from: text).map(SeedSnippets.file(for:))
    }
    #expect(files.count >= 6, "the seeds hold at least six Swift snippets")

    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("cadence-seeds-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.removeItem(at: scratch)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let identity = packageRoot.lastPathComponent.lowercased()
    var targets: [String] = []
    for (index, file) in files.enumerated() {
      let folder = scratch.appendingPathComponent("Sources/Seed\(index)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try file.write(
        to: folder.appendingPathComponent("Snippet.swift"), atomically: true, encoding: .utf8)
      targets.append(
        ".target(name: \"Seed\(index)\", dependencies: [.product(name: \"SwiftUI\", package: \"\(identity)\")])"
      )
    }
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "SeedSnippets",
        dependencies: [.package(path: "\(packageRoot.path)")],
        targets: [\(targets.joined(separator: ",\n"))]
      )
      """
    try manifest.write(
      to: scratch.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "build", "--package-path", scratch.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let problems = log.components(separatedBy: "\n").filter {
      $0.contains("error:") || $0.contains("warning:")
    }
    #expect(
      process.terminationStatus == 0, "swift build failed:\n\(problems.joined(separator: "\n"))")
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }
}

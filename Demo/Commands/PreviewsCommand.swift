import Foundation

/// `previews FILE [--record NAME] [--until SECONDS]`: the `PreviewProvider`s of a Swift file,
/// and, with `--record`, one of them run and recorded. Swift has no run-time compiler, so the
/// file is compiled: a package in a temporary directory holds the file (its `import SwiftUI`
/// read as `import Cadence`) and a program that hosts the preview, depending on this
/// checkout of Cadence; `swift run` builds and runs it (the first build compiles Cadence too:
/// about a minute).
struct PreviewsCommand {
  static let usage = """
    usage: Demo previews FILE [--record NAME] [--until SECONDS]
      Lists the PreviewProvider types in FILE (a Swift file written for SwiftUI or Cadence).
      With --record NAME, compiles FILE with a host program in a temporary package (which
      depends on this checkout) and prints the text log of NAME.previews run for SECONDS
      (1 by default), each frame's changes as `Demo record` prints them.
    """

  let file: String
  let record: String?
  let until: Double

  init(arguments: [String]) throws {
    var file: String?
    var record: String?
    var until = 1.0
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--record":
        guard index + 1 < arguments.count else { throw DemoError("--record needs a name") }
        record = arguments[index + 1]
        index += 1
      case "--until":
        guard index + 1 < arguments.count, let value = Double(arguments[index + 1]),
          value.isFinite, value >= 0
        else { throw DemoError("--until needs a number of seconds, 0 or more") }
        until = value
        index += 1
      default:
        guard file == nil, !argument.hasPrefix("-") else {
          throw DemoError("unexpected argument '\(argument)'; try previews --help")
        }
        file = argument
      }
      index += 1
    }
    guard let file else { throw DemoError("previews needs a Swift file") }
    self.file = file
    self.record = record
    self.until = until
  }

  /// The names of the `PreviewProvider` types declared in `source`, in order.
  static func providers(in source: String) -> [String] {
    var names: [String] = []
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let words = line.split(whereSeparator: { " \t:,{".contains($0) })
      guard let keyword = words.firstIndex(where: { $0 == "struct" || $0 == "enum" }),
        keyword + 1 < words.count, words[(keyword + 2)...].contains("PreviewProvider")
      else { continue }
      names.append(String(words[keyword + 1]))
    }
    return names
  }

  func run() throws -> String {
    guard let source = try? String(contentsOfFile: file, encoding: .utf8) else {
      throw DemoError("cannot read '\(file)'")
    }
    let names = Self.providers(in: source)
    guard let record else {
      if names.isEmpty { return "no PreviewProvider in \(file)\n" }
      return names.map { "\($0)\n" }.joined()
    }
    guard names.contains(record) else {
      throw DemoError(
        "no PreviewProvider named '\(record)' in \(file); previews: "
          + (names.isEmpty ? "none" : names.joined(separator: ", ")))
    }
    return try compileAndRecord(source: source, provider: record)
  }

  /// Builds a package with the file and a host program, runs it, and returns its output.
  private func compileAndRecord(source: String, provider: String) throws -> String {
    let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("cadence-previews-\(ProcessInfo.processInfo.processIdentifier)")
    let sources = directory.appendingPathComponent("Sources/Previews")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "Previews",
        dependencies: [.package(path: "\(checkout.path)")],
        targets: [
          .executableTarget(
            name: "Previews",
            dependencies: [
              .product(name: "Cadence", package: "\(checkout.lastPathComponent)"),
              .product(name: "CadenceTesting", package: "\(checkout.lastPathComponent)"),
            ])
        ]
      )
      """
    try manifest.write(
      to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let adapted = source.replacingOccurrences(of: "import SwiftUI", with: "import Cadence")
    try adapted.write(
      to: sources.appendingPathComponent("Previewed.swift"), atomically: true, encoding: .utf8)
    let host = """
      import Cadence
      import CadenceTesting

      MainActor.assumeIsolated {
        let host = ViewHost(\(provider).previews)
        let log = host.record(scene: "\(provider)", until: \(until))
        print(log.text(), terminator: "")
      }
      """
    try host.write(
      to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "run", "--package-path", directory.path, "-c", "debug", "Previews",
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let text = output.fileHandleForReading.readDataToEndOfFile()
    let failure = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let message = String(decoding: failure, as: UTF8.self)
      let lines = message.split(separator: "\n").filter { $0.contains("error") }.prefix(10)
      throw DemoError(
        "compiling \(file) with Cadence failed:\n" + lines.joined(separator: "\n"))
    }
    return String(decoding: text, as: UTF8.self)
  }
}

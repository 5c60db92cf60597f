import CadenceSwiftText
import Foundation

/// The Swift sources a `previews` path names, by module, and the previews written in them.
struct PreviewSources {
  /// A module of the sources: its name and its files.
  struct Module {
    var name: String
    var files: [URL]
  }

  /// A preview found in the text of a file.
  struct Found: Equatable {
    enum Kind: Equatable {
      case macro
      case provider
    }
    var kind: Kind
    /// The `#Preview`'s name literal, or the provider's type name (nil: an unnamed preview).
    var name: String?
    var file: URL
    var line: Int
  }

  var modules: [Module]
  /// Whether the path is a package (its `Sources/<Target>` folders are the modules).
  var isPackage: Bool
  /// What was left out, a sentence each: a package's folders of Swift files whose names are
  /// not module names.
  var leftOut: [String] = []

  /// The sources of a file, of a folder (every Swift file in it, one module), or of a
  /// package (`Sources/<Target>/…`, a module each).
  init(path: String) throws {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw DemoError("no file or folder '\(path)'")
    }
    if !isDirectory.boolValue {
      guard url.pathExtension == "swift" else { throw DemoError("'\(path)' is not a Swift file") }
      modules = [Module(name: "Previewed", files: [url])]
      isPackage = false
      return
    }
    let manifest = url.appendingPathComponent("Package.swift")
    let sources = url.appendingPathComponent("Sources")
    if FileManager.default.fileExists(atPath: manifest.path),
      let targets = try? FileManager.default.contentsOfDirectory(atPath: sources.path)
    {
      modules = []
      for target in targets.sorted() {
        let files = Self.swiftFiles(in: sources.appendingPathComponent(target))
        guard !files.isEmpty else { continue }
        if let problem = Self.moduleNameProblem(target) {
          leftOut.append(
            "left out Sources/\(target.swiftLiteral.dropFirst().dropLast()): \(problem)")
          continue
        }
        modules.append(Module(name: target, files: files))
      }
      isPackage = true
    } else {
      modules = [Module(name: "Previewed", files: Self.swiftFiles(in: url))]
      isPackage = false
    }
    guard modules.contains(where: { !$0.files.isEmpty }) else {
      throw DemoError(
        "no Swift files in '\(path)'" + leftOut.map { "\n" + $0 }.joined())
    }
  }

  /// The names the harness gives its own targets, which a previewed module cannot take.
  static let reservedModuleNames: Set<String> = ["PreviewHost", "Cadence", "CadenceTesting"]

  /// The modules of Cadence a file written for SwiftUI imports, which a previewed module
  /// cannot take either.
  static let importedModuleNames: Set<String> = [
    "Combine", "CoreTransferable", "SwiftUI", "SwiftUICore", "UniformTypeIdentifiers",
  ]

  /// Why `name` cannot be a module's name, if it cannot: a module is named by an identifier
  /// (ASCII letters, digits and underscores, not starting with a digit), as the harness's
  /// manifest and the compiler take it.
  static func moduleNameProblem(_ name: String) -> String? {
    let bytes = Array(name.utf8)
    func isLetter(_ byte: UInt8) -> Bool {
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
    }
    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    guard let first = bytes.first, isLetter(first),
      bytes.allSatisfy({ isLetter($0) || isDigit($0) })
    else {
      return "not a module name (letters, digits and underscores, not starting with a digit)"
    }
    if reservedModuleNames.contains(name) { return "the previews' own module is named \(name)" }
    if importedModuleNames.contains(name) {
      return "Cadence's module \(name) is what the previewed files import"
    }
    return nil
  }

  /// The text of a source file; throws, naming it, when it is not UTF-8 (as the compiler
  /// would) or cannot be read.
  static func text(of file: URL) throws -> String {
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw DemoError("could not read '\(file.path)'")
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw DemoError("\(file.path): invalid UTF-8 found in source file")
    }
    return text
  }

  /// The Swift files under `folder`, sorted, leaving out build folders and tests.
  static func swiftFiles(in folder: URL) -> [URL] {
    guard
      let walker = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isDirectoryKey])
    else { return [] }
    var files: [URL] = []
    for case let file as URL in walker {
      let name = file.lastPathComponent
      if name.hasPrefix(".") || name == "Tests" || name == "Package.swift" {
        walker.skipDescendants()
        continue
      }
      if file.pathExtension == "swift" { files.append(file.standardizedFileURL) }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// Every preview in the sources, file by file, in the order written.
  func previews() throws -> [Found] {
    var found: [Found] = []
    var problems: [String] = []
    for file in modules.flatMap(\.files) {
      do {
        found += Self.previews(in: try Self.text(of: file), file: file)
      } catch {
        problems.append("\(error)")
      }
    }
    guard problems.isEmpty else { throw DemoError(problems.joined(separator: "\n")) }
    return found
  }

  /// The `#Preview`s and `PreviewProvider` types of one file's text (a type is a provider
  /// when `PreviewProvider` is among what it conforms to on the line it is declared on),
  /// read in one pass: time in proportion to the text's length.
  static func previews(in source: String, file: URL) -> [Found] {
    let text = SwiftText(source)
    var found: [Found] = []
    var line = 1
    var position = 0
    // The types declared on this line whose conformances are still being read.
    var declared: [String] = []
    while position < text.count {
      if let end = text.skippedEnd(at: position) {
        for index in position..<end where text[index] == UInt8(ascii: "\n") {
          line += 1
          declared.removeAll()
        }
        position = end
        continue
      }
      let byte = text[position]
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "{") {
        if byte == UInt8(ascii: "\n") { line += 1 }
        declared.removeAll()
      } else if byte == UInt8(ascii: "#"), text.has("#Preview", at: position),
        !SwiftText.isIdentifierBody(text[position + 8])
      {
        found.append(
          Found(kind: .macro, name: name(after: position + 8, in: text), file: file, line: line))
      } else if let (word, end) = text.identifier(at: position) {
        if word == "struct" || word == "enum" || word == "class" {
          let start = text.skipTrivia(from: end)
          if !text.text(end..<start).contains("\n"), let (name, _) = text.identifier(at: start) {
            declared.append(name)
          }
        } else if word == "PreviewProvider" {
          for name in declared {
            found.append(Found(kind: .provider, name: name, file: file, line: line))
          }
          declared.removeAll()
        }
        position = end
        continue
      }
      position += 1
    }
    return found
  }

  /// The string literal a `#Preview` is named with, if it is one.
  private static func name(after index: Int, in text: SwiftText) -> String? {
    let open = text.skipTrivia(from: index)
    guard text[open] == UInt8(ascii: "(") else { return nil }
    let start = text.skipTrivia(from: open + 1)
    guard text[start] == UInt8(ascii: "\""), let end = text.stringEnd(at: start), end - start >= 2
    else { return nil }
    let literal = text.text(start + 1..<end - 1)
    return literal.contains("\\") ? nil : literal
  }
}

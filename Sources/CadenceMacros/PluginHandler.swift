import Foundation

/// Answers the compiler's messages: the capability handshake, macro expansions, and an error
/// for anything else (a reply always comes, so the compiler never waits for ever).
enum PluginHandler {
  /// The version of the plugin protocol this plugin speaks.
  static let protocolVersion = 7

  /// The reply to one message, as JSON; nil for a message that needs none.
  static func reply(to data: Data) -> Data? {
    guard let message = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let (name, body) = message.first.map({ ($0.key, $0.value as? [String: Any] ?? [:]) }),
      message.count == 1
    else {
      return encode(expansion: .failure("Cadence's macro plugin received a malformed message"))
    }
    switch name {
    case "getCapability":
      return encode(["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]])
    case "expandFreestandingMacro":
      return encode(expansion: expandFreestanding(body))
    case "expandAttachedMacro":
      return encode(expansion: expandAttached(body))
    case "loadPluginLibrary":
      return encode([
        "loadPluginLibraryResult": [
          "loaded": false,
          "diagnostics": [
            Diagnostic(
              "Cadence's macro plugin is an executable; it loads no libraries",
              at: .unknown
            ).json
          ],
        ]
      ])
    default:
      return encode(
        expansion: .failure("Cadence's macro plugin does not know the message '\(name)'"))
    }
  }

  /// A freestanding expansion: `#Preview`.
  static func expandFreestanding(_ body: [String: Any]) -> Expansion {
    guard let macro = body["macro"] as? [String: Any], let type = macro["typeName"] as? String,
      let discriminator = body["discriminator"] as? String,
      let syntax = MacroSyntax(body["syntax"])
    else { return .failure("Cadence's macro plugin received an incomplete expansion request") }
    if let problem = syntax.locationProblem { return .failure(problem) }
    switch type {
    case "PreviewMacro":
      return PreviewMacro.expand(syntax, discriminator: discriminator)
    default:
      return .failure("Cadence has no freestanding macro '\(type)'")
    }
  }

  /// An attached expansion: `@Previewable` (peer), `@Entry` (accessor and peer),
  /// `@Animatable` (extension and member) or `@AnimatableIgnored` (peer).
  static func expandAttached(_ body: [String: Any]) -> Expansion {
    guard let macro = body["macro"] as? [String: Any], let type = macro["typeName"] as? String,
      let role = body["macroRole"] as? String,
      let attribute = MacroSyntax(body["attributeSyntax"]),
      let declaration = MacroSyntax(body["declSyntax"])
    else { return .failure("Cadence's macro plugin received an incomplete expansion request") }
    let context = (body["lexicalContext"] as? [Any] ?? []).compactMap(MacroSyntax.init)
    for syntax in [attribute, declaration] + context {
      if let problem = syntax.locationProblem { return .failure(problem) }
    }
    switch type {
    case "PreviewableMacro":
      return PreviewableMacro.expand(attribute: attribute, lexicalContext: context)
    case "EntryMacro":
      return EntryMacro.expand(
        role: role, attribute: attribute, declaration: declaration, lexicalContext: context)
    case "AnimatableMacro":
      return AnimatableMacro.expand(
        role: role, attribute: attribute, declaration: declaration,
        extendedType: MacroSyntax(body["extendedTypeSyntax"]),
        conformances: MacroSyntax(body["conformanceListSyntax"]))
    case "AnimatableIgnoredMacro":
      // A mark read by `@Animatable`: it adds nothing.
      return Expansion(source: "")
    default:
      return .failure("Cadence has no attached macro '\(type)'")
    }
  }

  static func encode(expansion: Expansion) -> Data? {
    var result: [String: Any] = ["diagnostics": expansion.diagnostics.map(\.json)]
    if let source = expansion.source { result["expandedSource"] = source }
    return encode(["expandMacroResult": result])
  }

  static func encode(_ object: [String: Any]) -> Data? {
    try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
  }
}

/// What an expansion gives back: its source (nil when it failed) and its diagnostics.
struct Expansion: Equatable {
  var source: String?
  var diagnostics: [Diagnostic] = []

  static func failure(_ message: String, at position: Diagnostic.Position = .unknown) -> Self {
    Expansion(source: nil, diagnostics: [Diagnostic(message, at: position)])
  }
}

/// A message for the compiler to show at a place in the user's file.
struct Diagnostic: Equatable {
  /// A place in a file, as a byte offset.
  struct Position: Equatable {
    var fileName: String
    var offset: Int
    static let unknown = Position(fileName: "", offset: 0)
  }

  var message: String
  var severity = "error"
  var position: Position

  init(_ message: String, severity: String = "error", at position: Position) {
    self.message = message
    self.severity = severity
    self.position = position
  }

  var json: [String: Any] {
    [
      "message": message, "severity": severity,
      "position": ["fileName": position.fileName, "offset": position.offset],
      "highlights": [Any](), "notes": [Any](), "fixIts": [Any](),
    ]
  }
}

/// A piece of the user's source as the compiler sends it: the text (from the node's leading
/// trivia) and where that text starts.
struct MacroSyntax {
  var kind: String
  var source: String
  var fileID: String
  var fileName: String
  /// The byte offset, line and column where `source` starts (its leading trivia, not its
  /// first token).
  var offset: Int
  var line: Int
  var column: Int

  init?(_ value: Any?) {
    guard let value = value as? [String: Any], let source = value["source"] as? String,
      let location = value["location"] as? [String: Any]
    else { return nil }
    kind = value["kind"] as? String ?? ""
    self.source = source
    fileID = location["fileID"] as? String ?? ""
    fileName = location["fileName"] as? String ?? ""
    offset = location["offset"] as? Int ?? 0
    line = location["line"] as? Int ?? 0
    column = location["column"] as? Int ?? 0
  }

  /// What is wrong with the location, if anything: a line, column or offset that is
  /// negative, or so large that a place in the source would be past `Int.max` (no compiler
  /// sends one; checking once keeps every sum below from overflowing).
  var locationProblem: String? {
    let limit = Int.max - source.utf8.count
    for (name, value) in [("line", line), ("column", column), ("offset", offset)]
    where value < 0 || value > limit {
      return "Cadence's macro plugin received a location with \(name) \(value), out of range "
        + "for a source of \(source.utf8.count) bytes"
    }
    return nil
  }

  /// The position of byte `index` of `source` in the file.
  func position(at index: Int) -> Diagnostic.Position {
    let (sum, overflow) = offset.addingReportingOverflow(max(index, 0))
    return Diagnostic.Position(fileName: fileName, offset: overflow ? Int.max : sum)
  }

  /// The line and column (both from 1, the column in bytes) of byte `index` of `source`.
  func lineAndColumn(at index: Int) -> (line: Int, column: Int) {
    var line = self.line
    var column = self.column
    for byte in source.utf8.prefix(index) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }
}

import Foundation

/// The macro plugin executable built beside the tests, driven as the compiler drives it:
/// length-prefixed JSON messages on its standard input and output.
final class MacroPlugin {
  let process = Process()
  let input = Pipe()
  let output = Pipe()

  /// The plugin in the folder of the running test program.
  static var executable: URL {
    let tests = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return tests.deletingLastPathComponent().appendingPathComponent("CadenceMacros-tool")
  }

  init() throws {
    process.executableURL = Self.executable
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
  }

  deinit {
    if process.isRunning { process.terminate() }
  }

  /// Sends raw bytes as one message.
  func send(_ data: Data) {
    var frame = Data()
    var length = UInt64(data.count).littleEndian
    withUnsafeBytes(of: &length) { frame.append(contentsOf: $0) }
    frame.append(data)
    input.fileHandleForWriting.write(frame)
  }

  /// Sends `message` as JSON and returns the reply, decoded.
  func request(_ message: [String: Any]) throws -> [String: Any] {
    send(try JSONSerialization.data(withJSONObject: message))
    return try receive()
  }

  /// Reads one reply.
  func receive() throws -> [String: Any] {
    let header = output.fileHandleForReading.readData(ofLength: 8)
    guard header.count == 8 else { throw PluginEnded() }
    let length = header.reversed().reduce(0) { $0 << 8 | Int($1) }
    var body = Data()
    while body.count < length {
      let chunk = output.fileHandleForReading.readData(ofLength: length - body.count)
      guard !chunk.isEmpty else { throw PluginEnded() }
      body.append(chunk)
    }
    return try JSONSerialization.jsonObject(with: body) as? [String: Any] ?? [:]
  }

  /// Closes the plugin's input and waits for it to exit; its status.
  func finish() -> Int32 {
    input.fileHandleForWriting.closeFile()
    process.waitUntilExit()
    return process.terminationStatus
  }

  struct PluginEnded: Error {}
}

/// A piece of syntax as the compiler sends it, from `source` at `offset` (line 1, column 1
/// unless given) in `Module/File.swift`.
func syntax(
  _ source: String, kind: String = "declaration", offset: Int = 0, line: Int = 1, column: Int = 1
) -> [String: Any] {
  [
    "kind": kind, "source": source,
    "location": [
      "fileID": "Module/File.swift", "fileName": "/src/Module/File.swift", "offset": offset,
      "line": line, "column": column,
    ],
  ]
}

/// The expansion of `#Preview` written as `source`.
func expandPreview(_ plugin: MacroPlugin, _ source: String, offset: Int = 0, line: Int = 1)
  throws -> (source: String?, diagnostics: [[String: Any]])
{
  let reply = try plugin.request([
    "expandFreestandingMacro": [
      "macro": ["moduleName": "CadenceMacros", "typeName": "PreviewMacro", "name": "Preview"],
      "macroRole": "declaration", "discriminator": "$s6Module0004Fileswift_fMf_",
      "syntax": syntax(source, offset: offset, line: line), "lexicalContext": [Any](),
    ]
  ])
  return result(reply)
}

/// The expansion of an attached macro (`typeName`, in `role`) on `declaration`.
func expandAttached(
  _ plugin: MacroPlugin, _ typeName: String, role: String, declaration: String,
  attribute: String, context: [String], offset: Int = 0, extendedType: String? = nil,
  conformances: String? = nil
) throws -> (source: String?, diagnostics: [[String: Any]]) {
  var request: [String: Any] = [
    "macro": ["moduleName": "CadenceMacros", "typeName": typeName, "name": typeName],
    "macroRole": role, "discriminator": "$s6Module1xfMp_",
    "attributeSyntax": syntax(attribute, kind: "attribute", offset: offset),
    "declSyntax": syntax(declaration, offset: offset),
    "lexicalContext": context.map { syntax($0) },
  ]
  if let extendedType { request["extendedTypeSyntax"] = syntax(extendedType, kind: "type") }
  if let conformances { request["conformanceListSyntax"] = syntax(conformances) }
  let reply = try plugin.request(["expandAttachedMacro": request])
  return result(reply)
}

private func result(_ reply: [String: Any]) -> (source: String?, diagnostics: [[String: Any]]) {
  let body = reply["expandMacroResult"] as? [String: Any] ?? [:]
  return (body["expandedSource"] as? String, body["diagnostics"] as? [[String: Any]] ?? [])
}

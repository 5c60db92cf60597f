import Foundation
import Testing

/// The plugin never leaves the compiler waiting: every message gets a reply, and the end of
/// its input ends it.
@Suite("Macro plugin protocol")
struct PluginProtocolTests {
  @Test("an unknown message, a malformed one and an unknown macro each get an error reply")
  func errors() throws {
    let plugin = try MacroPlugin()
    let unknown = try plugin.request(["somethingNew": ["x": 1]])
    let unknownResult = unknown["expandMacroResult"] as? [String: Any]
    let message = (unknownResult?["diagnostics"] as? [[String: Any]])?.first?["message"] as? String
    #expect(message == "Cadence's macro plugin does not know the message 'somethingNew'")
    #expect(unknownResult?["expandedSource"] == nil)

    plugin.send(Data("{ not json".utf8))
    let malformed = try plugin.receive()["expandMacroResult"] as? [String: Any]
    #expect((malformed?["diagnostics"] as? [[String: Any]])?.count == 1)

    let library = try plugin.request([
      "loadPluginLibrary": ["libraryPath": "/x.so", "moduleName": "X"]
    ])
    #expect((library["loadPluginLibraryResult"] as? [String: Any])?["loaded"] as? Bool == false)

    let other = try plugin.request([
      "expandFreestandingMacro": [
        "macro": ["moduleName": "CadenceMacros", "typeName": "Nope", "name": "Nope"],
        "discriminator": "$s1", "syntax": syntax("#Nope"),
      ]
    ])
    let otherResult = other["expandMacroResult"] as? [String: Any]
    #expect(
      (otherResult?["diagnostics"] as? [[String: Any]])?.first?["message"] as? String
        == "Cadence has no freestanding macro 'Nope'")
    #expect(plugin.finish() == 0)
  }

  @Test("the end of input ends the plugin, even in the middle of a message")
  func endOfInput() throws {
    let plugin = try MacroPlugin()
    var length = UInt64(100).littleEndian
    plugin.input.fileHandleForWriting.write(Data(bytes: &length, count: 8) + Data("{\"a\"".utf8))
    #expect(plugin.finish() == 0)
  }
}

/// The plugin facing input no compiler sends: it answers, or ends, and never traps or takes
/// what a header claims before the bytes come.
@Suite("Macro plugin: hostile input")
struct PluginHostileInputTests {
  /// The most memory the plugin's process has held, in bytes (`VmHWM`).
  private func peakMemory(of process: Process) -> Int? {
    guard
      let status = try? String(
        contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return nil }
    return line.split(separator: " ").compactMap { Int($0) }.first.map { $0 * 1024 }
  }

  @Test("a header claiming 1 GiB with 10 bytes sent costs what was sent, not what was claimed")
  func claimedLengthNotAllocated() throws {
    let plugin = try MacroPlugin()
    var length = UInt64(1 << 30).littleEndian
    plugin.input.fileHandleForWriting.write(Data(bytes: &length, count: 8) + Data(count: 10))
    Thread.sleep(forTimeInterval: 0.3)
    let peak = try #require(peakMemory(of: plugin.process))
    #expect(peak < 64 << 20, "the plugin held \(peak) bytes")
    #expect(plugin.finish() == 0)
  }

  @Test(
    "a location whose line, column or offset is out of range is an error reply, not a trap",
    arguments: ["line", "column", "offset"])
  func locationOutOfRange(field: String) throws {
    let plugin = try MacroPlugin()
    var piece = syntax("#Preview { Text(\"a\")\n}")
    var location = piece["location"] as! [String: Any]
    location[field] = Int.max
    piece["location"] = location
    let reply = try plugin.request([
      "expandFreestandingMacro": [
        "macro": ["moduleName": "CadenceMacros", "typeName": "PreviewMacro", "name": "Preview"],
        "macroRole": "declaration", "discriminator": "$s6Module0004Fileswift_fMf_",
        "syntax": piece, "lexicalContext": [Any](),
      ]
    ])
    let result = try #require(reply["expandMacroResult"] as? [String: Any])
    #expect(result["expandedSource"] == nil)
    let message = (result["diagnostics"] as? [[String: Any]])?.first?["message"] as? String
    #expect(
      message
        == "Cadence's macro plugin received a location with \(field) \(Int.max), out of range for a source of 22 bytes"
    )
    // Still answering.
    let (expansion, _) = try expandPreview(plugin, "#Preview { Text(\"a\") }")
    #expect(expansion != nil)
    #expect(plugin.finish() == 0)
  }

  @Test("a preview whose body nests interpolations 100,000 deep is expanded, not a crash")
  func deepInterpolations() throws {
    let plugin = try MacroPlugin()
    let depth = 100_000
    let literal =
      String(repeating: "\"\\(", count: depth) + "1" + String(repeating: ")\"", count: depth)
    let (expansion, diagnostics) = try expandPreview(plugin, "#Preview { Text(\(literal)) }")
    #expect(diagnostics.isEmpty)
    #expect(expansion?.contains(literal) == true)
    #expect(plugin.finish() == 0)
  }

  @Test("a regular expression literal in a preview's body does not close it")
  func regexInBody() throws {
    let plugin = try MacroPlugin()
    let source = "#Preview {\n  let r = /[}]+/\n  let s = #/{/#\n  Text(\"\\(r) \\(s)\")\n}"
    let (expansion, diagnostics) = try expandPreview(plugin, source)
    #expect(diagnostics.isEmpty)
    let body = String(source[source.firstIndex(of: "{")!...])
    #expect(expansion == PreviewMacroTests.expected(line: 1, call: "Cadence.Preview " + body))
    #expect(plugin.finish() == 0)
  }
}

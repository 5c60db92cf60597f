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

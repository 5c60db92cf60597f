import Cadence
import CadenceTesting
import Foundation
import Testing

/// Paste buttons (Apple's documentation of `PasteButton`: it is enabled when the pasteboard
/// holds items of a type it takes, and a tap hands them to its action as payloads of the
/// type given, or as item providers).
@MainActor
@Suite("Paste button")
struct PasteButtonTests {
  struct Notes: View {
    @State var notes: [String] = []
    var body: some View {
      VStack {
        PasteButton(payloadType: String.self) { strings in notes += strings }
        Text("notes: \(notes.joined(separator: ","))")
      }
    }
  }

  @Test("with nothing of its type copied, the button is disabled and a tap is refused")
  func disabledWhenNothingFits() throws {
    let host = ViewHost(Notes())
    #expect(host.snapshot().first("Paste")?.style("disabled") == "true")
    #expect(throws: ViewHostError.self) { try host.tap("Paste") }
    host.copy(URL(string: "https://example.com")!)
    #expect(host.snapshot().first("Paste")?.style("disabled") == "true")
  }

  @Test("a tap pastes the items copied, loaded as the payload type")
  func tapPastes() async throws {
    let host = ViewHost(Notes())
    host.copy("one", "two")
    #expect(host.snapshot().first("Paste")?.style("disabled") == nil)
    try host.tap("Paste")
    await host.idle()
    #expect(host.snapshot().first("notes: one,two") != nil)
    host.clearPasteboard()
    #expect(host.snapshot().first("Paste")?.style("disabled") == "true")
  }

  @Test("the content-type form hands the action item providers")
  func providersForm() async throws {
    @MainActor final class Log {
      var lines: [String] = []
    }
    let log = Log()
    let host = ViewHost(
      PasteButton(supportedContentTypes: [.plainText]) { providers in
        log.lines.append("\(providers.count) providers")
        _ = providers.first?.loadObject(ofClass: String.self) { text, _ in
          Task { @MainActor in log.lines.append(text ?? "nil") }
        }
      })
    host.copy("copied")
    try host.tap("Paste")
    await host.idle()
    #expect(log.lines == ["1 providers", "copied"])
  }
}

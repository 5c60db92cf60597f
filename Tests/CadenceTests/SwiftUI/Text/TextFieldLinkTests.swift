import Cadence
import CadenceTesting
import Testing

/// Apple's documentation of `TextFieldLink`: a control that, when tapped, asks for text and
/// calls `onSubmit` with it. Headless, the field appears below the link until submitted.
@MainActor
@Suite("TextFieldLink")
struct TextFieldLinkTests {
  struct Reply: View {
    @State var sent = "nothing"
    var body: some View {
      VStack {
        TextFieldLink("Reply", prompt: Text("Say something")) { sent = $0 }
        TextFieldLink {
          Label("Note", systemImage: "pencil")
        } onSubmit: {
          sent = "note " + $0
        }
        Text("sent \(sent)")
      }
    }
  }

  @Test("tapping the link shows an empty field; submitting it hides it and sends the text")
  func replies() throws {
    let host = ViewHost(Reply())
    #expect(host.snapshot().first("TextField") == nil)
    #expect(host.snapshot().first("TextFieldLink")?.style("editing") == "false")
    try host.tap("Reply")
    #expect(host.snapshot().first("TextField") != nil)
    #expect(host.snapshot().first("TextFieldLink")?.style("editing") == "true")
    try host.type("on my way", into: "TextField")
    try host.submit("TextField")
    #expect(host.snapshot().first("sent on my way") != nil)
    #expect(host.snapshot().first("TextField") == nil)
    // Again: the field starts empty.
    try host.tap("Note")
    try host.type("milk", into: "TextField")
    try host.submit("TextField")
    #expect(host.snapshot().first("sent note milk") != nil)
  }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// The forms of `TextField`, `SecureField` and `TextEditor` (Apple's documentation: a
/// prompt is the placeholder; `axis: .vertical` grows the field with its lines; a value
/// field shows its value formatted and sets it from text that parses; the older
/// `onEditingChanged` is told when editing begins and ends, `onCommit` when the field is
/// submitted).
@MainActor
@Suite("Text field forms")
struct TextFieldFormsTests {
  struct Editor: View {
    @State var name = ""
    @State var age = 30
    @State var notes = "a"
    @State var log: [String] = []
    var body: some View {
      VStack {
        TextField(
          "Name", text: $name,
          onEditingChanged: { log.append("editing \($0)") }, onCommit: { log.append("commit") })
        TextField("Age", value: $age, format: .number)
        TextField("Notes", text: $notes, prompt: Text("Write here"), axis: .vertical)
        SecureField("Password", text: .constant("abc"), prompt: Text("Required"))
        TextEditor(text: $notes)
        Text("log \(log.joined(separator: ", ")) age \(age)")
      }
    }
  }

  @Test("editing begins with typing and ends at the commit, which runs onCommit first")
  func olderCallbacks() throws {
    let host = ViewHost(Editor())
    try host.type("Ada", into: "Name")
    try host.submit("Name")
    #expect(host.snapshot().first("log editing true, commit, editing false age 30") != nil)
  }

  @Test("a value field shows the value formatted and sets it from text that parses")
  func valueField() throws {
    let host = ViewHost(Editor())
    #expect(host.snapshot().first("Age")?.style("text") == "30")
    try host.type("1", into: "Age")
    #expect(host.snapshot().first("log  age 301") != nil)
    try host.type("x", into: "Age")
    #expect(host.snapshot().first("log  age 301") != nil)
  }

  @Test("prompts, a vertical field that grows, and an editor that takes text")
  func promptsAxisEditor() throws {
    let host = ViewHost(Editor())
    let notes = host.snapshot().first("Notes")!
    #expect(notes.style("prompt") == "Write here")
    #expect(notes.style("axis") == "vertical")
    #expect(host.snapshot().first("Password")?.style("prompt") == "Required")
    try host.type("\nb", into: "TextEditor")
    let taller = host.snapshot().first("Notes")!
    #expect(taller.frame.height > notes.frame.height)
    #expect(host.snapshot().first("TextEditor")?.style("text") == "a\nb")
  }

  /// SwiftUI's `TextField(_:value:format:prompt:)` has a form for an optional value.
  @Test("an optional value field shows nil as empty and sets the value from text that parses")
  func optionalValueField() throws {
    struct Screen: View {
      @State var count: Int?
      var body: some View {
        VStack {
          TextField("Count", value: $count, format: .number)
          Text(count.map { "count \($0)" } ?? "no count")
        }
      }
    }
    let host = ViewHost(Screen())
    #expect(host.snapshot().first("Count")?.style("text") == "")
    #expect(host.snapshot().first("no count") != nil)
    try host.type("42", into: "Count")
    #expect(host.snapshot().first("count 42") != nil)
    #expect(host.snapshot().first("Count")?.style("text") == "42")
    try host.type("x", into: "Count")
    #expect(host.snapshot().first("count 42") != nil, "text that does not parse leaves the value")
  }
}

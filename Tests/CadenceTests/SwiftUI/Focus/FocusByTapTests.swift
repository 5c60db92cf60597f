import Cadence
import CadenceTesting
import Foundation
import Testing

/// Tapping a text field gives it the focus, as on iOS (SwiftUI's `FocusState` documentation:
/// "the focus state changes as the user taps a field"; a field that loses the focus has its
/// Boolean state set to false, an optional state naming it set to nil).
@MainActor
@Suite("Focus by tap")
struct FocusByTapTests {
  enum Field: Hashable { case name, password }

  struct Login: View {
    @State var name = ""
    @State var password = ""
    @State var changes: [String] = []
    @FocusState var focus: Field?
    var body: some View {
      VStack {
        TextField("Name", text: $name, prompt: Text("Your name"))
          .focused($focus, equals: .name)
        SecureField("Password", text: $password)
          .focused($focus, equals: .password)
          .accessibilityIdentifier("password-field")
        Text("focus \(focus.map { "\($0)" } ?? "none")")
        Text("changes \(changes.joined(separator: ","))")
      }
      .onChange(of: focus) { old, new in
        changes.append("\(old.map { "\($0)" } ?? "nil")>\(new.map { "\($0)" } ?? "nil")")
      }
    }
  }

  @Test("tapping a field by its label focuses it; tapping another moves the focus in one change")
  func tapMovesFocus() throws {
    let host = ViewHost(Login())
    try host.tap("Name")
    #expect(host.snapshot().first("focus name") != nil)
    #expect(host.snapshot().first("Name")?.style("focused") == "true")
    #expect(host.snapshot().first("Password")?.style("focused") == "false")
    try host.tap("password-field")
    #expect(host.snapshot().first("focus password") != nil)
    #expect(host.snapshot().first("Name")?.style("focused") == "false")
    // One change per tap: the state never passes through nil between the fields.
    #expect(host.snapshot().first("changes nil>name,name>password") != nil)
  }

  @Test("a field is found by its prompt too, and typing into it after the tap lands in it")
  func tapByPrompt() throws {
    let host = ViewHost(Login())
    try host.tap("Your name")
    #expect(host.snapshot().first("focus name") != nil)
    try host.type("Ada")
    #expect(host.snapshot().first("Name")?.style("text") == "Ada")
  }

  @Test("two Boolean focus states: the field tapped becomes true, the one that had it false")
  func booleanStatesFollow() throws {
    struct Pair: View {
      @State var first = ""
      @State var second = ""
      @FocusState var firstFocused: Bool
      @FocusState var secondFocused: Bool
      var body: some View {
        VStack {
          TextField("First", text: $first).focused($firstFocused)
          TextField("Second", text: $second).focused($secondFocused)
          Text("first \(firstFocused) second \(secondFocused)")
        }
      }
    }
    let host = ViewHost(Pair())
    try host.tap("First")
    #expect(host.snapshot().first("first true second false") != nil)
    try host.tap("Second")
    #expect(host.snapshot().first("first false second true") != nil)
    try host.type("b", into: "First")
    #expect(host.snapshot().first("first true second false") != nil)
  }

  @Test("a tap on a field begins its editing: onEditingChanged(true), once per tap")
  func tapBeginsEditing() throws {
    struct Editing: View {
      @State var text = ""
      @State var began = 0
      var body: some View {
        VStack {
          TextField("Title", text: $text, onEditingChanged: { if $0 { began += 1 } })
          Text("began \(began)")
        }
      }
    }
    let host = ViewHost(Editing())
    try host.tap("Title")
    #expect(host.snapshot().first("began 1") != nil)
  }

  @Test("a button wins over a field of the same name; a disabled field cannot be tapped")
  func buttonsFirstDisabledRefused() throws {
    struct Mixed: View {
      @State var text = ""
      @State var pressed = false
      @FocusState var focused: Bool
      var body: some View {
        VStack {
          TextField("Go", text: $text).focused($focused)
          Button("Go") { pressed = true }
          TextField("Locked", text: $text).disabled(true)
          Text("pressed \(pressed) focused \(focused)")
        }
      }
    }
    let host = ViewHost(Mixed())
    try host.tap("Go")
    #expect(host.snapshot().first("pressed true focused false") != nil)
    #expect(throws: ViewHostError.self) { try host.tap("Locked") }
  }

  @Test("the index picks among fields that share a label, in tree order")
  func indexAmongFields() throws {
    struct Twins: View {
      @State var a = ""
      @State var b = ""
      @FocusState var focus: Int?
      var body: some View {
        VStack {
          TextField("Item", text: $a).focused($focus, equals: 0)
          TextField("Item", text: $b).focused($focus, equals: 1)
          Text("focus \(focus ?? -1)")
        }
      }
    }
    let host = ViewHost(Twins())
    try host.tap("Item", index: 1)
    #expect(host.snapshot().first("focus 1") != nil)
  }
}

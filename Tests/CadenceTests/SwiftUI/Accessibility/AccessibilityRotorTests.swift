import Cadence
import CadenceTesting
import Foundation
import Testing

/// Custom rotors, system rotor replacements and the accessibility focus (SwiftUI's
/// documentation of `accessibilityRotor`: a rotor lists its entries in order, moving to an
/// entry runs its `prepare` first; `AccessibilityFocusState`: the bound element has the
/// assistive technology's focus while the state equals its value, and moving the focus sets
/// the state).
@MainActor
@Suite("Accessibility rotors and focus")
struct AccessibilityRotorTests {
  struct Message: Identifiable {
    let id: Int
    let subject: String
    let flagged: Bool
  }

  struct Inbox: View {
    let messages: [Message]
    @State var prepared: [String] = []
    @Namespace var namespace
    var body: some View {
      VStack {
        ForEach(messages) { message in
          Text(message.subject).accessibilityRotorEntry(id: message.id, in: namespace)
        }
        Text("prepared \(prepared.joined(separator: ","))")
      }
      .accessibilityElement(children: .contain)
      .accessibilityIdentifier("inbox")
      .accessibilityRotor("Flagged") {
        ForEach(messages.filter(\.flagged)) { message in
          AccessibilityRotorEntry(message.subject, message.id, in: namespace) {
            prepared.append(message.subject)
          }
        }
        if messages.count > 2 {
          AccessibilityRotorEntry("Last", id: messages.count - 1, in: namespace)
        }
      }
      .accessibilityRotor(AccessibilitySystemRotor.headings) {
        AccessibilityRotorEntry(Text("Inbox"), id: "title")
      }
    }
  }

  private let messages = [
    Message(id: 0, subject: "Invoice", flagged: true),
    Message(id: 1, subject: "Lunch", flagged: false),
    Message(id: 2, subject: "Contract", flagged: true),
  ]

  @Test("a rotor records its entries in order, conditional ones included")
  func recordsEntries() {
    let host = ViewHost(Inbox(messages: messages))
    let inbox = host.snapshot().first("inbox")
    #expect(inbox?.style("accessibilityRotor.Flagged") == "Invoice; Contract; Last")
    #expect(inbox?.style("accessibilityRotor.headings") == "Inbox")
    #expect(host.snapshot().first("Lunch")?.style("accessibilityRotorEntry") == "1")
  }

  @Test("moving to an entry runs its prepare action and reports where the rotor went")
  func movesToEntry() throws {
    let host = ViewHost(Inbox(messages: messages))
    try host.performAccessibilityAction("rotor Flagged: Contract", on: "inbox")
    #expect(host.snapshot().first("prepared Contract") != nil)
    #expect(host.events.contains { $0.message == "rotor Flagged moved to Contract (id 2)" })
    #expect(throws: AccessibilityActionError.self) {
      try host.performAccessibilityAction("rotor Flagged: Lunch", on: "inbox")
    }
  }

  @Test("an entry's range of text is reported where the rotor moves, as Swift describes it")
  func textRange() throws {
    let text = "héllo world"
    let range = text.index(text.startIndex, offsetBy: 2)..<text.index(text.startIndex, offsetBy: 5)
    let host = ViewHost(
      Text(text).accessibilityIdentifier("body")
        .accessibilityRotor("Words") {
          AccessibilityRotorEntry("llo", id: "body", textRange: range)
        })
    try host.performAccessibilityAction("rotor Words: llo", on: "body")
    // "hé" is 3 bytes of UTF-8, "héllo" 6.
    #expect(
      host.events.contains {
        $0.message == "rotor Words moved to llo (id body, text 3[utf8]..<6[utf8])"
      })
  }

  @Test("data rotors label their entries by key path; text ranges are numbered")
  func dataRotors() {
    let text = "alpha beta"
    let ranges = [text.startIndex..<text.index(text.startIndex, offsetBy: 5)]
    let host = ViewHost(
      VStack {
        Text("list").accessibilityRotor(Text("Messages"), entries: messages, entryLabel: \.subject)
        Text(text).accessibilityRotor("Words", textRanges: ranges)
        Text("ids").accessibilityRotor(
          "By id", entries: messages, entryID: \.id, entryLabel: \.subject)
      })
    #expect(
      host.snapshot().first("list")?.style("accessibilityRotor.Messages")
        == "Invoice; Lunch; Contract")
    #expect(host.snapshot().first(text)?.style("accessibilityRotor.Words") == "text range 1")
    #expect(
      host.snapshot().first("ids")?.style("accessibilityRotor.By id") == "Invoice; Lunch; Contract")
  }

  @Test("the accessibility focus follows its state, and moving it there sets the state")
  func accessibilityFocus() throws {
    enum Field: Hashable { case name, email }
    struct Form: View {
      @AccessibilityFocusState var focus: Field?
      @AccessibilityFocusState(for: .voiceOver) var alert: Bool
      var body: some View {
        VStack {
          Text("Name").accessibilityFocused($focus, equals: .name)
          Text("Email").accessibilityFocused($focus, equals: .email)
          Text("Alert").accessibilityFocused($alert)
          Button("focus email") { focus = .email }
          Text("focus \(focus.map { "\($0)" } ?? "none") alert \(alert)")
        }
      }
    }
    let host = ViewHost(Form())
    #expect(host.snapshot().first("Name")?.style("accessibilityFocused") == "false")
    try host.tap("focus email")
    #expect(host.snapshot().first("Email")?.style("accessibilityFocused") == "true")
    try host.performAccessibilityAction("accessibilityFocus", on: "Name")
    #expect(host.snapshot().first("focus name alert false") != nil)
    #expect(host.snapshot().first("Email")?.style("accessibilityFocused") == "false")
    try host.performAccessibilityAction("accessibilityFocus", on: "Alert")
    #expect(host.snapshot().first("focus name alert true") != nil)
  }

  @Test("assistive technologies form a set")
  func technologies() {
    var set: AccessibilityTechnologies = [.voiceOver]
    #expect(set.contains(.voiceOver) && !set.contains(.switchControl))
    set.insert(.switchControl)
    #expect(set == [.voiceOver, .switchControl])
    #expect(set.remove(.voiceOver) == .voiceOver)
    #expect(set == .switchControl)
    #expect(AccessibilityTechnologies().isEmpty)
  }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// `@FocusState`, `focused(_:equals:)`, `onSubmit` and `submitLabel` (SwiftUI's
/// documentation: the focus state names the field with the focus; setting it moves the
/// focus; submitting a field runs the `onSubmit` actions around it).
@MainActor
@Suite("Focus")
struct FocusStateTests {
  enum Field: Hashable { case name, email }

  struct SignUp: View {
    @State var name = ""
    @State var email = ""
    @State var sent = false
    @FocusState var focus: Field?
    var body: some View {
      VStack {
        TextField("Name", text: $name).focused($focus, equals: .name)
          .submitLabel(.next)
        TextField("Email", text: $email).focused($focus, equals: .email)
          .submitLabel(.send)
        Button("start") { focus = .name }
        Text("focus \(focus.map { "\($0)" } ?? "none") sent \(sent)")
      }
      .onSubmit {
        if focus == .name { focus = .email } else { sent = true }
      }
    }
  }

  @Test("setting the state focuses a field; typing goes to the focused one; submit moves on")
  func focusAndSubmit() throws {
    let host = ViewHost(SignUp())
    #expect(host.snapshot().first("focus none sent false") != nil)
    try host.tap("start")
    #expect(host.snapshot().first("Name")?.style("focused") == "true")
    try host.type("Ada")
    try host.submit("Name")
    #expect(host.snapshot().first("focus email sent false") != nil)
    #expect(host.snapshot().first("Email")?.style("focused") == "true")
    try host.type("ada@example.com")
    try host.submit("Email")
    #expect(host.snapshot().first("focus email sent true") != nil)
    #expect(host.snapshot().first("Name")?.style("submitLabel") == "next")
  }

  @Test("typing into a field focuses it first, as a tap does")
  func typingFocuses() throws {
    let host = ViewHost(SignUp())
    try host.type("x", into: "Email")
    #expect(host.snapshot().first("focus email sent false") != nil)
  }

  @Test(
    "a Boolean focus state is true while its field has the focus; typing with no field focused throws"
  )
  func booleanFocus() throws {
    struct Search: View {
      @State var query = ""
      @FocusState var searching: Bool
      var body: some View {
        VStack {
          TextField("Search", text: $query).focused($searching)
          Text(searching ? "searching" : "idle")
        }
      }
    }
    let host = ViewHost(Search())
    #expect(throws: (any Error).self) { try host.type("a") }
    try host.type("kiwi", into: "Search")
    #expect(host.snapshot().first("searching") != nil)
  }
}

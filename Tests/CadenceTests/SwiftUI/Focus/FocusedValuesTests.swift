import Cadence
import CadenceTesting
import Foundation
import Observation
import Testing

/// Focused values (SwiftUI's documentation of `FocusedValues`, `focusedValue(_:_:)`,
/// `focusedSceneValue(_:_:)`, `FocusedBinding` and `FocusedObject`: a view publishes a value
/// while the focus is within it; the innermost publisher around the focus wins; a scene value
/// is published wherever the focus is; readers are updated when the focus moves).
@MainActor
@Suite("Focused values")
struct FocusedValuesTests {
  enum Field: Hashable { case title, body }

  struct Editor: View {
    @State var title = "Draft"
    @State var text = "Hello"
    @FocusState var focus: Field?
    var body: some View {
      VStack {
        Menu()
        VStack {
          TextField("Title", text: $title).focused($focus, equals: .title)
            .focusedValue(\.selection, "title field")
          TextField("Body", text: $text).focused($focus, equals: .body)
        }
        .focusedValue(\.selection, "editor")
        .focusedValue(\.text, $text)
        Button("title") { focus = .title }
        Button("body") { focus = .body }
        Button("none") { focus = nil }
      }
      .focusedSceneValue(\.document, "notes.txt")
    }
  }

  struct Menu: View {
    @FocusedValue(\.selection) var selection
    @FocusedValue(\.document) var document
    @FocusedBinding(\.text) var text
    var body: some View {
      Text("selection \(selection ?? "none") in \(document ?? "no document")")
      Text("text \(text ?? "none")")
      Button("shout") { text = (text ?? "") + "!" }
    }
  }

  @Test("a reader sees the innermost value around the focus, and the scene's wherever it is")
  func innermostWins() throws {
    let host = ViewHost(Editor())
    #expect(host.snapshot().first("selection none in notes.txt") != nil)
    #expect(host.snapshot().first("text none") != nil)
    try host.tap("title")
    #expect(host.snapshot().first("selection title field in notes.txt") != nil)
    try host.tap("body")
    #expect(host.snapshot().first("selection editor in notes.txt") != nil)
    try host.tap("none")
    #expect(host.snapshot().first("selection none in notes.txt") != nil)
  }

  @Test("a focused binding reads and writes the published binding; with none, writing does nothing")
  func focusedBinding() throws {
    let host = ViewHost(Editor())
    try host.tap("shout")
    #expect(host.snapshot().first("text none") != nil)
    try host.tap("body")
    #expect(host.snapshot().first("text Hello") != nil)
    try host.tap("shout")
    #expect(host.snapshot().first("text Hello!") != nil)
    #expect(host.snapshot().first("Body")?.style("text") == "Hello!")
    try host.type("?")
    #expect(host.snapshot().first("text Hello!?") != nil)
  }

  @Test("the published keys are in the snapshot")
  func recorded() throws {
    let host = ViewHost(Editor())
    #expect(host.snapshot().first("Title")?.style("focusedValue") == "String")
    #expect(host.snapshot().first("VStack")?.style("focusedSceneValue") == "String")
  }

  final class Counter: ObservableObject {
    @Published var count = 0
  }

  @Observable final class Palette {
    var colour = "red"
  }

  struct Objects: View {
    @StateObject var counter = Counter()
    @State var palette = Palette()
    @FocusState var focused: Bool
    @State var name = ""
    var body: some View {
      VStack {
        Reader()
        TextField("Name", text: $name).focused($focused)
          .focusedObject(counter)
          .focusedValue(palette)
        Button("focus") { focused = true }
        Button("count") { counter.count += 1 }
        Button("paint") { palette.colour = "blue" }
      }
    }
  }

  struct Reader: View {
    @FocusedObject var counter: Counter?
    @FocusedValue(Palette.self) var palette
    var body: some View {
      Text("count \(counter.map { "\($0.count)" } ?? "none") \(palette?.colour ?? "none")")
      Button("reset") { $counter?.count.wrappedValue = 0 }
    }
  }

  @Test("a focused object is read by type, and its changes update the reader")
  func focusedObjects() throws {
    let host = ViewHost(Objects())
    #expect(host.snapshot().first("count none none") != nil)
    try host.tap("focus")
    #expect(host.snapshot().first("count 0 red") != nil)
    try host.tap("count")
    try host.tap("paint")
    #expect(host.snapshot().first("count 1 blue") != nil)
    try host.tap("reset")
    #expect(host.snapshot().first("count 0 blue") != nil)
  }

  struct Defaulted: View {
    @FocusState var focus: Field?
    @State var title = ""
    var body: some View {
      VStack {
        TextField("Title", text: $title).focused($focus, equals: .title)
        Text("focus \(focus.map { "\($0)" } ?? "none")")
      }
      .defaultFocus($focus, .title)
    }
  }

  @Test("a default focus is given when the view appears and nothing has the focus")
  func defaultFocus() throws {
    let host = ViewHost(Defaulted())
    #expect(host.snapshot().first("focus title") != nil)
    #expect(host.snapshot().first("Title")?.style("focused") == "true")
  }
}

struct SelectionKey: FocusedValueKey {
  typealias Value = String
}

extension FocusedValues {
  fileprivate var selection: String? {
    get { self[SelectionKey.self] }
    set { self[SelectionKey.self] = newValue }
  }
  @Entry fileprivate var document: String?
  @Entry fileprivate var text: Binding<String>?
}

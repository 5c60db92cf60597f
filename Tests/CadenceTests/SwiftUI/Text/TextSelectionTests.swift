import Cadence
import CadenceTesting
import Foundation
import Testing

/// iOS 18's `TextSelection` (Apple's documentation: a selection is one or more ranges, or an
/// insertion point; a field bound to one updates it as text is edited) and
/// `searchFocused(_:)` (the search field's focus bound to a focus state, as `focused` binds a
/// field's).
@MainActor
@Suite("Text selection and search focus")
struct TextSelectionTests {
  struct Editor: View {
    @State var text = ""
    @State var selection: TextSelection?
    var body: some View {
      VStack {
        TextField("Note", text: $text, selection: $selection)
        Text(summary)
      }
    }

    var summary: String {
      guard let selection, case .selection(let range) = selection.indices else { return "none" }
      let offset = text.distance(from: text.startIndex, to: range.lowerBound)
      return "at \(offset) insertion \(selection.isInsertion)"
    }
  }

  @Test("typing leaves the insertion point at the end of the text")
  func typing() throws {
    let host = ViewHost(Editor())
    #expect(host.snapshot().first("none") != nil)
    try host.type("hello", into: "Note")
    #expect(host.snapshot().first("at 5 insertion true") != nil)
  }

  @Test("a selection of a range is not an insertion; several ranges make a multi-selection")
  func values() {
    let text = "Hello, world"
    let range = text.startIndex..<text.index(text.startIndex, offsetBy: 5)
    #expect(!TextSelection(range: range).isInsertion)
    #expect(TextSelection(insertionPoint: text.endIndex).isInsertion)
    let multi = TextSelection(ranges: RangeSet([range]))
    guard case .multiSelection(let ranges) = multi.indices else {
      Issue.record("expected a multi-selection")
      return
    }
    #expect(ranges.ranges.count == 1)
  }

  @Test("a search focus state focuses the search field, and typing goes there")
  func searchFocus() throws {
    struct Finder: View {
      @State var query = ""
      @FocusState var searching: Bool
      var body: some View {
        VStack {
          Button("find") { searching = true }
          Text("query \(query)")
        }
        .searchable(text: $query)
        .searchFocused($searching)
      }
    }
    let host = ViewHost(Finder())
    #expect(host.snapshot().first("Search")?.style("focused") != "true")
    try host.tap("find")
    #expect(host.snapshot().first("Search")?.style("focused") == "true")
    try host.type("fig")
    #expect(host.snapshot().first("query fig") != nil)
  }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// Search suggestions, completions, scopes and tokens (SwiftUI's documentation of
/// `searchSuggestions`: suggestions show while searching, and `searchCompletion` makes a
/// suggestion fill in the search text, or add a token; `searchScopes`: a scope bar bound to
/// the scope, shown when the search is presented by default; tokens show in the field).
@MainActor
@Suite("Search suggestions, scopes and tokens")
struct SearchSuggestionsTests {
  struct Fruits: View {
    @State var text = ""
    @State var scope = "All"
    let fruits = ["Apple", "Banana", "Cherry"]
    var body: some View {
      NavigationStack {
        List(fruits.filter { text.isEmpty || $0.hasPrefix(text) }, id: \.self) { Text($0) }
          .searchable(text: $text)
          .searchSuggestions {
            Text("🍎 apple").searchCompletion("Apple")
            Text("🍌 banana").searchCompletion("Banana")
          }
          .searchScopes($scope) {
            Text("All").tag("All")
            Text("Red").tag("Red")
          }
        Text("text \(text) scope \(scope)")
      }
    }
  }

  @Test("suggestions show while searching, over the content, and a completion fills the text")
  func suggestionsComplete() throws {
    let host = ViewHost(Fruits())
    #expect(host.snapshot().first("🍎 apple") == nil)
    #expect(host.snapshot().first("Scope") == nil)
    try host.type("B", into: "Search")
    #expect(host.snapshot().first("🍎 apple")?.style("searchCompletion") == "Apple")
    // The content stays (keeping its state and place) under the suggestions, hidden.
    #expect(host.snapshot().first("List")?.style("hidden") == "true")
    #expect(host.snapshot().first("Banana") != nil)
    try host.tap("🍎 apple")
    #expect(host.snapshot().first("text Apple scope All") != nil)
  }

  @Test("the scope bar shows while searching and sets the scope")
  func scopes() throws {
    let host = ViewHost(Fruits())
    try host.type("C", into: "Search")
    #expect(host.snapshot().first("Scope")?.style("searchScopes") == "automatic")
    try host.tap("Red")
    #expect(host.snapshot().first("text C scope Red") != nil)
  }

  @Test("suggestions inside the searchable content show over that content while searching")
  func innerSuggestions() throws {
    struct Inner: View {
      @State var text = ""
      var body: some View {
        List {
          Text("row")
        }
        .searchSuggestions(.visible, for: .content)
        .searchSuggestions { Text("suggested").searchCompletion("done") }
        .searchable(text: $text)
      }
    }
    let host = ViewHost(Inner())
    #expect(host.snapshot().first("suggested") == nil)
    try host.type("x", into: "Search")
    #expect(host.snapshot().first("List")?.style("hidden") == "true")
    try host.tap("suggested")
    #expect(host.snapshot().first("Search")?.style("text") == "done")
  }

  @Test("hidden suggestions do not show")
  func hiddenSuggestions() throws {
    struct Hidden: View {
      @State var text = ""
      var body: some View {
        Text("content")
          .searchable(text: $text)
          .searchSuggestions { Text("never") }
          .searchSuggestions(.hidden, for: .content)
      }
    }
    let host = ViewHost(Hidden())
    try host.type("x", into: "Search")
    #expect(host.snapshot().first("never") == nil)
    #expect(host.snapshot().first("content")?.style("hidden") == nil)
  }

  struct Tag: Identifiable, Hashable {
    let id: String
  }

  @Test("tokens show before the field; a suggested token tapped is added and clears the text")
  func tokens() throws {
    struct Tokens: View {
      @State var text = ""
      @State var tokens: [Tag] = [Tag(id: "red")]
      @State var suggested: [Tag] = [Tag(id: "green"), Tag(id: "blue")]
      var body: some View {
        Text("tokens \(tokens.map(\.id).joined(separator: ","))")
          .searchable(text: $text, tokens: $tokens, suggestedTokens: $suggested) { tag in
            Text("#\(tag.id)")
          }
      }
    }
    let host = ViewHost(Tokens())
    #expect(host.snapshot().first("#red")?.style("searchToken") == "red")
    #expect(host.snapshot().first("#green") == nil)
    try host.type("g", into: "Search")
    try host.tap("#green")
    #expect(host.snapshot().first("tokens red,green") != nil)
    #expect(host.snapshot().first("#green")?.style("searchToken") == "green")
  }

  @Test("editable tokens give each token's view a binding to it")
  func editableTokens() throws {
    struct Editable: View {
      @State var text = ""
      @State var tokens: [Tag] = [Tag(id: "a")]
      var body: some View {
        Text("tokens \(tokens.map(\.id).joined(separator: ","))")
          .searchable(text: $text, editableTokens: $tokens) { $tag in
            Button("edit \(tag.id)") { tag = Tag(id: tag.id + "!") }
          }
      }
    }
    let host = ViewHost(Editable())
    try host.tap("edit a")
    #expect(host.snapshot().first("tokens a!") != nil)
  }
}

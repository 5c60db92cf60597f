import Cadence
import CadenceTesting
import Foundation
import Testing

/// `searchable` (SwiftUI's documentation: a search field, prompt "Search" by default, that
/// edits the bound text; `isSearching` while a search is active; `dismissSearch` ends it).
@MainActor
@Suite("Searchable")
struct SearchableTests {
  struct Fruits: View {
    @State var query = ""
    let fruits = ["apple", "banana", "cherry"]
    var body: some View {
      List {
        Results(fruits: fruits.filter { query.isEmpty || $0.contains(query) })
      }
      .searchable(text: $query)
    }
  }

  struct Results: View {
    let fruits: [String]
    @Environment(\.isSearching) var isSearching
    @Environment(\.dismissSearch) var dismissSearch
    var body: some View {
      Text(isSearching ? "searching" : "browsing")
      ForEach(fruits, id: \.self) { Text($0) }
      Button("Cancel") { dismissSearch() }
    }
  }

  @Test("the field is labelled Search; typing filters and starts the search; dismissSearch ends it")
  func search() throws {
    let host = ViewHost(Fruits())
    #expect(host.snapshot().first("Search")?.kind == "TextField")
    #expect(host.snapshot().first("browsing") != nil)
    try host.type("an", into: "Search")
    #expect(host.snapshot().first("searching") != nil)
    #expect(host.snapshot().first("banana") != nil)
    #expect(host.snapshot().first("apple") == nil)
    try host.tap("Cancel")
    #expect(host.snapshot().first("browsing") != nil)
    #expect(host.snapshot().first("apple") != nil)
  }

  @Test("a prompt names the field")
  func prompt() {
    let host = ViewHost(
      Text("list").searchable(text: .constant(""), placement: .toolbar, prompt: "Find a fruit"))
    #expect(host.snapshot().first("Find a fruit")?.style("searchPlacement") == "toolbar")
  }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// Dropping items among the rows of a `ForEach` (Apple's documentation of
/// `DynamicViewContent.dropDestination(for:action:)` and `onInsert(of:perform:)`: the action
/// gets the items and the offset among the rows to insert them at).
@MainActor
@Suite("Inserting dropped rows")
struct RowInsertTests {
  struct Fruits: View {
    @State var fruits = ["Apple", "Cherry"]
    var body: some View {
      VStack {
        Text("Banana").draggable("Banana")
        Text("Link").draggable(URL(string: "https://example.com")!)
        List {
          ForEach(fruits, id: \.self) { Text($0) }
            .dropDestination(for: String.self) { items, offset in
              fruits.insert(contentsOf: items, at: offset)
            }
        }
        Text(fruits.joined(separator: ","))
      }
    }
  }

  @Test("a drop on a row's lower half inserts after it, on its upper half before it")
  func insertsByHalf() async throws {
    let host = ViewHost(Fruits())
    let row = try #require(host.snapshot().first("Apple"))
    #expect(
      try await host.drag("Banana", onto: "Apple", at: CGPoint(x: 5, y: row.frame.height - 1)))
    #expect(host.snapshot().first("Apple,Banana,Cherry") != nil)
    #expect(try await host.drag("Banana", onto: "Apple", at: CGPoint(x: 5, y: 1)))
    #expect(host.snapshot().first("Banana,Apple,Banana,Cherry") != nil)
    #expect(
      host.snapshot().first("Cherry")?.style("onInsert")
        == "public.utf8-plain-text, public.plain-text")
  }

  @Test("items of another type are refused")
  func refusesOtherTypes() async throws {
    let host = ViewHost(Fruits())
    await #expect(throws: ViewHostError.self) { try await host.drag("Link", onto: "Cherry") }
  }

  @Test("onInsert hands the action the providers and the offset")
  func onInsertGetsProviders() async throws {
    @MainActor final class Log {
      var lines: [String] = []
    }
    let log = Log()
    let host = ViewHost(
      VStack {
        Text("Word").onDrag { NSItemProvider(object: "word" as NSString) }
        ForEach(["a", "b", "c"], id: \.self) { Text($0) }
          .onInsert(of: [.plainText]) { offset, providers in
            log.lines.append("insert \(providers.count) at \(offset)")
          }
      })
    try await host.drag("Word", onto: "c", at: CGPoint(x: 1, y: 1))
    #expect(log.lines == ["insert 1 at 2"])
  }
}

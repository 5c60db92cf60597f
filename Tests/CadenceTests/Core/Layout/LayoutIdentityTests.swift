import Cadence
import CadenceTesting
import Foundation
import Testing

private struct List: View {
  @State var rows = ["a", "b", "c"]
  var body: some View {
    VStack(spacing: 0) {
      ForEach(rows, id: \.self) { row in Text(row).frame(height: 10) }
      Button("Remove b") { withAnimation(.linear(duration: 1)) { rows.removeAll { $0 == "b" } } }
      Button("Insert z") { rows.insert("z", at: 0) }
      Button("Reverse") { rows.reverse() }
    }
  }
}

private struct Version: Hashable, CustomStringConvertible {
  var major: Int
  var minor: Int
  var description: String { "\(major).\(minor)" }
}

/// Paths name views by their explicit identity (`ForEach` ids, `.id`), so that an insertion
/// does not make motion analysis follow the wrong row (the README's path format); a removal
/// closes the gap, along the removal's animation.
@MainActor
@Suite("Layout identity")
struct LayoutIdentityTests {
  @Test("a ForEach element's path is its id, stable when a sibling is inserted")
  func stablePaths() throws {
    let host = ViewHost(List())
    #expect(host.snapshot().first("b")?.path == "VStack[0]/Text[#b]")
    try host.tap("Insert z")
    #expect(host.snapshot().first("b")?.path == "VStack[0]/Text[#b]")
    #expect(host.snapshot().first("z")?.path == "VStack[0]/Text[#z]")
    #expect(host.snapshot().first("Remove b")?.path == "VStack[0]/Button[4]")
  }

  @Test("a ForEach element's path shows a number, a string or any other id as it prints")
  func identityKinds() {
    let host = ViewHost(
      VStack(spacing: 0) {
        ForEach([-3, 12], id: \.self) { Text("n\($0)") }
        ForEach(["a b", "c/d"], id: \.self) { Text("s\($0)") }
        ForEach([Version(major: 1, minor: 2)], id: \.self) { Text("v\($0)") }
      })
    let snapshot = host.snapshot()
    let paths = ["n-3", "n12", "sa b", "sc/d", "v1.2"].map { snapshot.first($0)?.path ?? "none" }
    #expect(
      paths.map { $0.split(separator: "/").last.map(String.init) ?? $0 } == [
        "Text[#-3]", "Text[#12]", "Text[#a%20b]", "Text[#c%2Fd]", "Text[#1.2]",
      ])
  }

  @Test("an id with a slash, brackets or spaces is percent-encoded in the path")
  func encodedIdentity() {
    let host = ViewHost(Text("x").id("a/b[1] c"))
    #expect(host.snapshot().first("x")?.path == "Text[#a%2Fb%5B1%5D%20c]")
  }

  @Test("removing a row closes the gap along the removal's animation")
  func removalAnimates() throws {
    let host = ViewHost(List())
    let start = try #require(frame("c", in: host))
    try host.tap("Remove b")
    host.advance(by: 0.5)
    let middle = try #require(frame("c", in: host))
    host.advance(by: 0.5)
    let end = try #require(frame("c", in: host))
    // The stack lost 10 points: it moved down 5 (centred) and c moved up 10 within it.
    #expect(end.minY == start.minY - 5)
    #expect(abs(middle.minY - (start.minY - 2.5)) < 1e-9)
  }

  @Test("reordering the data lays the rows out in the new order")
  func reorder() throws {
    let host = ViewHost(List())
    try host.tap("Reverse")
    let a = try #require(frame("a", in: host))
    let c = try #require(frame("c", in: host))
    #expect(c.minY < a.minY)
  }
}

import CadenceTesting
import Testing

@testable import Cadence

/// A render item keeps its first attribute inline and two or more in a list (D68); each form
/// reads, iterates and freezes as the list alone did.
@MainActor
@Suite("Render attributes")
struct RenderAttributesTests {
  private func pairs(_ attributes: RenderAttributes) -> [String] {
    attributes.map { "\($0.key)=\($0.value)" }
  }

  @Test("one attribute reads back, changes, and leaves; a second moves both to a list")
  func inlineThenList() {
    var attributes = RenderAttributes()
    #expect(attributes.isEmpty && attributes["opacity"] == nil)
    attributes["opacity", default: 1] *= 0.5
    #expect(attributes["opacity"] == 0.5 && attributes["scale"] == nil)
    #expect(pairs(attributes) == ["opacity=0.5"])
    attributes["opacity"] = 0.25
    #expect(pairs(attributes) == ["opacity=0.25"])
    attributes["scale"] = nil
    #expect(pairs(attributes) == ["opacity=0.25"])
    attributes["opacity"] = nil
    #expect(attributes.isEmpty && pairs(attributes).isEmpty)
    attributes["rotation"] = 90
    attributes["offset.x"] = 8
    // In order of name, as a snapshot node's list.
    #expect(pairs(attributes) == ["offset.x=8.0", "rotation=90.0"])
    #expect(attributes["rotation"] == 90 && attributes["offset.x"] == 8)
    attributes["rotation"] = nil
    attributes["offset.x"] = nil
    #expect(attributes.isEmpty)
  }

  @Test("frozen, each form is the list the same writes make; equality reads both forms")
  func frozenAndEquality() {
    var one = RenderAttributes()
    one["opacity"] = 0.9
    var list = AttributeList()
    list["opacity"] = 0.9
    #expect(one.frozen == list)
    #expect(one.equals(list))
    #expect(!one.equals(AttributeList()) && !one.equals(["opacity": 0.8]))
    #expect(!one.equals(["opacity": 0.9, "scale": 1]))
    var two = one
    two["scale"] = 2
    list["scale"] = 2
    #expect(two.frozen == list && two.equals(list) && !one.equals(list))
    #expect(two.dictionary == ["opacity": 0.9, "scale": 2] && one.dictionary == ["opacity": 0.9])
    #expect(RenderAttributes().frozen.isEmpty && RenderAttributes().equals(AttributeList()))
  }

  private struct Rows: View {
    var body: some View {
      VStack {
        ForEach(0..<3, id: \.self) { row in Button("row \(row)") {}.opacity(0.9) }
        Text("half").opacity(0.5)
      }
    }
  }

  @Test("rows with one equal attribute share one frozen list; another value keeps its own")
  func singleAttributeShared() {
    let snapshot = ViewHost(Rows()).snapshot()
    let lists = (0..<3).compactMap { snapshot.first("row \($0)")?.storage.otherAttributes }
    #expect(lists.count == 3)
    #expect(lists[0].sharesStorage(with: lists[1]) && lists[1].sharesStorage(with: lists[2]))
    #expect(lists.allSatisfy { $0.isOnly(name: "opacity", value: 0.9) })
    let half = snapshot.first("half")
    #expect(half?.attributes["opacity"] == 0.5)
    #expect(half?.storage.otherAttributes.sharesStorage(with: lists[0]) == false)
  }
}

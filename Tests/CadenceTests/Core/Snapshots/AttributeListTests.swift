import Testing

@testable import Cadence

/// A rendered node's attributes as a short list in order of name (D62): it reads and writes
/// as the dictionary it replaced, and two lists with the same attributes are equal however
/// they were written.
@Suite("Attribute lists")
struct AttributeListTests {
  @Test("set, read, change in place and remove, as a dictionary does")
  func readsAndWrites() {
    var list = AttributeList()
    #expect(list.isEmpty && list["opacity"] == nil)
    list["opacity", default: 1] *= 0.5
    list["offset.x", default: 0] += 10
    list["offset.x", default: 0] += 5
    list["rotation"] = 90
    #expect(list["opacity"] == 0.5 && list["offset.x"] == 15 && list["rotation"] == 90)
    #expect(list.dictionary.count == 3)
    list["rotation"] = nil
    list["missing"] = nil
    #expect(list.dictionary == ["opacity": 0.5, "offset.x": 15])
  }

  @Test("the same attributes written in any order are equal, hash alike and iterate by name")
  func orderOfWriting() {
    var a = AttributeList()
    a["scale"] = 2
    a["blur.radius"] = 3
    a["opacity"] = 0.25
    let b: AttributeList = ["opacity": 0.25, "scale": 2, "blur.radius": 3]
    let c = AttributeList(["blur.radius": 3, "opacity": 0.25, "scale": 2])
    #expect(a == b && b == c)
    #expect(a.hashValue == c.hashValue)
    #expect(a.map(\.key) == ["blur.radius", "opacity", "scale"])
    #expect(b.map(\.key) == ["blur.radius", "opacity", "scale"])
    var d = a
    d["scale"] = 3
    #expect(d != a)
  }
}

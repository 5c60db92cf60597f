import Foundation
import Testing

@testable import Cadence

/// The persistent vector of a snapshot node's children (blocks of 32): a change copies the
/// blocks on its way and shares the rest; many changes at once are applied block by block.
@Suite("Snapshot children, patched and queried")
struct SnapshotPatchTests {
  /// `count` rows named by index, one under the other.
  private func rows(_ count: Int) -> [SnapshotNode] {
    (0..<count).map { index in
      SnapshotNode(
        kind: "Text", label: "row \(index)", path: "Text[\(index)]", children: [],
        attributes: [
          "frame.x": 0, "frame.y": Double(index) * 21, "frame.width": 50, "frame.height": 21,
        ], styles: [:])
    }
  }

  @Test("many patches applied block by block equal the same patches one at a time")
  func manyPatches() {
    let nodes = rows(300)
    let children = SnapshotChildren(nodes)
    let replacements = rows(300).map { node in
      SnapshotNode(
        kind: node.kind, label: (node.label ?? "") + "!", path: node.path, children: [],
        attributes: node.attributes, styles: [:])
    }
    // Every third slot, out of order, one slot twice (the later wins), one out of range.
    var patches = stride(from: 0, to: 300, by: 3).reversed().map {
      ChildPatch(slot: $0, node: replacements[$0])
    }
    patches.append(ChildPatch(slot: 9, node: nodes[0]))
    patches.append(ChildPatch(slot: 400, node: nodes[0]))
    let together = children.applying(patches)
    var oneByOne = children
    for patch in patches { oneByOne = oneByOne.applying([patch]) }
    #expect(together.array.map(\.label) == oneByOne.array.map(\.label))
    #expect(together[9].label == "row 0")
    #expect(together[3].label == "row 3!")
    #expect(together[4].storage === nodes[4].storage)
  }

  @Test("a snapshot query matches identifier, then label, then kind, in tree order")
  func queries() {
    let labelled = rows(3)
    let tagged = SnapshotNode(
      kind: "Text", label: "row 1", path: "Text[#tag]", children: [], attributes: [:],
      styles: ["accessibilityIdentifier": "row 2"])
    let snapshot = Snapshot(
      time: 0,
      roots: [
        SnapshotNode(
          kind: "VStack", label: nil, path: "VStack[0]", children: labelled + [tagged],
          attributes: [:], styles: [:])
      ])
    #expect(snapshot.all("row 2").count == 1)
    #expect(snapshot.first("row 2")?.path == "Text[#tag]")
    #expect(snapshot.all("row 1").map(\.path) == ["Text[1]", "Text[#tag]"])
    #expect(snapshot.all("Text").count == 4)
    #expect(snapshot.first("Image") == nil)
  }
}

@Suite("Snapshot children")
struct SnapshotChildrenTests {
  private func node(_ index: Int) -> SnapshotNode {
    SnapshotNode(
      kind: "Text", label: "\(index)", path: "Text[\(index)]", children: [], attributes: [:],
      styles: [:])
  }

  @Test(
    "a vector of children keeps order, replaces one child and shares the rest",
    arguments: [
      0, 1, 31, 32, 33, 1_024, 1_025, 40_000,
    ])
  func persistentVector(count: Int) {
    let nodes = (0..<count).map(node)
    let children = SnapshotChildren(nodes)
    #expect(children.count == count)
    #expect(Array(children) == nodes)
    guard count > 0 else { return }
    for index in Set([0, count / 2, count - 1]) {
      let replaced = children.replacing(at: index, with: node(-1))
      #expect(replaced[index].label == "-1")
      #expect(children[index].label == "\(index)", "the original vector changed")
      var expected = nodes
      expected[index] = node(-1)
      #expect(Array(replaced) == expected)
      let other = (index + 1) % count
      if other != index { #expect(replaced[other].isShared(with: children[other])) }
    }
    // Moving every child: new frames, the same values, in place and in order.
    let moves = (0..<count).map {
      ChildPatch(
        slot: $0,
        movedTo: SnapshotNode.store(CGRect(x: Double($0), y: 1, width: 2, height: 3)))
    }
    let moved = children.applying(moves)
    #expect(moved.count == count)
    #expect((0..<count).allSatisfy { moved[$0].frame.minX == Double($0) })
    #expect((0..<count).allSatisfy { moved[$0].sharesValues(with: children[$0]) })
    #expect((0..<count).allSatisfy { moved[$0].label == "\($0)" })
    #expect((0..<count).allSatisfy { children[$0].frame == .zero }, "the original vector changed")
  }
}

import CadenceTesting
import Foundation
import Testing

@testable import Cadence

/// A leaf whose kind is its value: the same node renders under another kind when it changes.
private struct KindLeaf: LeafView, Equatable {
  let kind: String

  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    RenderItem(kind: kind, label: kind)
  }
}

private struct Places: View {
  @State private var kind = "Old"
  @State private var title = "a"
  var body: some View {
    VStack {
      Text(title)
      ForEach(["x", "y/z"], id: \.self) { id in Text(id) }
      HStack {
        KindLeaf(kind: kind)
        Button("change") {
          kind = "New"
          title = "b"
        }
      }
    }
  }
}

/// A rendered node without children keeps its parent's path and its own component's parts,
/// its path made when asked for (D68); a node with children keeps its path made.
@MainActor
@Suite("Snapshot places")
struct SnapshotPlaceTests {
  private func paths(_ snapshot: Snapshot) -> [String] {
    var found: [String] = []
    func visit(_ node: SnapshotNode) {
      found.append(node.path)
      node.children.forEach(visit)
    }
    snapshot.roots.forEach(visit)
    return found
  }

  @Test("leaves' paths read as every path did: kinds, indexes and identities, escaped")
  func leafPaths() {
    let host = ViewHost(Places())
    #expect(
      paths(host.snapshot()) == [
        "VStack[0]", "VStack[0]/Text[0]", "VStack[0]/Text[#x]", "VStack[0]/Text[#y%2Fz]",
        "VStack[0]/HStack[3]", "VStack[0]/HStack[3]/Old[0]", "VStack[0]/HStack[3]/Button[1]",
      ])
  }

  @Test("a leaf's path is made when asked for, under its container's own path")
  func leafPathMadeOnDemand() throws {
    let host = ViewHost(Places())
    let snapshot = host.snapshot()
    let stack = try #require(snapshot.roots.first)
    let text = try #require(stack.children.first)
    #expect(stack.storage.place.isMade)
    #expect(!text.storage.place.isMade)
    #expect(text.location.parent === stack.location)
    #expect(text.location.component == "Text[0]")
  }

  @Test("a leaf rendered again keeps its place; one whose kind changed keeps the name it had")
  func rerenderedLeafKeepsPlace() throws {
    let host = ViewHost(Places())
    _ = host.snapshot()
    try host.tap("change")
    let snapshot = host.snapshot()
    #expect(snapshot.first("b")?.path == "VStack[0]/Text[0]")
    // The path names the node as its container rendered it, until it renders it again.
    #expect(snapshot.first("New")?.path == "VStack[0]/HStack[3]/Old[0]")
    #expect(snapshot.first("New")?.kind == "New")
  }

  @Test("snapshots of one view in two hosts are equal; a row's move makes them unequal")
  func equalityByPlace() {
    let first = ViewHost(Places()).snapshot()
    let second = ViewHost(Places()).snapshot()
    #expect(first == second)
    #expect(first.roots.first?.hashValue == second.roots.first?.hashValue)
    // The same values at another index: the paths differ.
    let moved = ViewHost(
      VStack {
        Color.clear.frame(width: 0, height: 0)
        Text("a")
      }
    ).snapshot()
    let still = ViewHost(
      VStack {
        Text("a")
        Color.clear.frame(width: 0, height: 0)
      }
    ).snapshot()
    let movedText = moved.first("a")
    let stillText = still.first("a")
    #expect(movedText?.path == "VStack[0]/Text[1]")
    #expect(stillText?.path == "VStack[0]/Text[0]")
    #expect(movedText?.storage.hasSameLocation(as: stillText!.storage) == false)
  }

  @Test("an interaction's path is its node's")
  func interactionPath() throws {
    let runtime = ViewRuntime(root: Places(), startDate: Date(timeIntervalSinceReferenceDate: 0))
    runtime.mount()
    _ = runtime.snapshot()
    let interaction = try #require(runtime.interactions(.tap).first)
    #expect(interaction.path == "VStack[0]/HStack[3]/Button[1]")
  }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// `OutlineGroup` and hierarchical lists (Apple's documentation: each element with children
/// is a disclosure group whose content is its children, collapsed at first; an element
/// whose children are nil is a leaf row).
@MainActor
@Suite("Outline groups")
struct OutlineGroupTests {
  struct File: Identifiable {
    let name: String
    var children: [File]?
    var id: String { name }
  }

  static let tree = [
    File(
      name: "Documents",
      children: [File(name: "a.txt"), File(name: "Photos", children: [File(name: "b.png")])]),
    File(name: "notes.md"),
  ]

  @Test("a hierarchical list shows the top rows; expanding a group shows its children")
  func expandsLevelByLevel() throws {
    let host = ViewHost(List(Self.tree, children: \.children) { Text($0.name) })
    #expect(host.snapshot().first("notes.md") != nil)
    #expect(host.snapshot().first("a.txt") == nil)
    try host.tap("Documents")
    #expect(host.snapshot().first("a.txt") != nil)
    #expect(host.snapshot().first("b.png") == nil)
    try host.tap("Photos")
    #expect(host.snapshot().first("b.png") != nil)
    #expect(host.snapshot().allNodes.filter { $0.kind == "DisclosureGroup" }.count == 2)
  }

  @Test("an outline group of one root, and one identified by a key path")
  func rootAndKeyPath() throws {
    let root = ViewHost(OutlineGroup(Self.tree[0], children: \.children) { Text($0.name) })
    #expect(root.snapshot().first("Documents") != nil)
    let keyed = ViewHost(
      OutlineGroup(Self.tree, id: \.name, children: \.children) { Text($0.name) })
    try keyed.tap("Documents")
    #expect(keyed.snapshot().first("Photos") != nil)
  }

  @Test(
    "an outline group of one root identified by a key path (SwiftUI's init(_:id:children:content:) for a root)"
  )
  func rootIdentifiedByKeyPath() throws {
    let host = ViewHost(
      OutlineGroup(Self.tree[0], id: \.name, children: \.children) { Text($0.name) })
    #expect(host.snapshot().first("a.txt") == nil)
    try host.tap("Documents")
    #expect(host.snapshot().first("a.txt") != nil)
    #expect(host.snapshot().first("Photos") != nil)
  }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// Hierarchical lists with a selection, and editable lists identified by a key path with a
/// selection (SwiftUI's `List(_:children:selection:rowContent:)` and
/// `List(_:id:editActions:selection:rowContent:)`: a tapped row selects its identifier).
@MainActor
@Suite("Outline list selection")
struct OutlineListSelectionTests {
  struct Node: Identifiable, Hashable {
    let id: String
    var children: [Node]?
  }

  static let tree = [
    Node(id: "Animals", children: [Node(id: "Cat", children: nil)]),
    Node(id: "Plants", children: nil),
  ]

  @Test("a tapped row of a hierarchical list is selected")
  func outlineSelection() throws {
    struct Screen: View {
      @State var selected: String?
      var body: some View {
        VStack {
          List(OutlineListSelectionTests.tree, children: \.children, selection: $selected) { node in
            Text(node.id)
          }
          Text("selected \(selected ?? "none")")
        }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Plants")
    #expect(host.snapshot().first("selected Plants") != nil)
  }

  @Test("an editable list identified by a key path selects by that identifier")
  func editableSelection() throws {
    struct Screen: View {
      @State var names = ["Ada", "Grace"]
      @State var selected: String?
      var body: some View {
        VStack {
          List($names, id: \.self, editActions: .delete, selection: $selected) { $name in
            Text(name)
          }
          Text("selected \(selected ?? "none")")
        }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Grace")
    #expect(host.snapshot().first("selected Grace") != nil)
  }
}

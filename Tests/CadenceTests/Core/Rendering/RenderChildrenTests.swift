import CadenceTesting
import Foundation
import Testing

@testable import Cadence

/// A leaf that counts how often it is rendered.
@MainActor
private final class RenderCounter {
  var count = 0
}

private struct CountedLeaf: View, LeafView {
  typealias Body = Never
  let counter: RenderCounter

  static func isSame(_ a: CountedLeaf, _ b: CountedLeaf) -> Bool { a.counter === b.counter }
  static func prepareComparison() {}

  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    counter.count += 1
    return RenderItem(kind: "Counted", label: "counted")
  }
}

/// A button with a title, or with the counted leaf as its label.
private struct CountedButton: View {
  let counter: RenderCounter
  let title: String?
  @State private var taps = 0

  var body: some View {
    VStack {
      Button(title: title, label: CountedLeaf(counter: counter), role: nil) { taps += 1 }
      Text("taps \(taps)")
    }
  }
}

@MainActor
@Suite("Rendering a container's children")
struct RenderChildrenTests {
  @Test("a titled button reads as its title and its label is never rendered")
  func titledButtonLeavesItsLabelUnrendered() throws {
    let counter = RenderCounter()
    let host = ViewHost(CountedButton(counter: counter, title: "Go"))
    let button = try #require(host.snapshot().first("Button"))
    #expect(button.label == "Go")
    #expect(button.children.isEmpty)
    // SwiftUI shows the title; Cadence renders what it shows only (before: the label was
    // rendered, then dropped: 1).
    #expect(counter.count == 0)
    try host.tap("Go")
    #expect(host.snapshot().first("Text")?.label == "taps 1")
    #expect(counter.count == 0)
  }

  @Test("a button with a view label shows the label's node as its child")
  func labelledButtonRendersItsLabel() throws {
    let counter = RenderCounter()
    let host = ViewHost(CountedButton(counter: counter, title: nil))
    let button = try #require(host.snapshot().first("Button"))
    // It reads as its label's first text: there is none.
    #expect(button.label == nil)
    #expect(button.children.map(\.kind) == ["Counted"])
    #expect(counter.count == 1)
  }

  @Test("a path component is the kind and the index, or the kind and the identity")
  func pathComponents() {
    let cases: [(String, String?, Int)] = [
      ("Text", nil, 0), ("Button", nil, 12), ("Color", nil, -3), ("VStack", nil, Int.max),
      ("Text", "row 7", 0), ("Button", "42", 3), ("Émoji", "👋+1", 1), ("", "", 0),
      ("T", nil, 1_000_000), ("NavigationSplitView", "a-long-identity-past-15-bytes", 9),
    ]
    for (kind, identity, index) in cases {
      let expected = identity.map { "\(kind)[#\($0)]" } ?? "\(kind)[\(index)]"
      #expect(SnapshotPath.component(kind: kind, identity: identity, index: index) == expected)
    }
  }
}

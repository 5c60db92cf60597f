import CadenceTesting
import Foundation
import Testing

@testable import Cadence

/// `depth` custom views nested in one another around a button.
private struct Nested: View {
  let depth: Int
  var body: some View {
    if depth > 0 {
      Nested(depth: depth - 1)
    } else {
      Leaf()
    }
  }
}

/// `depth` stacks nested in one another, each in its own custom view, around a button.
private struct Stacked: View {
  let depth: Int
  var body: some View {
    VStack {
      if depth > 0 {
        Stacked(depth: depth - 1)
      } else {
        Leaf()
      }
    }
  }
}

private struct Leaf: View {
  @State private var taps = 0
  var body: some View {
    Button("Tap \(taps)") { withAnimation { taps += 1 } }
      .offset(x: Double(taps))
  }
}

@MainActor
@Suite("Deep trees")
struct DeepTreeTests {
  @Test("10,000 nested custom views mount, update, render and unmount (it overflowed at 5,000)")
  func nestedCustomViews() throws {
    var host: ViewHost<Nested>? = ViewHost(Nested(depth: 10_000))
    try host!.tap("Tap 0")
    host!.advance(by: 1)
    #expect(host!.snapshot().first("Tap 1")?["offset.x"] == 1)
    host = nil
  }

  @Test("10,000 nested stacks mount, update, render and unmount (it overflowed at 4,000)")
  func nestedStacks() throws {
    var host: ViewHost<Stacked>? = ViewHost(Stacked(depth: 10_000))
    try host!.tap("Tap 0")
    host!.advance(by: 1)
    let snapshot = host!.snapshot()
    #expect(snapshot.allNodes.count == 10_002)
    #expect(snapshot.first("Tap 1")?["offset.x"] == 1)
    let text = host!.render()
    #expect(text.hasPrefix("VStack frame.x="))
    #expect(text.split(separator: "\n")[1].hasPrefix("  VStack frame.x="))
    // Laid out all the way down: every stack of one view is that view's size.
    let button = try #require(snapshot.first("Tap 1")?.frame)
    #expect(snapshot.roots[0].frame == button)
    #expect(button.size == CGSize(width: 42.5, height: 21))
    host = nil
  }

  @Test("a deep snapshot stores one path component per node, not one path per node")
  func pathsAreShared() {
    let host = ViewHost(Stacked(depth: 1_000))
    let nodes = host.snapshot().allNodes
    // Each child's path extends its parent's stored path: 1,000 components in all, where
    // whole strings took 5 MB.
    var node = host.snapshot().roots[0]
    var levels = 0
    while let child = node.children.first {
      #expect(child.location.parent === node.location)
      #expect(child.location.component.count <= "Button[0]".count)
      node = child
      levels += 1
    }
    #expect(levels == 1_001)
    #expect(nodes.last?.path.hasPrefix("VStack[0]/VStack[0]/VStack[0]/") == true)
    #expect(nodes.last?.path.hasSuffix("/VStack[0]/Button[0]") == true)
  }
}

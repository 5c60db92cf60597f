import Foundation
import Testing

@testable import Cadence

/// A node's generic class is named once per view type and kept in the type's layout, and a
/// state box's class once per property (D63): a mount no longer looks them up. These check
/// that each type still gets its own class and each property its own slot.
@MainActor
@Suite("Node classes and slots")
struct NodeClassTests {
  /// A generic view: `Tagged<Int>` and `Tagged<String>` are two types, two layouts, two
  /// classes of node.
  private struct Tagged<Value>: View {
    let value: Value
    @State private var taps = 0
    var body: some View {
      Button("\(value) \(taps)") { taps += 1 }.opacity(0.5)
    }
  }

  private struct Rows: View {
    var body: some View {
      VStack {
        Tagged(value: 1)
        Tagged(value: "a")
        Tagged(value: 2).scaleEffect(2)
      }
    }
  }

  private func mounted(_ view: some View) -> ViewRuntime {
    let runtime = ViewRuntime(root: view, startDate: Date(timeIntervalSinceReferenceDate: 0))
    runtime.mount()
    _ = runtime.snapshot()
    return runtime
  }

  private func tap(_ label: String, in runtime: ViewRuntime) throws {
    let tap = try #require(runtime.interactions(.tap).first { $0.label == label }?.tap)
    runtime.send { tap() }
    _ = runtime.snapshot()
  }

  @Test(
    "views of one generic type with two element types mount in two classes of node, and keep their state apart"
  )
  func genericViewsGetTheirOwnClasses() throws {
    let runtime = mounted(Rows())
    try tap("1 0", in: runtime)
    try tap("a 0", in: runtime)
    try tap("a 1", in: runtime)
    #expect(runtime.snapshot().all("Button").compactMap(\.label) == ["1 1", "a 2", "2 0"])
    let kinds = runtime.mountedNodes.map { ObjectIdentifier(type(of: $0)) }
    let count = { (type: AnyClass) in kinds.filter { $0 == ObjectIdentifier(type) }.count }
    #expect(count(CompositeNode<Tagged<Int>>.self) == 2)
    #expect(count(CompositeNode<Tagged<String>>.self) == 1)
    // Each button's opacity is folded into the button's node, in an entry of its own class
    // (D65); the scale effect around a composite view keeps a node.
    #expect(count(RenderModifierNode<_OpacityEffect>.self) == 0)
    #expect(count(RenderModifierNode<_ScaleEffect>.self) == 1)
    let entries = runtime.mountedNodes.compactMap(\.foldedEffects).map {
      ObjectIdentifier(type(of: $0))
    }
    #expect(
      entries
        == Array(repeating: ObjectIdentifier(FoldedRenderModifier<_OpacityEffect>.self), count: 3))
  }

  /// Three states, a gesture state and a focus state: the first slot inline, the others in
  /// the slots' array.
  private struct Form: View {
    @State private var count = 0
    @State private var name = "a"
    @State private var flag = false
    @GestureState private var pressed = false
    @FocusState private var focused: Bool
    var body: some View {
      VStack {
        Button("count \(count)") { count += 1 }
        Button("name \(name)") { name += "b" }
        Button("flag \(flag) \(pressed) \(focused)") { flag.toggle() }
      }
    }
  }

  @Test("a view's state properties each keep their own slot across evaluations")
  func slots() throws {
    let runtime = mounted(Form())
    for label in ["count 0", "name a", "name ab", "flag false false false", "count 1"] {
      try tap(label, in: runtime)
    }
    #expect(
      runtime.snapshot().all("Button").compactMap(\.label) == [
        "count 2", "name abb", "flag true false false",
      ])
  }

  @Test("node slots read back what each slot was given, the first inline")
  func nodeSlots() {
    final class Box {}
    let boxes = [Box(), Box(), Box()]
    var one = NodeSlots(count: 1)
    #expect(one[0] == nil)
    one[0] = boxes[0]
    #expect(one[0] === boxes[0])
    var three = NodeSlots(count: 3)
    for index in 0..<3 { three[index] = boxes[2 - index] }
    #expect((0..<3).allSatisfy { three[$0] === boxes[2 - $0] })
    three[1] = nil
    #expect(three[0] === boxes[2] && three[1] == nil && three[2] === boxes[0])
  }
}

extension ViewRuntime {
  /// Every node of the mounted tree, parents before children.
  var mountedNodes: [_ViewNode] {
    var found: [_ViewNode] = []
    func visit(_ node: _ViewNode) {
      found.append(node)
      node.forEachChild(visit)
    }
    if let root = context.root { visit(root) }
    return found
  }
}

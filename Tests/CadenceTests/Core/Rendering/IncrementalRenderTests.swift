import CadenceTesting
import Foundation
import Testing

@testable import Cadence

/// A row with its own state: a tap animates its offset and shows or hides a swatch.
private struct Row: View {
  let id: Int
  let emphasis: Bool
  @State private var taps = 0

  var body: some View {
    HStack {
      Text("row \(id)")
      if taps % 2 == 1 { Color.blue.frame(width: 10, height: 10) }
      Button("tap \(id)") { withAnimation(.easeInOut(duration: 0.2)) { taps += 1 } }
    }
    .opacity(emphasis ? 1 : 0.5)
    .offset(x: CGFloat(taps * 4))
  }
}

/// Every kind of change the render pass must follow: rows inserted, removed and reordered,
/// rows' own state, animations, typed text, a toggle, a `ViewThatFits` choosing again, an
/// explicit identity changing, an environment value changing.
private struct Changing: View {
  @State private var ids = [0, 1, 2, 3, 4]
  @State private var step = 0
  @State private var next = 5
  @State private var name = ""
  @State private var on = false

  var body: some View {
    VStack {
      Button("mutate") { mutate() }
      TextField("name", text: $name)
      Toggle("flag", isOn: $on)
      ViewThatFits {
        Text(String(repeating: "w", count: step % 3 == 0 ? 200 : 2))
        Text("short")
      }
      ForEach(ids, id: \.self) { Row(id: $0, emphasis: $0 % 2 == step % 2) }
      Group {
        Text("footer \(step)").id(step / 3)
        if on { Text(name.isEmpty ? "nobody" : name) }
      }
      .font(step % 2 == 0 ? .title : .body)
    }
  }

  private func mutate() {
    var random = SplitMix(state: UInt64(step))
    step += 1
    switch random.below(4) {
    case 0:
      ids.insert(next, at: random.below(ids.count + 1))
      next += 1
    case 1:
      if !ids.isEmpty { ids.remove(at: random.below(ids.count)) }
    case 2:
      withAnimation(.spring) { ids.reverse() }
    default:
      break
    }
  }
}

@MainActor
@Suite("Incremental render pass")
struct IncrementalRenderTests {
  /// The snapshot the incremental pass builds must equal, node for node and path for path,
  /// the one rendered from scratch, whatever changed.
  @Test(
    "after any sequence of changes a snapshot equals the tree rendered from scratch",
    arguments: [20_261_201, 7, 1_000_003] as [UInt64])
  func incrementalEqualsScratch(seed: UInt64) throws {
    let host = ViewHost(Changing())
    var random = SplitMix(state: seed)
    for step in 0..<200 {
      switch random.below(6) {
      case 0, 1: try host.tap("mutate")
      case 2:
        let rows = host.snapshot().allNodes.filter {
          $0.kind == "Button" && $0.label?.hasPrefix("tap ") == true
        }
        if !rows.isEmpty { try host.tap(rows[random.below(rows.count)].label!) }
      case 3: try host.type(String(UnicodeScalar(UInt8(97 + random.below(26)))), into: "name")
      case 4: try host.toggle("flag")
      default: host.advance(by: Double(random.below(4)) * 0.03)
      }
      let incremental = host.snapshot()
      let scratch = host.snapshotFromScratch()
      #expect(
        incremental == scratch,
        """
        step \(step): the incremental snapshot differs from the scratch one
        incremental:
        \(SnapshotRenderer().render(incremental))
        scratch:
        \(SnapshotRenderer().render(scratch))
        """)
      if incremental != scratch { return }
    }
    #expect(host.statistics.renderedNodes > 0, "nothing was rendered incrementally")
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }

  /// N rows and one animated swatch.
  private struct Rows: View {
    let count: Int
    @State private var moved = false

    var body: some View {
      VStack(spacing: 0) {
        Color.orange.frame(width: 10, height: 10).offset(x: moved ? 100 : 0)
          .animation(.linear(duration: 1), value: moved)
        Button("go") { moved = true }
        ForEach(0..<count, id: \.self) { Text("row \($0)") }
      }
    }
  }

  @Test("a frame that moves one view of 1,000 renders it and its stack, and shares every row")
  func oneAnimatedViewRendersOnlyItsPath() throws {
    let host = ViewHost(Rows(count: 1_000))
    try host.tap("go")
    host.advance(frames: 1)
    let before = host.snapshot()
    let full = host.statistics.fullRenders
    let rendered = host.statistics.renderedNodes
    host.advance(frames: 1)
    let after = host.snapshot()
    // The swatch and the stack holding it: nothing else is rendered again.
    #expect(host.statistics.renderedNodes - rendered == 2)
    #expect(host.statistics.fullRenders == full)
    let old = before.roots[0].children
    let new = after.roots[0].children
    #expect(new[0]["offset.x"] != old[0]["offset.x"])
    #expect(!new[0].isShared(with: old[0]))
    #expect((1..<old.count).allSatisfy { new[$0].isShared(with: old[$0]) })
    #expect(after == host.snapshotFromScratch())
  }

  @Test("a full layout that moves every row of 1,000 gives each its new frame, sharing its values")
  func fullLayoutMovesRowsWithoutNewValues() {
    let host = ViewHost(Rows(count: 1_000))
    let before = host.snapshot()
    let rendered = host.statistics.renderedNodes
    // One point wider, the centred stack and every row in it move right by half a point: one
    // pixel at the default display scale of 2.
    host.size = CGSize(width: 391, height: 844)
    let after = host.snapshot()
    let old = before.roots[0].children
    let new = after.roots[0].children
    #expect(old.count == new.count)
    let moved = (0..<old.count).filter { new[$0].frame.minX != old[$0].frame.minX }
    #expect(moved.count == old.count)
    #expect((0..<old.count).allSatisfy { new[$0].sharesValues(with: old[$0]) })
    // Each row and the stack: no row rendered again from its view.
    #expect(host.statistics.renderedNodes - rendered == old.count + 1)
    #expect(after == host.snapshotFromScratch())
    // And back: the rows return to where they were.
    host.size = CGSize(width: 390, height: 844)
    #expect(host.snapshot() == before)
  }

  @Test("a tap finds its row among 1,000 without rendering the tree")
  func tapWithoutRendering() throws {
    struct TapRow: View {
      let index: Int
      @State private var selected = false
      var body: some View {
        Text("row \(index)").opacity(selected ? 0.5 : 1).onTapGesture { selected.toggle() }
      }
    }
    let host = ViewHost(
      VStack { ForEach(0..<1_000, id: \.self) { TapRow(index: $0) } })
    _ = host.snapshot()
    let full = host.statistics.fullRenders
    let rendered = host.statistics.renderedNodes
    try host.tap("row 500")
    #expect(host.statistics.fullRenders == full)
    // The tapped row's text (its opacity) and the stack: the lookup itself renders nothing.
    #expect(host.statistics.renderedNodes - rendered <= 2)
    #expect(host.snapshot().first("row 500")?["opacity"] == 0.5)
    #expect(host.statistics.renderedNodes - rendered == 2)
  }

  @Test("a tap reaches the second of two rows with the same label, in tree order")
  func tapSecondOfTwoLabels() throws {
    struct Pair: View {
      @State private var hits: [Int] = []
      var body: some View {
        VStack {
          Text("hits \(hits.map(String.init).joined(separator: ","))")
          HStack {
            Button("same") { hits.append(1) }
            VStack { Button("same") { hits.append(2) } }
          }
          Button("same") { hits.append(3) }
        }
      }
    }
    let host = ViewHost(Pair())
    try host.tap("same", index: 2)
    try host.tap("same", index: 1)
    try host.tap("same", index: 0)
    #expect(host.snapshot().first("hits 3,2,1") != nil)
  }

  /// SwiftUI compares a binding by its location and value: a view given a binding whose
  /// value changed is a changed view, and its body runs again.
  @Test("a child given a binding whose value changed evaluates its body again (SwiftUI)")
  func bindingValueChangeReevaluatesChild() throws {
    struct Child: View {
      @Binding var count: Int
      var body: some View { Text("count \(count)") }
    }
    struct Parent: View {
      @State private var count = 0
      var body: some View {
        VStack {
          Button("add") { count += 1 }
          Child(count: $count)
        }
      }
    }
    let host = ViewHost(Parent())
    try host.tap("add")
    #expect(host.snapshot().first("count 1") != nil)
    #expect(host.snapshotFromScratch().first("count 1") != nil)
  }
}

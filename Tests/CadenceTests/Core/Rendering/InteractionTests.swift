import CadenceTesting
import Foundation
import Testing

@testable import Cadence

/// Counts the renderings of a leaf.
@MainActor
private final class RenderCount {
  var value = 0
}

/// A tappable leaf that counts how often it is rendered.
private struct CountingButton: LeafView {
  let count: RenderCount
  let action: @MainActor () -> Void

  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    count.value += 1
    return RenderItem(kind: "CountingButton", label: "count", tap: action)
  }
}

private struct Counter: View {
  let count: RenderCount
  @State private var taps = 0

  var body: some View {
    VStack {
      CountingButton(count: count) { taps += 1 }
      Text("taps \(taps)")
    }
  }
}

/// Actions (tap closures, bindings, gestures) are kept by the render pass where the host reads
/// them: finding and running an interaction renders nothing.
@MainActor
@Suite("Interactions")
struct InteractionTests {
  @Test("a tap renders nothing: the host reads the actions the last rendering kept")
  func tapRendersNothing() throws {
    let count = RenderCount()
    let host = ViewHost(Counter(count: count))
    _ = host.snapshot()
    let rendered = count.value
    try host.tap("count")
    #expect(count.value == rendered, "the tap rendered the button again")
    // The tap worked, and the next snapshot shows it.
    #expect(host.snapshot().first("taps 1") != nil)
  }

  @Test("a tap after a change reads the actions of the rendering that change brought")
  func tapAfterChange() throws {
    let count = RenderCount()
    let host = ViewHost(Counter(count: count))
    try host.tap("count")
    try host.tap("count")
    try host.tap("count")
    #expect(host.snapshot().first("taps 3") != nil)
  }

  private struct Form: View {
    @State private var name = ""
    @State private var taps = 0
    var body: some View {
      VStack {
        Button("tap \(taps)") { taps += 1 }
        TextField("name", text: $name)
      }
    }
  }

  @Test("a button keeps its tap inline, a field its binding in a box: a tap alone boxes nothing")
  func tapInline() throws {
    let runtime = ViewRuntime(root: Form(), startDate: Date(timeIntervalSinceReferenceDate: 0))
    runtime.mount()
    _ = runtime.snapshot()
    let nodes = runtime.mountedNodes.filter(\.isRendered)
    let button = try #require(nodes.first { $0.renderRecord.frozen?.kind == "Button" })
    let field = try #require(nodes.first { $0.renderRecord.frozen?.kind == "TextField" })
    #expect(button.renderRecord.actions.tap != nil)
    #expect(button.renderRecord.actions.box == nil)
    #expect(field.renderRecord.actions.box?.text != nil)
    // Both still act.
    let tap = try #require(runtime.interactions(.tap).first?.tap)
    runtime.send { tap() }
    let text = try #require(runtime.interactions(.text).first?.text)
    runtime.send { text.wrappedValue = "Ada" }
    let snapshot = runtime.snapshot()
    #expect(snapshot.first("tap 1") != nil)
    #expect(snapshot.first("TextField")?.style("text") == "Ada")
    #expect(MemoryLayout<RenderRecord>.size <= 96)
  }
}

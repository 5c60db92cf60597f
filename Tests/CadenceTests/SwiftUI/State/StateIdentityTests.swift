import Cadence
import CadenceTesting
import Testing

private struct Tally: View {
  var title: String
  @State private var count = 0

  var body: some View {
    Button("\(title) \(count)") { count += 1 }
  }
}

private struct Parent: View {
  @State private var generation = 0
  @State private var showFirst = true
  @State private var resetID = 0

  var body: some View {
    VStack {
      Button("rebuild \(generation)") { generation += 1 }
      Button("switch") { showFirst.toggle() }
      Button("reset") { resetID += 1 }
      Tally(title: "kept")
      if showFirst {
        Tally(title: "first")
      } else {
        Tally(title: "second")
      }
      Tally(title: "identified").id(resetID)
    }
  }
}

@MainActor
@Suite("State and identity")
struct StateIdentityTests {
  private func labels(_ host: ViewHost<Parent>) -> [String] {
    host.snapshot().all("Button").compactMap(\.label).filter { !$0.hasPrefix("rebuild") }
  }

  @Test("state survives the parent's re-evaluation")
  func survivesParent() throws {
    let host = ViewHost(Parent())
    try host.tap("kept 0")
    try host.tap("kept 1")
    try host.tap("rebuild 0")
    #expect(host.snapshot().first("kept 2") != nil)
    #expect(host.snapshot().first("rebuild 1") != nil)
  }

  @Test("switching an if branch discards the other branch's state")
  func branchSwitchResets() throws {
    let host = ViewHost(Parent())
    try host.tap("first 0")
    #expect(host.snapshot().first("first 1") != nil)
    try host.tap("switch")
    #expect(host.snapshot().first("second 0") != nil)
    try host.tap("switch")
    #expect(host.snapshot().first("first 0") != nil, "state of the first branch was discarded")
  }

  @Test("a new explicit id is a new view with fresh state")
  func explicitIdentity() throws {
    let host = ViewHost(Parent())
    try host.tap("identified 0")
    try host.tap("identified 1")
    try host.tap("rebuild 0")
    #expect(host.snapshot().first("identified 2") != nil, "same id keeps state")
    try host.tap("reset")
    #expect(host.snapshot().first("identified 0") != nil)
  }

  @Test("a binding writes through to the state it projects")
  func bindingWritesThrough() throws {
    struct Form: View {
      @State var on = false
      var body: some View {
        VStack {
          Toggle("Flag", isOn: $on)
          Text(on ? "on" : "off")
        }
      }
    }
    let host = ViewHost(Form())
    try host.toggle("Flag")
    #expect(host.snapshot().first("on") != nil)
    #expect(host.snapshot().first("Flag")?.style("isOn") == "true")
  }

  @Test("a child's @Binding edits the parent's state")
  func childBinding() throws {
    struct Stepper: View {
      @Binding var value: Int
      var body: some View { Button("step") { value += 2 } }
    }
    struct Holder: View {
      @State var value = 1
      var body: some View {
        VStack {
          Stepper(value: $value)
          Text("value \(value)")
        }
      }
    }
    let host = ViewHost(Holder())
    try host.tap("step")
    #expect(host.snapshot().first("value 3") != nil)
  }

  @Test("AnyView replaces its content, and its state, when the type changes")
  func anyViewTypeChange() throws {
    struct Erased: View {
      @State var useText = false
      var body: some View {
        VStack {
          Button("swap") { useText.toggle() }
          if useText {
            AnyView(Text("text"))
          } else {
            AnyView(Tally(title: "tally"))
          }
          AnyView(useText ? AnyView(Text("plain")) : AnyView(Tally(title: "erased")))
        }
      }
    }
    let host = ViewHost(Erased())
    try host.tap("erased 0")
    #expect(host.snapshot().first("erased 1") != nil)
    try host.tap("swap")
    #expect(host.snapshot().first("plain") != nil)
    try host.tap("swap")
    #expect(host.snapshot().first("erased 0") != nil)
  }
}

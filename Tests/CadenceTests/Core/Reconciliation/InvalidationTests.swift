import Cadence
import CadenceTesting
import Testing

private struct Leaf: View {
  var index: Int
  var highlighted: Bool
  @State private var taps = 0

  var body: some View {
    Text("\(index):\(taps)\(highlighted ? "*" : "")")
      .onTapGesture { taps += 1 }
  }
}

private struct BigList: View {
  var count: Int
  @State private var highlighted = -1

  var body: some View {
    VStack {
      Button("highlight") { highlighted = 7 }
      ForEach(0..<count, id: \.self) { index in
        Leaf(index: index, highlighted: index == highlighted)
      }
    }
  }
}

@MainActor
@Suite("Invalidation")
struct InvalidationTests {
  @Test("mounting evaluates each body once")
  func mountCounts() {
    let host = ViewHost(BigList(count: 100))
    #expect(host.statistics.bodyEvaluations == 101)
  }

  @Test("a state change in one leaf of 10,000 evaluates only that leaf's body")
  func leafChange() throws {
    let host = ViewHost(BigList(count: 10_000))
    #expect(host.statistics.bodyEvaluations == 10_001)
    try host.tap("5000:0")
    #expect(host.statistics.bodyEvaluationsInLastUpdate == 1)
    #expect(host.snapshot().first("5000:1") != nil)
  }

  @Test("a parent change re-evaluates only the children whose inputs changed")
  func parentChange() throws {
    let host = ViewHost(BigList(count: 10_000))
    try host.tap("highlight")
    // The list itself and the one row whose `highlighted` input became true.
    #expect(host.statistics.bodyEvaluationsInLastUpdate == 2)
    #expect(host.snapshot().first("7:0*") != nil)
  }

  @Test("an update with nothing invalidated evaluates no body")
  func idleFrames() {
    let host = ViewHost(BigList(count: 10))
    host.advance(by: 0.1)
    #expect(host.statistics.bodyEvaluationsInLastUpdate == 0)
    #expect(host.statistics.bodyEvaluations == 11)
  }

  @Test("two writes to one view before an update evaluate its body once")
  func coalescing() throws {
    struct Twice: View {
      @State var a = 0
      @State var b = 0
      var body: some View {
        Button("both \(a) \(b)") {
          a += 1
          b += 1
        }
      }
    }
    let host = ViewHost(Twice())
    try host.tap("both 0 0")
    #expect(host.statistics.bodyEvaluationsInLastUpdate == 1)
  }

  @Test("writing state during body is reported, stored, and does not loop")
  func writeDuringBody() {
    struct Loopy: View {
      @State var count = 0
      var body: some View {
        count += 1
        return Text("count \(count)")
      }
    }
    let host = ViewHost(Loopy())
    host.advance(by: 0.05)
    let warnings = host.diagnostics.filter { $0.kind == .stateWrittenDuringBody }
    #expect(warnings.count == 1)
    #expect(warnings.first?.path == "Loopy")
    #expect(warnings.first?.message.contains("Modifying state during view update of Loopy") == true)
    #expect(host.statistics.bodyEvaluations == 1)
  }

  @Test("views that keep invalidating each other are cut off with a diagnostic")
  func runaway() {
    struct PingPong: View {
      @State var value = 0
      var body: some View {
        Text("\(value)").onAppear { value += 1 }.id(value)
      }
    }
    let host = ViewHost(PingPong())
    let warning = host.diagnostics.first { $0.kind == .updateDidNotSettle }
    #expect(warning != nil)
    #expect(warning?.message.contains("100 passes") == true)
  }
}

@MainActor
@Suite("Views without a body")
struct ViewWithoutBodyTests {
  @Test("a view whose Body is Never shows nothing and is reported, without a crash")
  func neverBody() {
    struct Hollow: View {
      typealias Body = Never
    }
    struct Holder: View {
      var body: some View {
        VStack {
          Text("before")
          Hollow()
        }
      }
    }
    let host = ViewHost(Holder())
    #expect(
      host.render() == """
        VStack frame.x=169.5 frame.y=411.5 frame.width=51 frame.height=21
          Text "before" frame.x=169.5 frame.y=411.5 frame.width=51 frame.height=21

        """)
    let warning = host.diagnostics.first { $0.kind == .viewWithoutBody }
    #expect(warning?.path == "Holder")
    #expect(warning?.message.hasPrefix("Hollow declares no body") == true)
  }
}

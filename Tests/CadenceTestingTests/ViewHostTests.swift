import Cadence
import CadenceTesting
import Testing

private struct Panel: View {
  @State private var text = ""
  @State private var taps = 0
  @State private var on = false

  var body: some View {
    VStack {
      TextField("Name", text: $text)
      Toggle("Enabled", isOn: $on)
      Button("Go") { taps += 1 }
      Color.gray.onTapGesture { taps += 10 }
      Color.red.onTapGesture { taps += 100 }
      Text("taps \(taps) text \(text) on \(on)")
    }
  }
}

@MainActor
@Suite("ViewHost")
struct ViewHostTests {
  @Test("mounts at t = 0 with the virtual wall clock at the start date")
  func mount() {
    let start = Date(timeIntervalSince1970: 1_000)
    let host = ViewHost(Panel(), startDate: start)
    #expect(host.time == 0)
    #expect(host.date == start)
    host.advance(by: 0.25)
    #expect(host.date == start.addingTimeInterval(0.25))
  }

  @Test("advance(by:) and advance(to:) are exact and run an update per frame while animating")
  func advancing() {
    let host = ViewHost(
      Color.gray.phaseAnimator([0.0, 1.0]) {
        $0.opacity($1)
      } animation: { _ in
        .linear
      },
      framesPerSecond: 60)
    let before = host.statistics.updates
    host.advance(by: 0.1)
    host.advance(by: 0.1)
    host.advance(by: 0.1)
    #expect(host.time == 0.3)
    // 18 frames at 60 Hz in 0.3 s; each target (0.1, 0.2, 0.3) lies on the grid.
    #expect(host.statistics.updates - before == 18)
    host.advance(to: 0.305)
    #expect(host.time == 0.305)
    #expect(host.statistics.updates - before == 19)
  }

  @Test("time never goes backwards; asking is a diagnostic")
  func backwards() {
    let host = ViewHost(Panel())
    host.advance(to: 1)
    host.advance(to: 0.5)
    host.advance(by: -1)
    host.advance(by: .nan)
    #expect(host.time == 1)
    #expect(host.diagnostics.filter { $0.kind == .timeWentBackwards }.count == 3)
  }

  @Test("tap matches a label first, then a kind with an index")
  func tapMatching() throws {
    let host = ViewHost(Panel())
    try host.tap("Go")
    try host.tap("Color", index: 1)
    try host.tap("gray")
    #expect(host.snapshot().first("taps 111 text  on false") != nil)
  }

  @Test("type appends each character and toggle flips")
  func typeAndToggle() throws {
    let host = ViewHost(Panel())
    try host.type("Ada", into: "Name")
    try host.toggle("Enabled")
    #expect(host.snapshot().first("taps 0 text Ada on true") != nil)
    #expect(host.snapshot().first("TextField")?.style("text") == "Ada")
  }

  @Test("tapping nothing throws an error that lists every tappable node")
  func tapError() {
    let host = ViewHost(Panel())
    let error = #expect(throws: ViewHostError.self) { try host.tap("Stop") }
    #expect(
      error?.description == """
        cannot tap "Stop" (index 0): no node with that label or kind; nodes to tap: \
        Button "Go" at VStack[0]/Button[2]; Color "gray" at VStack[0]/Color[3]; \
        Color "red" at VStack[0]/Color[4]
        """)
    #expect(host.diagnostics.last?.kind == .interactionFailed)
  }

  @Test("an index past the matches is an error too")
  func indexError() {
    let host = ViewHost(Panel())
    let error = #expect(throws: ViewHostError.self) { try host.tap("Color", index: 2) }
    #expect(error?.description.contains("2 nodes matched, so index 2 is out of range") == true)
    #expect(throws: ViewHostError.self) { try host.type("x", into: "Go") }
    #expect(throws: ViewHostError.self) { try host.toggle("Name") }
  }

  @Test("snapshot queries find nodes by label, then by kind, in tree order")
  func queries() throws {
    let snapshot = ViewHost(Panel()).snapshot()
    #expect(snapshot.all("Color").map(\.label) == ["gray", "red"])
    #expect(snapshot.first("red")?.path == "VStack[0]/Color[4]")
    #expect(snapshot.first("Missing") == nil)
    let field = try #require(snapshot.first("Name"))
    #expect(field.kind == "TextField")
    #expect(field.interactions == .text)
    #expect(field["offset.x"] == nil)
  }
}

import Cadence
import CadenceTesting
import Testing

private struct Implicit: View {
  @State var x: CGFloat = 0
  @State var unrelated = 0

  var body: some View {
    VStack {
      Color.green.offset(x: x).animation(.linear(duration: 1), value: x)
      Color.purple.offset(x: x).animation(.linear(duration: 1), value: unrelated)
      Color.orange.offset(x: x).transaction { $0.animation = .linear(duration: 2) }
      Button("move") { x = 100 }
      Button("both") {
        x = 200
        unrelated += 1
      }
      Button("disabled") {
        var transaction = Transaction(animation: .linear(duration: 4))
        transaction.disablesAnimations = true
        withTransaction(transaction) { x = 300 }
      }
    }
  }
}

private struct Pulse: ViewModifier, Animatable {
  var amount: Double

  var animatableData: Double {
    get { amount }
    set { amount = newValue }
  }

  func body(content: Content) -> some View {
    content.scaleEffect(1 + amount).opacity(1 - amount / 2)
  }
}

private struct Pulsing: View {
  @State var amount = 0.0
  var body: some View {
    Circle()
      .modifier(Pulse(amount: amount))
      .onTapGesture { withAnimation(.linear(duration: 1)) { amount = 1 } }
  }
}

private struct BadValues: View {
  @State var x: CGFloat = 0
  var body: some View {
    VStack {
      Color.red.offset(x: x)
      Button("nan") { withAnimation(.linear(duration: 1)) { x = .nan } }
      Button("bad duration") { withAnimation(.easeInOut(duration: -2)) { x = 40 } }
    }
  }
}

@MainActor
private func offsets(_ host: ViewHost<Implicit>) -> [Double] {
  ["green", "purple", "orange"].map { host.snapshot().first($0)?["offset.x"] ?? .nan }
}

@MainActor
@Suite("Transaction modifiers")
struct TransactionModifierTests {
  @Test(".animation(_:value:) animates only when its value changed")
  func implicitAnimation() throws {
    let host = ViewHost(Implicit())
    try host.tap("move")
    host.advance(to: 0.5)
    #expect(offsets(host) == [50, 100, 25])
    host.advance(to: 3)
    try host.tap("both")
    host.advance(to: 3.5)
    #expect(offsets(host) == [150, 150, 125])
  }

  @Test("disablesAnimations keeps .animation(_:value:) from overriding")
  func disablesAnimations() throws {
    let host = ViewHost(Implicit())
    try host.tap("disabled")
    host.advance(to: 1)
    // green and purple keep the transaction's own animation (4 s); orange's modifier
    // replaces it with 2 s.
    #expect(offsets(host) == [75, 75, 150])
  }

  @Test("an Animatable view modifier is evaluated with interpolated data")
  func animatableModifier() throws {
    let host = ViewHost(Pulsing())
    try host.tap("Circle")
    host.advance(to: 0.25)
    let circle = try #require(host.snapshot().first("Circle"))
    #expect(circle["scale.x"] == 1.25)
    #expect(circle["opacity"] == 0.875)
  }

  @Test("a non-finite value is reported and never reaches a snapshot")
  func nonFinite() throws {
    let host = ViewHost(BadValues())
    try host.tap("nan")
    host.advance(to: 0.5)
    #expect(host.snapshot().first("red")?["offset.x"] == 0)
    let warnings = host.diagnostics.filter { $0.kind == .nonFiniteValue }
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.contains("offset was given a non-finite value") == true)
    #expect(warnings.first?.path == "BadValues")
  }

  @Test("an invalid duration finishes at once with one warning naming the animation")
  func invalidDuration() throws {
    let host = ViewHost(BadValues())
    try host.tap("bad duration")
    #expect(host.snapshot().first("red")?["offset.x"] == 40)
    try host.tap("bad duration")
    let warnings = host.diagnostics.filter { $0.kind == .invalidAnimation }
    #expect(
      warnings.map(\.message) == [
        "easeInOut(duration: -2): duration -2.0 is not a finite, non-negative number of "
          + "seconds; the animation finishes at once (animating offset)"
      ])
  }

  @Test("a custom transaction key travels with the transaction")
  func transactionKey() {
    struct Origin: TransactionKey {
      static let defaultValue = "none"
    }
    var transaction = Transaction()
    #expect(transaction[Origin.self] == "none")
    transaction[Origin.self] = "tap"
    #expect(transaction[Origin.self] == "tap")
  }

  @Test("repeatForever keeps animating; removing the view stops it")
  func repeatForeverRuns() throws {
    struct Blinker: View {
      @State var on = false
      @State var shown = true
      var body: some View {
        VStack {
          if shown { Color.yellow.opacity(on ? 0 : 1) }
          Button("start") {
            withAnimation(.linear(duration: 0.5).repeatForever()) { on = true }
          }
          Button("hide") { shown = false }
        }
      }
    }
    let host = ViewHost(Blinker())
    try host.tap("start")
    // A colour animates as a colour: its label shows the presented components.
    host.advance(to: 10.25)
    #expect(host.snapshot().first("Color")?.label == "rgba(1, 0.8, 0, 0.5)")
    // Cycle 21 starts at 10.5 s and plays backwards from the target, opacity 0.
    host.advance(to: 10.5)
    #expect(host.snapshot().first("Color")?.label == "rgba(1, 0.8, 0, 0)")
    host.advance(to: 10.75)
    #expect(host.snapshot().first("Color")?.label == "rgba(1, 0.8, 0, 0.5)")
    try host.tap("hide")
    host.advance(to: 11)
    #expect(host.snapshot().first("Color") == nil)
    #expect(host.runningAnimations == 0)
  }
}

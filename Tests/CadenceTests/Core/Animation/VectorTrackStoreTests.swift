import Cadence
import CadenceTesting
import Testing

/// A box whose offset and opacity animate with `animation`, and which can be removed.
private struct Box: View {
  @State private var x: CGFloat = 0
  @State private var shown = true
  let animation: Animation

  var body: some View {
    VStack {
      if shown {
        Color.blue.offset(x: x).opacity(x > 50 ? 0.5 : 1)
      }
      Button("move") { withAnimation(animation) { x += 100 } }
      Button("back") { withAnimation(animation) { x -= 60 } }
      Button("remove") { shown = false }
    }
  }
}

/// Rows that move with `animations[i]` when "move" is tapped, and others that move with the
/// first animation when "later" is tapped.
private struct Rows: View {
  @State private var moved = false
  @State private var later = false
  let animations: [Animation]

  var body: some View {
    VStack {
      ForEach(0..<animations.count, id: \.self) { index in
        Color.red.offset(x: moved ? CGFloat(30 * index + 20) : 0)
          .animation(animations[index], value: moved)
      }
      ForEach(0..<3, id: \.self) { index in
        Color.green.offset(y: later ? CGFloat(-50 * index - 10) : 0)
          .animation(animations[0], value: later)
      }
      Button("move") { moved.toggle() }
      Button("later") { later.toggle() }
    }
  }
}

@MainActor
private func offsets(_ host: ViewHost<Rows>) -> [Double] {
  let snapshot = host.snapshot()
  return snapshot.all("red").map { $0["offset.x"] ?? .nan }
    + snapshot.all("green").map { $0["offset.y"] ?? .nan }
}

@MainActor
private func offset(_ host: ViewHost<Box>) -> Double {
  host.snapshot().first("blue")?["offset.x"] ?? .nan
}

@MainActor
@Suite("Frame tick of built-in animations")
struct VectorTrackStoreTests {
  /// `.speed(1)` changes no value but is not a plain animation, so it takes the general path
  /// (the animation's `animate`) while the plain one ticks in the runtime's store.
  @Test(
    "plain animations give exactly the values of the general path, interrupted or not",
    arguments: [
      Animation.linear(duration: 0.4), .easeInOut(duration: 0.4),
      .timingCurve(.circularEaseIn, duration: 0.4), .timingCurve(0.2, 0.9, 0.3, 1.4, duration: 0.4),
      .bouncy, .spring(response: 0.3, dampingFraction: 0.5), .default,
      .interpolatingSpring(stiffness: 170, damping: 10),
    ])
  func sameValuesAsGeneralPath(animation: Animation) throws {
    let plain = ViewHost(Box(animation: animation))
    let general = ViewHost(Box(animation: animation.speed(1)))
    for host in [plain, general] { try host.tap("move") }
    var instant = 0.0
    for step in 1...120 {
      instant = Double(step) / 120
      for host in [plain, general] {
        host.advance(to: instant)
        if step == 18 { try host.tap("back") }
      }
      #expect(offset(plain) == offset(general), "at \(instant) s")
      #expect(plain.runningAnimations == general.runningAnimations, "at \(instant) s")
    }
    plain.advance(to: 5)
    #expect(offset(plain) == 40)
    #expect(plain.runningAnimations == 0)
  }

  @Test("a view removed while it animates stops ticking")
  func removedWhileAnimating() throws {
    let host = ViewHost(Box(animation: .spring))
    try host.tap("move")
    host.advance(to: 0.1)
    #expect(host.runningAnimations == 2, "the offset and the opacity")
    try host.tap("remove")
    #expect(host.runningAnimations == 0)
    host.advance(to: 0.2)
    #expect(host.snapshot().first("blue") == nil)
    #expect(host.diagnostics.isEmpty)
  }

  /// The values one change starts with one animation share its timing: the tick computes the
  /// curve once for all of them. Each value must still be its own base plus its own interval
  /// times that fraction, exactly as its track would compute it alone.
  @Test("values started together with one animation share one timing and keep their own values")
  func sharedTimings() throws {
    let animations: [Animation] = [
      .easeInOut(duration: 0.5), .easeInOut(duration: 0.5), .linear(duration: 0.3),
      .easeInOut(duration: 0.5), .interpolatingSpring(stiffness: 120, damping: 9),
      .linear(duration: 0.3), .interpolatingSpring(stiffness: 120, damping: 9), .bouncy,
    ]
    let plain = ViewHost(Rows(animations: animations))
    let general = ViewHost(Rows(animations: animations.map { $0.speed(1) }))
    for host in [plain, general] { try host.tap("move") }
    plain.advance(to: 1.0 / 120)
    // easeInOut, linear and the interpolating spring: one timing each; the fluid spring
    // (`.bouncy`) keeps its own.
    #expect(plain.tickedTimings == 4)
    #expect(plain.runningAnimations == 8)
    for step in 2...150 {
      let instant = Double(step) / 120
      for host in [plain, general] {
        host.advance(to: instant)
        // The same animation from a later instant: a timing of its own.
        if step == 20 { try host.tap("later") }
        // Moving back interrupts the first change: new timings from this instant.
        if step == 40 { try host.tap("move") }
      }
      if step == 21 { #expect(plain.tickedTimings == 5, "the later rows' own timing") }
      #expect(offsets(plain) == offsets(general), "at \(instant) s")
      #expect(plain.runningAnimations == general.runningAnimations, "at \(instant) s")
    }
    plain.advance(to: 10)
    #expect(offsets(plain) == [0, 0, 0, 0, 0, 0, 0, 0, -10, -60, -110])
    #expect(plain.runningAnimations == 0)
    #expect(plain.tickedTimings == 0)
    #expect(plain.diagnostics.isEmpty)
  }
}

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
}

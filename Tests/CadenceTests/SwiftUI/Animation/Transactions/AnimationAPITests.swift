import Cadence
import CadenceTesting
import Foundation
import Testing

private struct Switcher: View {
  @State private var on = false
  @State private var count = 0
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  var body: some View {
    VStack {
      Toggle("Animated", isOn: $on.animation(.linear(duration: 1)))
      Color.green.frame(width: 10, height: 10).offset(x: on ? 100 : 0)
        .accessibilityIdentifier("knob")
      Color.red.frame(width: 10, height: 10)
        .offset(y: CGFloat(count) * 10)
        .transaction(value: count) { $0.animation = .linear(duration: 2) }
        .accessibilityIdentifier("counted")
      Color.blue.frame(width: 10, height: 10)
        .animation(.linear(duration: 1)) { content in
          content.opacity(on ? 0.2 : 1)
        }
        .offset(x: on ? 50 : 0)
        .accessibilityIdentifier("scoped")
      Text(reduceMotion ? "calm" : "lively")
      Button("Count") { count += 1 }
    }
  }
}

/// The rest of SwiftUI's animation API: `Binding.animation(_:)` ("Binding"),
/// `transaction(value:_:)`, `animation(_:body:)` ("animation(_:body:)": only the modifiers
/// inside the body animate), `\.accessibilityReduceMotion`, and `Animation`'s descriptions
/// (OpenSwiftUI's compatibility test: `DefaultAnimation()`,
/// `AnyAnimator(SwiftUI.DefaultAnimation())`).
@MainActor
@Suite("Animation API")
struct AnimationAPITests {
  @Test("a binding made with animation(_:) animates the changes made through it")
  func bindingAnimation() throws {
    let host = ViewHost(Switcher())
    try host.toggle("Animated")
    host.advance(by: 0.5)
    #expect(host.snapshot().first("knob")?["offset.x"] == 50)
  }

  @Test("transaction(value:_:) changes the transaction only when its value changed")
  func valueTransaction() throws {
    let host = ViewHost(Switcher())
    try host.tap("Count")
    host.advance(by: 1)
    #expect(host.snapshot().first("counted")?["offset.y"] == 5)
  }

  @Test("animation(_:body:) animates the modifiers in its body and nothing else")
  func scopedAnimation() throws {
    let host = ViewHost(Switcher())
    try host.toggle("Animated")
    host.advance(by: 0.5)
    let scoped = try #require(host.snapshot().first("scoped"))
    // The opacity inside the body animates along the scope's animation (1 → 0.2, half way);
    // the offset outside follows the binding's transaction (also linear over 1 s here).
    #expect(abs((scoped["opacity"] ?? 0) - 0.6) < 1e-9)
    #expect(scoped["offset.x"] == 25)
  }

  @Test("transaction(_:body:) changes the transaction of the modifiers in its body only")
  func scopedTransaction() throws {
    struct Scoped: View {
      @State var moved = false
      var body: some View {
        VStack {
          Color.blue.frame(width: 10, height: 10)
            .transaction {
              $0.animation = .linear(duration: 2)
            } body: { content in
              content.opacity(moved ? 0 : 1)
            }
            .offset(x: moved ? 100 : 0)
            .accessibilityIdentifier("scoped")
          Button("move") { withAnimation(.linear(duration: 1)) { moved = true } }
        }
      }
    }
    let host = ViewHost(Scoped())
    try host.tap("move")
    host.advance(by: 0.5)
    let scoped = try #require(host.snapshot().first("scoped"))
    // Inside: linear over 2 s, a quarter of the way (1 → 0.75); outside: over 1 s, half way.
    #expect(abs((scoped["opacity"] ?? 0) - 0.75) < 1e-9)
    #expect(scoped["offset.x"] == 50)
  }

  @Test("the host sets reduce motion in the environment")
  func reduceMotion() {
    let host = ViewHost(Switcher())
    #expect(host.snapshot().first("lively") != nil)
    host.accessibilityReduceMotion = true
    #expect(host.snapshot().first("calm") != nil)
  }

  @Test("animations describe themselves as SwiftUI's do")
  func descriptions() {
    #expect(Animation.default.description == "DefaultAnimation()")
    #expect(Animation.default.debugDescription == "AnyAnimator(Cadence.DefaultAnimation())")
  }
}

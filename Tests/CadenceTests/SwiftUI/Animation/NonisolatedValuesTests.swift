import Cadence
import CadenceTesting
import Foundation
import Testing

/// A view modifier for a transition, as apps write one.
private struct Iris: ViewModifier {
  let scale: CGFloat
  func body(content: Content) -> some View { content.scaleEffect(scale) }
}

extension AnyTransition {
  /// Declared as public code declares it: a nonisolated static property (SwiftUI does not
  /// isolate `modifier(active:identity:)` to the main actor).
  fileprivate static var iris: AnyTransition {
    .modifier(active: Iris(scale: 0.5), identity: Iris(scale: 1))
  }
}

/// Values built off the main actor, as SwiftUI allows (its `AnyTransition`, `Animation`,
/// `Color` and `Font` are not isolated): this file compiling in Swift 6 mode is most of the
/// test; the values then work on the main actor.
@Suite("Nonisolated values")
struct NonisolatedValuesTests {
  nonisolated static func values() -> (AnyTransition, Animation, Color, Font) {
    (.iris.combined(with: .opacity), .spring(duration: 0.3), .red.opacity(0.5), .title.bold())
  }

  @Test("a modifier transition made off the main actor runs its active state on insertion")
  @MainActor
  func modifierTransitionOffTheMainActor() async throws {
    let (transition, _, _, _) = await Task.detached { Self.values() }.value
    struct Shown: View {
      let transition: AnyTransition
      @State var shown = false
      var body: some View {
        VStack {
          if shown { Text("in").transition(transition) }
          Button("show") { withAnimation(.linear(duration: 1)) { shown = true } }
        }
      }
    }
    let host = ViewHost(Shown(transition: transition))
    try host.tap("show")
    host.advance(to: 0.5)
    // Halfway: the scale between 0.5 and 1, the opacity between 0 and 1.
    #expect(host.snapshot().first("in")?["scale.x"] == 0.75)
    #expect(host.snapshot().first("in")?["opacity"] == 0.5)
  }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// `sensoryFeedback` (Apple's documentation: the feedback plays when the trigger value
/// changes; with a condition, only when it holds for the old and new values; the closure form
/// plays the feedback it returns, none for nil).
@MainActor
@Suite("Sensory feedback")
struct SensoryFeedbackTests {
  struct Counter: View {
    @State var count = 0
    var body: some View {
      Button("add \(count)") { count += 1 }
        .sensoryFeedback(.increase, trigger: count)
        .sensoryFeedback(.success, trigger: count) { _, new in new.isMultiple(of: 2) }
        .sensoryFeedback(trigger: count) { old, new in
          new == 3 ? .impact(weight: .heavy, intensity: 0.5) : nil
        }
    }
  }

  @Test("a feedback plays on each change of its trigger its condition allows, as an event")
  func plays() throws {
    let host = ViewHost(Counter())
    #expect(host.snapshot().first("Button")?.style("sensoryFeedback") == nil)
    try host.tap("Button")
    try host.tap("Button")
    try host.tap("Button")
    // Each modifier plays for itself: the order among a view's modifiers is not specified.
    let played = host.events.filter { $0.kind == .feedback }.map(\.message).sorted()
    #expect(
      played == [
        "sensory feedback impact(heavy, 0.5)", "sensory feedback increase",
        "sensory feedback increase", "sensory feedback increase", "sensory feedback success",
      ])
    // The innermost modifier's record is the button's: `increase`, three times.
    let button = host.snapshot().first("add 3")
    #expect(button?.style("sensoryFeedback") == "increase")
    #expect(button?["sensoryFeedback.count"] == 3)
  }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// More forms of controls and of images and colours (Apple's documentation:
/// `onEditingChanged` is told when an edit of a slider or stepper begins and ends; a toggle
/// with a system image is labelled with both; `Color(_:bundle:)` and `Image(_:bundle:label:)`
/// name assets).
@MainActor
@Suite("Control forms")
struct ControlFormsTests {
  struct Controls: View {
    @State var volume = 0.5
    @State var count = 1
    @State var wifi = false
    @State var log: [String] = []
    var body: some View {
      VStack {
        Slider(value: $volume, in: 0...1) { log.append("slider \($0)") }
        Stepper("Count", value: $count, in: 0...5) { log.append("stepper \($0)") }
        Toggle("Wi-Fi", systemImage: "wifi", isOn: $wifi)
        Text("log \(log.joined(separator: ", "))")
        Color("Brand")
        Image("photo", label: Text("A photo"))
      }
    }
  }

  @Test("an adjustment is one whole edit; a toggle shows its image; assets read as names")
  func forms() throws {
    let host = ViewHost(Controls())
    try host.adjust("Slider", to: 0.75)
    try host.adjust("Count", to: 3)
    #expect(
      host.snapshot().first("log slider true, slider false, stepper true, stepper false") != nil)
    #expect(
      host.snapshot().allNodes.contains { $0.style("systemImage") == "wifi" || $0.label == "wifi" })
    try host.toggle("Wi-Fi")
    #expect(host.snapshot().first("Wi-Fi")?.style("isOn") == "true")
    #expect(host.snapshot().first("asset(Brand)") != nil)
    #expect(host.snapshot().first("photo")?.style("accessibilityLabel") == "A photo")
  }
}

/// Stepper's unbounded and label-first forms (Apple's documentation of
/// `Stepper(value:step:label:onEditingChanged:)`): a value without bounds steps freely; an
/// integer at its type's end stays there rather than trapping.
@MainActor
@Suite("Stepper forms")
struct StepperFormsTests {
  @Test("an unbounded integer stepper reports its edits and never traps at its type's end")
  func unboundedInteger() throws {
    struct Screen: View {
      @State var count = Int.max - 1
      @State var edits = 0
      var body: some View {
        VStack {
          Stepper(value: $count) {
            Text("count")
          } onEditingChanged: { editing in
            if editing { edits += 1 }
          }
          Text("count \(count == Int.max ? "max" : "below") edits \(edits)")
        }
      }
    }
    let host = ViewHost(Screen())
    // Regression: a step past what Int holds (Int.max − 1 + 1, as a Double, rounds to 2^63)
    // trapped converting back. Cadence steps a value as a Double, so at this size the value
    // is kept; each tap is still an edit.
    try host.tap("increment")
    try host.tap("increment")
    #expect(host.snapshot().first("count below edits 2") != nil)
  }

  @Test("an unbounded floating-point stepper with a title steps below zero")
  func unboundedDouble() throws {
    struct Screen: View {
      @State var level = 0.5
      var body: some View {
        VStack {
          Stepper("level", value: $level, step: 0.25)
          Text("level \(level)")
        }
      }
    }
    let host = ViewHost(Screen())
    for _ in 0..<3 { try host.tap("decrement") }
    #expect(host.snapshot().first("level -0.25") != nil)
  }
}

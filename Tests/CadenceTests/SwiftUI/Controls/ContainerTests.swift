import Cadence
import CadenceTesting
import Foundation
import TestScenes
import Testing

/// Pickers, steppers, sliders and disabled buttons in a form, as a host drives them.
@MainActor
@Suite("Controls in a form")
struct ContainerTests {
  @Test("pickers, steppers and sliders take input from the host")
  func controls() throws {
    let host = ViewHost(Settings())
    try host.tap("Mint")
    #expect(host.snapshot().first("Picker")?.style("selection") == "Mint")
    #expect(host.snapshot().first("Mint")?.style("selected") == "true")
    try host.tap("increment")
    #expect(host.snapshot().first("Stepper")?["value"] == 3)
    try host.tap("increment")  // clamped to the range
    #expect(host.snapshot().first("Stepper")?["value"] == 3)
    #expect(host.snapshot().first("ProgressView")?["fractionCompleted"] == 1)
    try host.adjust("Scoops", to: 1)
    #expect(host.snapshot().first("Stepper")?["value"] == 1)
    try host.adjust("volume", to: 0.6)  // rounded to the 0.25 step
    #expect(host.snapshot().first("volume")?["value"] == 0.5)
    try host.adjust("volume", to: 7)
    #expect(host.snapshot().first("volume")?["value"] == 1)
  }

  @Test("a disabled button takes no taps and says so")
  func disabled() throws {
    let host = ViewHost(Settings())
    #expect(host.snapshot().first("Locked")?.style("disabled") == "true")
    #expect(throws: ViewHostError.self) { try host.tap("Locked") }
    #expect(host.snapshot().first("deleted 0") != nil)
  }
}

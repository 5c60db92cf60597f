import Cadence
import CadenceTesting
import Foundation
import Testing

/// `Gauge`, `ControlGroup` and `EditButton` (SwiftUI's documentation: a gauge shows a value's
/// place in a range; an edit button toggles the environment's edit mode, "Edit" then "Done").
@MainActor
@Suite("Gauges, control groups and editing")
struct GaugeAndEditingTests {
  @Test("a gauge records its value's place in its range, clamped; a NaN is reported and shows 0")
  func gauge() {
    let host = ViewHost(
      VStack {
        Gauge(value: 30.0, in: 20...70) {
          Text("Temperature")
        } currentValueLabel: {
          Text("30°")
        }
        Gauge(value: 2.0) { Text("Over") }
        Gauge(value: Double.nan) { Text("Broken") }
      })
    let gauges = host.snapshot().allNodes.filter { $0.kind == "Gauge" }
    #expect(gauges.map { $0["fractionCompleted"] } == [0.2, 1, 0])
    #expect(host.snapshot().first("30°") != nil)
    #expect(
      host.diagnostics.map(\.message).contains(
        "Gauge: the value nan in 0.0...1.0 is not a place in a range; 0 is shown"))
  }

  @Test("an edit button toggles the edit mode it finds, and is disabled without one")
  func editButton() throws {
    struct Editor: View {
      @State var mode = EditMode.inactive
      var body: some View {
        VStack {
          EditButton()
          Text(mode.isEditing ? "editing" : "viewing")
        }
        .environment(\.editMode, $mode)
      }
    }
    let host = ViewHost(Editor())
    try host.tap("Edit")
    #expect(host.snapshot().first("editing") != nil)
    #expect(host.snapshot().first("Done") != nil)
    try host.tap("Done")
    #expect(host.snapshot().first("viewing") != nil)
    #expect(ViewHost(EditButton()).snapshot().first("Edit")?.style("disabled") == "true")
  }

  @Test("a control group lays its controls in a row")
  func controlGroup() {
    let host = ViewHost(
      ControlGroup {
        Button("A") {}
        Button("B") {}
      })
    let a = host.snapshot().first("A")!.frame
    let b = host.snapshot().first("B")!.frame
    #expect(abs(a.maxX - b.minX) < 1e-9)
    #expect(a.minY == b.minY)
  }
}

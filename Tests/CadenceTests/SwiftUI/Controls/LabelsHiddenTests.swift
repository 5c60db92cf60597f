import Cadence
import CadenceTesting
import Foundation
import Testing

/// `labelsHidden()` "hides the labels of any controls contained within this view. Use this
/// modifier when you want to omit a label from one or more controls in your user interface"
/// (Apple's documentation), while the label still describes the control. iOS's sizes: a switch
/// is 51 × 31 points; a stepper's two buttons here are `−` and `+`, 8 points apart.
@MainActor
@Suite("Hidden labels")
struct LabelsHiddenTests {
  struct Settings: View {
    @State var isOn = false
    @State var count = 0
    var body: some View {
      VStack {
        Toggle("Wi-Fi", isOn: $isOn)
        Stepper("Count \(count)", value: $count)
        Text(isOn ? "on" : "off")
      }
    }
  }

  @Test("a toggle with its label hidden is its switch alone, and still found by its label")
  func toggle() throws {
    let shown = ViewHost(Settings())
    #expect(shown.snapshot().first("Wi-Fi")?.frame.width == 390)
    let hidden = ViewHost(Settings().labelsHidden())
    let toggle = try #require(hidden.snapshot().first("Wi-Fi"))
    #expect(toggle.frame.size == CGSize(width: 51, height: 31))
    #expect(hidden.snapshot().allNodes.contains { $0.style("labelsHidden") == "true" })
    try hidden.toggle("Wi-Fi")
    #expect(hidden.snapshot().first("on") != nil)
  }

  @Test("a stepper with its label hidden is its buttons alone; the label names it")
  func stepper() throws {
    let host = ViewHost(Settings().labelsHidden())
    let stepper = try #require(host.snapshot().first("Stepper"))
    let minus = try #require(host.snapshot().first("−")?.frame)
    let plus = try #require(host.snapshot().first("+")?.frame)
    #expect(stepper.frame.width == minus.width + 8 + plus.width)
    #expect(stepper.label == "Count 0")
    try host.tap("+")
    #expect(host.snapshot().first("Stepper")?.label == "Count 1")
  }
}

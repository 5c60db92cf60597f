import Cadence
import CadenceTesting
import Foundation
import Testing

/// SwiftUI's deprecated control forms (Apple's documentation of each: the label given last,
/// or first; the styles' tint): each does what its current form does.
@MainActor
@Suite("Deprecated control forms")
struct ControlsDeprecatedTests {
  struct Settings: View {
    @State var volume = 0.5
    @State var count = 0
    @State var flavour = "vanilla"
    @State var text = ""
    @State var committed = 0
    var body: some View {
      Form {
        Slider(value: $volume, in: 0...1, onEditingChanged: { _ in }) { Text("Volume") }
        Slider(value: $volume) { Text("Plain volume") }
        Stepper(value: $count, step: 2, onEditingChanged: { _ in }) { Text("Count \(count)") }
        Picker(selection: $flavour, label: Text("Flavour")) {
          Text("vanilla").tag("vanilla")
          Text("mint").tag("mint")
        }
        TextField("Note", text: $text, onCommit: { committed += 1 })
        Section(footer: Text("footnote")) { Text("row") }
        GroupBox(label: Text("Box")) { Text("boxed") }
        Text("volume \(volume) count \(count) flavour \(flavour) committed \(committed)")
        Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .green))
        ProgressView(value: 0.3).progressViewStyle(LinearProgressViewStyle(tint: .orange))
      }
    }
  }

  @Test("label-last sliders and steppers, a label-first picker, a committing field")
  func controls() throws {
    let host = ViewHost(Settings())
    try host.adjust("Volume", to: 0.25)
    try host.adjust("Count 0", to: 2)
    try host.type("hi", into: "Note")
    try host.submit("Note")
    #expect(host.snapshot().first("volume 0.25 count 2 flavour vanilla committed 1") != nil)
    #expect(host.snapshot().first("footnote") != nil)
    #expect(host.snapshot().first("boxed") != nil)
    #expect(host.snapshot().first("Box") != nil)
  }

  @Test("a tinted switch and a tinted bar carry their tint")
  func tints() {
    let snapshot = ViewHost(Settings()).snapshot()
    #expect(snapshot.first("Wi-Fi")?.style("tint") == "green")
    #expect(snapshot.first("ProgressView")?.style("tint") == "orange")
  }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// A pressable style in the style people write: it shrinks while pressed.
private struct PressableStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(10)
      .background(configuration.isPressed ? Color.gray : Color.blue)
      .scaleEffect(configuration.isPressed ? 0.9 : 1)
  }
}

private struct Buttons: View {
  @State private var taps = 0
  var body: some View {
    VStack {
      Button("Press me") { taps += 1 }.buttonStyle(PressableStyle())
      Button("Bordered") {}.buttonStyle(.bordered)
      Button("Prominent") {}.buttonStyle(.borderedProminent).tint(.pink)
      Text("taps \(taps)")
    }
  }
}

/// Button styles ("ButtonStyle", "ButtonStyleConfiguration.isPressed"): a custom style draws
/// the label and sees `isPressed` true while a finger is down on the button; the system
/// styles are recorded by name.
@MainActor
@Suite("Button styles")
struct ButtonStyleTests {
  @Test("a custom style's button is pressed while a finger is down, and still taps")
  func pressed() throws {
    let host = ViewHost(Buttons())
    let button = try #require(host.snapshot().first("Press me"))
    #expect(button.kind == "Button")
    // The style's body is the button's content: its text scales.
    func label() -> SnapshotNode? {
      host.snapshot().all("Press me").first { $0.kind == "Text" }
    }
    #expect(label()?["scale.x"] == 1)
    try host.startLongPress("Press me", duration: 1)
    host.advance(by: 0.5)
    #expect(label()?["scale.x"] == 0.9)
    #expect(label()?.style("background") == "gray")
    host.advance(by: 0.6)
    #expect(label()?["scale.x"] == 1)
    try host.tap("Press me")
    #expect(host.snapshot().first("taps 1") != nil)
    #expect(host.diagnostics.isEmpty)
  }

  @Test("system styles and the tint are recorded on the buttons")
  func systemStyles() {
    let snapshot = ViewHost(Buttons()).snapshot()
    #expect(snapshot.first("Bordered")?.style("buttonStyle") == "bordered")
    #expect(snapshot.first("Prominent")?.style("buttonStyle") == "borderedProminent")
    #expect(snapshot.first("Prominent")?.style("tint") == "pink")
  }
}

import Cadence
import CadenceTesting
import Testing

/// Apple's documentation of `accessibilityQuickAction(style:content:)`: a button performed by
/// watchOS's double tap, shown as an outline or a prompt. Headless, the button is mounted
/// invisible behind the view and the host performs it with a tap on its label.
@MainActor
@Suite("Accessibility quick actions")
struct AccessibilityQuickActionTests {
  struct Player: View {
    @State var playing = false
    @State var prompting = true
    var body: some View {
      Text(playing ? "playing" : "paused")
        .accessibilityQuickAction(style: .prompt, isActive: $prompting) {
          Button(playing ? "Pause" : "Play") { playing.toggle() }
        }
        .accessibilityQuickAction(style: .outline) {
          Button("Skip") {}
        }
    }
  }

  @Test("the quick action's button performs it; its style and activity are recorded")
  func performs() throws {
    let host = ViewHost(Player())
    let play = try #require(host.snapshot().first("Play"))
    #expect(play.style("accessibilityQuickAction") == "prompt")
    #expect(play.style("accessibilityQuickAction.isActive") == "true")
    #expect(play["opacity"] == 0)
    #expect(host.snapshot().first("Skip")?.style("accessibilityQuickAction") == "outline")
    try host.tap("Play")
    #expect(host.snapshot().first("playing") != nil)
    #expect(host.snapshot().first("Pause") != nil)
  }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// Toggle and group box styles (SwiftUI's documentation of `ToggleStyle`: a custom style's
/// `makeBody(configuration:)` draws the toggle and switches it through `configuration.isOn`;
/// `.button` is a button showing its state; of `GroupBoxStyle`: a custom style draws the
/// label and content it is given).
@MainActor
@Suite("Toggle and group box styles")
struct ToggleStyleTests {
  struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        Text(configuration.isOn ? "[x]" : "[ ]")
        configuration.label
      }
      .onTapGesture { configuration.isOn.toggle() }
    }
  }

  struct Settings: View {
    @State var wifi = false
    @State var bold = false
    var body: some View {
      VStack {
        Toggle("Wi-Fi", isOn: $wifi).toggleStyle(CheckboxStyle())
        Toggle("Bold", isOn: $bold).toggleStyle(.button)
        Text("wifi \(wifi) bold \(bold)")
      }
    }
  }

  @Test("a custom style draws the toggle and switches it; a button toggle switches on a tap")
  func customAndButtonStyles() throws {
    let host = ViewHost(Settings())
    #expect(host.snapshot().first("[ ]") != nil)
    try host.tap("HStack")
    #expect(host.snapshot().first("[x]") != nil)
    #expect(host.snapshot().first("Bold")?.style("toggleStyle") == "button")
    try host.tap("Bold")
    #expect(host.snapshot().first("wifi true bold true") != nil)
  }

  struct CardStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(spacing: 2) {
        configuration.label
        configuration.content
      }
      .padding(4)
    }
  }

  @Test("a custom group box style draws its label and content; the default one a filled box")
  func groupBoxStyles() {
    let custom = ViewHost(GroupBox("Title") { Text("body") }.groupBoxStyle(CardStyle()))
    #expect(custom.snapshot().first("GroupBox") == nil)
    let title = custom.snapshot().first("Title")!.frame
    let body = custom.snapshot().first("body")!.frame
    #expect(body.minY - title.maxY == 2)
    let standard = ViewHost(GroupBox("Title") { Text("body") })
    #expect(standard.snapshot().first("GroupBox") != nil)
  }
}

/// Switching a control between a custom style and none in place (SwiftUI's styles are
/// environment values: taking one away draws the control as the system does).
@MainActor
@Suite("Style switching")
struct StyleSwitchingTests {
  struct Outlined: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label.padding(4)
    }
  }

  /// Reads the environment a custom style sets, to set it again elsewhere.
  struct Capture: View {
    @Environment(\.self) var environment
    let sink: (EnvironmentValues) -> Void
    var body: some View {
      Color.clear.frame(width: 1, height: 1).onAppear { sink(environment) }
    }
  }

  struct Flipper: View {
    @State var styled: EnvironmentValues?
    @State var custom = true
    @State var on = false
    var body: some View {
      VStack {
        Capture { styled = $0 }
          .buttonStyle(Outlined()).toggleStyle(ToggleStyleTests.CheckboxStyle())
        Group {
          Button {
          } label: {
            Text("Plain label")
          }
          Toggle(isOn: $on) { Text("Checkbox label") }
        }
        .environment(\.self, (custom ? styled : nil) ?? EnvironmentValues())
        Button("flip") { custom.toggle() }
      }
    }
  }

  @Test("a control whose custom style goes away in place shows its own label again")
  func styleGoesAway() throws {
    let host = ViewHost(Flipper())
    // Regression: the control mounted in place of the styled body had no content.
    #expect(host.snapshot().first("[ ]") != nil)
    try host.tap("flip")
    #expect(host.snapshot().first("[ ]") == nil)
    #expect(host.snapshot().first("Checkbox label") != nil)
    #expect(host.snapshot().first("Plain label") != nil)
  }

  /// Adds a caption to the system's switch, through `Toggle(configuration)`.
  struct CaptionedStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        Toggle(configuration)
        Text(configuration.isOn ? "enabled" : "disabled")
      }
    }
  }

  /// Draws the toggle as the system's button style does.
  struct DelegatingStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      ButtonToggleStyle().makeBody(configuration: configuration)
    }
  }

  @Test(
    "Toggle(configuration) is a system toggle inside a custom style; a system style's body is one")
  func configurationToggle() throws {
    struct Screen: View {
      @State var sync = false
      @State var dark = false
      var body: some View {
        VStack {
          Toggle("Sync", isOn: $sync).toggleStyle(CaptionedStyle())
          Toggle("Dark", isOn: $dark).toggleStyle(DelegatingStyle())
          Text("sync \(sync) dark \(dark)")
        }
      }
    }
    let host = ViewHost(Screen())
    #expect(host.snapshot().first("disabled") != nil)
    try host.toggle("Sync")
    #expect(host.snapshot().first("enabled") != nil)
    #expect(host.snapshot().first("Dark")?.style("toggleStyle") == "button")
    try host.tap("Dark")
    #expect(host.snapshot().first("sync true dark true") != nil)
  }
}

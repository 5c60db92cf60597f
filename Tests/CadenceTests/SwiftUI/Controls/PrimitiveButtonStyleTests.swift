import Cadence
import CadenceTesting
import Foundation
import Testing

/// Custom primitive button styles (SwiftUI's documentation of `PrimitiveButtonStyle`: the
/// style's body replaces the button and decides how it is triggered, with
/// `configuration.trigger()`; `Button(configuration)` makes a standard button of it).
@MainActor
@Suite("Primitive button styles")
struct PrimitiveButtonStyleTests {
  /// Triggers on a long press only (a tap does nothing).
  struct LongPressStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label
        .padding(4)
        .onLongPressGesture(minimumDuration: 0.5) { configuration.trigger() }
        .accessibilityIdentifier("hold")
    }
  }

  /// Wraps the standard button with a border of its own.
  struct FramedStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      Button(configuration).border(Color.red)
    }
  }

  struct Screen: View {
    @State var count = 0
    var body: some View {
      VStack {
        Text("count \(count)")
        Button("Add") { count += 1 }.buttonStyle(LongPressStyle())
        Button("Add ten") { count += 10 }.buttonStyle(FramedStyle())
        Button("Remove", role: .destructive) { count -= 1 }
          .buttonStyle(BorderedButtonStyle())
        Button("Link") { count += 100 }.buttonStyle(.link)
      }
    }
  }

  @Test("a custom style decides how the button is triggered: here a long press, not a tap")
  func customTrigger() throws {
    let host = ViewHost(Screen())
    #expect(throws: ViewHostError.self) { try host.tap("hold") }
    #expect(host.snapshot().first("count 0") != nil)
    try host.longPress("hold")
    #expect(host.snapshot().first("count 1") != nil)
  }

  @Test("Button(configuration) is a standard button that runs the action; system styles are named")
  func configurationButton() throws {
    let host = ViewHost(Screen())
    try host.tap("Add ten")
    #expect(host.snapshot().first("count 10") != nil)
    #expect(host.snapshot().first("Add ten")?.kind == "Button")
    #expect(host.snapshot().first("Remove")?.style("buttonStyle") == "bordered")
    #expect(host.snapshot().first("Remove")?.style("role") == "destructive")
    #expect(host.snapshot().first("Link")?.style("buttonStyle") == "link")
    try host.tap("Link")
    #expect(host.snapshot().first("count 110") != nil)
  }

  struct Switching: View {
    @State var custom = true
    var body: some View {
      VStack {
        if custom {
          Button("Go") { custom = false }.buttonStyle(FramedStyle())
        } else {
          Button("Go") { custom = true }.buttonStyle(.borderless)
        }
        Button("Flip") { custom.toggle() }
          .buttonStyle(SwitchStyle(custom: custom))
      }
    }
  }

  /// A custom style on one update and a system one on the next.
  struct SwitchStyle: PrimitiveButtonStyle {
    let custom: Bool
    func makeBody(configuration: Configuration) -> some View {
      Button(configuration).accessibilityIdentifier(custom ? "custom flip" : "system flip")
    }
  }

  @Test("a button moves between a custom style and none without losing its action")
  func switchingStyles() throws {
    struct Toggling: View {
      @State var styled = true
      @State var count = 0
      var body: some View {
        VStack {
          Text("count \(count)")
          if styled {
            Button("Tap") { count += 1 }.buttonStyle(FramedStyle())
          } else {
            Button("Tap") { count += 1 }
          }
          Button("Switch") { styled.toggle() }
        }
      }
    }
    let host = ViewHost(Toggling())
    try host.tap("Tap")
    try host.tap("Switch")
    try host.tap("Tap")
    try host.tap("Switch")
    try host.tap("Tap")
    #expect(host.snapshot().first("count 3") != nil)
    let switching = ViewHost(Switching())
    try switching.tap("Go")
    try switching.tap("Go")
    #expect(switching.snapshot().first("Go") != nil)
  }
}

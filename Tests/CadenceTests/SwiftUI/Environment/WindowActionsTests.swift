import Cadence
import CadenceTesting
import Foundation
import Testing

/// `openWindow` and `dismissWindow` (Apple's documentation of `OpenWindowAction` and
/// `DismissWindowAction`): a host has one window, so each request is an `interaction` event
/// naming the scene's identifier and the value.
@MainActor
@Suite("Window actions")
struct WindowActionsTests {
  @Test("opening and dismissing windows are recorded with their identifiers and values")
  func requests() throws {
    struct Screen: View {
      @Environment(\.openWindow) private var openWindow
      @Environment(\.dismissWindow) private var dismissWindow
      var body: some View {
        VStack {
          Button("Open") { openWindow(id: "editor", value: 42) }
          Button("Close") { dismissWindow() }
        }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Open")
    try host.tap("Close")
    let messages = host.events.filter { $0.kind == .interaction }.map(\.message)
    #expect(messages.contains("openWindow id: editor value: 42"))
    #expect(messages.contains("dismissWindow"))
  }
}

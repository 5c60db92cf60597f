import Cadence
import CadenceTesting
import Foundation
import Testing

private struct Counter: View {
  @State var count = 0
  @Environment(\.scenePhase) var phase
  var body: some View {
    VStack {
      Text("count \(count) \(phase == .active ? "active" : "not active")")
      Button("add") { count += 1 }
    }
  }
}

private struct CounterApp: App {
  var body: some Scene {
    Settings { Text("settings") }
    WindowGroup("Counter") { Counter() }
    Window("About", id: "about") { Text("about") }
  }
}

private struct Composite: Scene {
  var body: some Scene { WindowGroup(id: "main") { Text("composite") } }
}

private struct CompositeApp: App {
  var body: some Scene { Composite() }
}

private struct SettingsOnly: App {
  var body: some Scene { Settings { Text("settings") } }
}

/// Apps and scenes (SwiftUI's `App`, `Scene`, `WindowGroup`): a test hosts the content of an
/// app's first window; `scenePhase` is active unless the host changes it.
@MainActor
@Suite("Apps and scenes")
struct AppTests {
  @Test("ViewHost(app:) hosts the first window's content, skipping settings")
  func firstWindow() throws {
    let host = ViewHost(app: CounterApp())
    #expect(host.snapshot().first("count 0 active") != nil)
    try host.tap("add")
    #expect(host.snapshot().first("count 1 active") != nil)
    host.setEnvironment(\.scenePhase, .background)
    #expect(host.snapshot().first("count 1 not active") != nil)
  }

  @Test("a scene of the app's own is read through its body")
  func compositeScene() {
    #expect(ViewHost(app: CompositeApp()).snapshot().first("composite") != nil)
  }

  @Test("an app without a window is reported")
  func noWindow() {
    let host = ViewHost(app: SettingsOnly())
    #expect(host.diagnostics.map(\.message) == ["SettingsOnly has no window to show"])
  }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// Immersive spaces (Apple's documentation of `ImmersiveSpace`, `OpenImmersiveSpaceAction`
/// and `DismissImmersiveSpaceAction`): a scene an app opens by identifier or value; a host
/// has one window, so opening and dismissing are recorded as `interaction` events.
@MainActor
@Suite("Immersive spaces")
struct ImmersiveSpaceTests {
  struct Solar: App {
    var body: some Scene {
      WindowGroup { Controls() }
      ImmersiveSpace(id: "solar") { Text("Sun") }
      ImmersiveSpace(for: Int.self) { $planet in Text("planet \(planet ?? 0)") }
    }
  }

  struct Controls: View {
    @Environment(\.openImmersiveSpace) private var openImmersiveSpace
    @Environment(\.dismissImmersiveSpace) private var dismissImmersiveSpace
    @State private var status = "closed"
    var body: some View {
      VStack {
        Button("Enter") {
          Task {
            let result = await openImmersiveSpace(id: "solar")
            status = result == .opened ? "open" : "not open"
          }
        }
        Button("Leave") {
          Task {
            await dismissImmersiveSpace()
            status = "closed"
          }
        }
        Text(status)
      }
    }
  }

  @Test("the app's window is hosted; opening and dismissing a space are recorded")
  func openAndDismiss() async throws {
    let host = ViewHost(app: Solar())
    #expect(host.snapshot().first("Sun") == nil)
    try host.tap("Enter")
    // The button's task runs on the main actor once the test yields to it.
    for _ in 0..<5 { await Task.yield() }
    await host.idle()
    #expect(host.snapshot().first("open") != nil)
    try host.tap("Leave")
    for _ in 0..<5 { await Task.yield() }
    await host.idle()
    #expect(host.snapshot().first("closed") != nil)
    let messages = host.events.filter { $0.kind == .interaction }.map(\.message)
    #expect(messages.contains("openImmersiveSpace id: solar"))
    #expect(messages.contains("dismissImmersiveSpace"))
  }

  @Test("a request made in a task is recorded in its own host while another host is current")
  func ownHost() async throws {
    // A regression: the request went to whichever host was current when the task ran (tests
    // run side by side, so that was often another one).
    let host = ViewHost(app: Solar())
    try host.tap("Enter")
    let other = ViewHost(Text("another host, mounted after the tap"))
    for _ in 0..<5 { await Task.yield() }
    await host.idle()
    let messages = host.events.filter { $0.kind == .interaction }.map(\.message)
    #expect(messages.contains("openImmersiveSpace id: solar"))
    #expect(!other.events.map(\.message).contains("openImmersiveSpace id: solar"))
  }
}

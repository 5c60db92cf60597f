import Cadence
import CadenceTesting
import Foundation
import Testing

/// What the app's background tasks did, read by the test.
@MainActor
private final class TaskLog {
  static let shared = TaskLog()
  var entries: [String] = []
}

private struct RefreshingApp: App {
  var body: some Scene {
    WindowGroup {
      Text("feed")
    }
    .backgroundTask(.appRefresh("feed")) {
      await MainActor.run { TaskLog.shared.entries.append("refresh feed") }
    }
    .backgroundTask(.urlSession) { identifier in
      await MainActor.run { TaskLog.shared.entries.append("any session \(identifier)") }
    }
    .backgroundTask(.urlSession(matching: { $0.hasPrefix("dl.") })) { identifier in
      await MainActor.run { TaskLog.shared.entries.append("matching \(identifier)") }
    }
    .backgroundTask(.urlSession("uploads")) {
      await MainActor.run { TaskLog.shared.entries.append("uploads") }
    }
  }
}

/// Apple's documentation of `Scene.backgroundTask(_:action:)` and `BackgroundTask`: the
/// system runs the action of a scene's handler for a matching task (an app refresh of an
/// identifier; the events of a URL session, given its identifier where the handler takes
/// any or a matching one). Headless, the host is the system.
@MainActor
@Suite("Background tasks", .serialized)
struct BackgroundTaskTests {
  @Test("an app refresh runs its handler's action, and only that one")
  func appRefresh() async throws {
    TaskLog.shared.entries = []
    let host = ViewHost(app: RefreshingApp())
    try await host.runBackgroundTask(.appRefresh("feed"))
    #expect(TaskLog.shared.entries == ["refresh feed"])
  }

  @Test("a URL session's events reach the handlers of any, a matching and its own identifier")
  func urlSessions() async throws {
    TaskLog.shared.entries = []
    let host = ViewHost(app: RefreshingApp())
    try await host.runBackgroundTask(.urlSession("dl.photos"))
    #expect(TaskLog.shared.entries.sorted() == ["any session dl.photos", "matching dl.photos"])
    TaskLog.shared.entries = []
    try await host.runBackgroundTask(.urlSession("uploads"))
    #expect(TaskLog.shared.entries.sorted() == ["any session uploads", "uploads"])
  }

  @Test("a task no scene handles is an error naming it")
  func unhandled() async throws {
    let host = ViewHost(app: RefreshingApp())
    await #expect(throws: BackgroundTaskError.self) {
      try await host.runBackgroundTask(.appRefresh("other"))
    }
    #expect(
      host.diagnostics.contains {
        $0.kind == .interactionFailed && $0.message.contains("appRefresh(\"other\")")
      })
    await #expect(throws: BackgroundTaskError.self) {
      try await host.runBackgroundTask(.watchConnectivity)
    }
  }
}

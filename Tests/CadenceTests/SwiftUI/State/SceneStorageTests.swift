import Cadence
import CadenceTesting
import Foundation
import Testing

/// `@SceneStorage` (SwiftUI's documentation: a value the scene keeps under a key, read by
/// every view of the scene that names the key, and restored with the scene; each scene has
/// its own).
@MainActor
@Suite("Scene storage")
struct SceneStorageTests {
  enum Tab: String { case home, settings }

  struct Draft: View {
    @SceneStorage("draft") var draft = ""
    @SceneStorage("tab") var tab = Tab.home
    @SceneStorage("zoom") var zoom: Double?
    var body: some View {
      VStack {
        Text("draft \(draft) tab \(tab.rawValue) zoom \(zoom.map { "\($0)" } ?? "none")")
        Button("write") {
          draft = "hello"
          tab = .settings
          zoom = 2
        }
        Button("clear zoom") { zoom = nil }
      }
    }
  }

  struct Editor: View {
    @State var shown = true
    @SceneStorage("draft") var draft = "unset"
    var body: some View {
      VStack {
        if shown { Draft() }
        Text("editor sees \(draft)")
        Button("toggle") { shown.toggle() }
      }
    }
  }

  @Test("a write is read by every view with the key, and outlives the view that wrote it")
  func sharedAndKept() throws {
    let host = ViewHost(Editor())
    #expect(host.snapshot().first("draft  tab home zoom none") != nil)
    try host.tap("write")
    #expect(host.snapshot().first("draft hello tab settings zoom 2.0") != nil)
    #expect(host.snapshot().first("editor sees hello") != nil)
    try host.tap("toggle")
    try host.tap("toggle")
    // A @State would start again; the scene kept the values.
    #expect(host.snapshot().first("draft hello tab settings zoom 2.0") != nil)
    try host.tap("clear zoom")
    #expect(host.snapshot().first("draft hello tab settings zoom none") != nil)
    #expect(host.sceneStorage["zoom"] == nil)
  }

  @Test("each host is a scene of its own; setting its values restores another scene")
  func scenesAndRestoration() throws {
    let first = ViewHost(Draft())
    try first.tap("write")
    let second = ViewHost(Draft())
    #expect(second.snapshot().first("draft  tab home zoom none") != nil)
    second.sceneStorage = first.sceneStorage
    #expect(second.snapshot().first("draft hello tab settings zoom 2.0") != nil)
  }
}

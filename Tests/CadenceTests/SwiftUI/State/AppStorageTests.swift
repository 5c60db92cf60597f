import Cadence
import CadenceTesting
import Foundation
import Testing

private enum Theme: String {
  case light, dark
}

/// `@AppStorage` (SwiftUI's documentation: a value reflected from `UserDefaults`; a change
/// invalidates the views that read it; `defaultAppStorage` sets the store).
@MainActor
@Suite("App storage")
struct AppStorageTests {
  /// A store of its own, in memory only.
  func withStore(_ body: (UserDefaults) throws -> Void) rethrows {
    try body(VolatileUserDefaults())
  }

  struct Counter: View {
    @AppStorage("count") var count = 0
    var body: some View {
      Button("count \(count)") { count += 1 }
    }
  }

  struct Mirror: View {
    @AppStorage("count") var count = 0
    var body: some View { Text("mirror \(count)") }
  }

  @Test("the default until written; a write goes to the store and every view reading the key")
  func writesReachEveryReader() throws {
    try withStore { store in
      let host = ViewHost(
        VStack {
          Counter()
          Mirror()
        }.defaultAppStorage(store))
      #expect(host.snapshot().first("count 0") != nil)
      try host.tap("count 0")
      #expect(store.integer(forKey: "count") == 1)
      #expect(host.snapshot().first("count 1") != nil)
      #expect(host.snapshot().first("mirror 1") != nil)
    }
  }

  @Test("a value already in the store is read; raw-representable values store their raw value")
  func existingAndRawValues() throws {
    struct Themed: View {
      let store: UserDefaults
      @AppStorage("theme") var theme = Theme.light
      var body: some View {
        Button("theme \(theme.rawValue)") { theme = theme == .light ? .dark : .light }
      }
    }
    try withStore { store in
      store.set("dark", forKey: "theme")
      let host = ViewHost(Themed(store: store).defaultAppStorage(store))
      #expect(host.snapshot().first("theme dark") != nil)
      try host.tap("theme dark")
      #expect(store.string(forKey: "theme") == "light")
    }
  }

  @Test("an optional without a value is nil; a binding writes through")
  func optionalAndBinding() throws {
    struct Named: View {
      @AppStorage("name") var name: String?
      var body: some View {
        VStack {
          Text(name ?? "anonymous")
          TextField(
            "name",
            text: Binding {
              name ?? ""
            } set: {
              name = $0
            })
        }
      }
    }
    try withStore { store in
      let host = ViewHost(Named().defaultAppStorage(store))
      #expect(host.snapshot().first("anonymous") != nil)
      try host.type("Ada", into: "name")
      #expect(store.string(forKey: "name") == "Ada")
      #expect(host.snapshot().first("Ada") != nil)
    }
  }
}

/// Where `@AppStorage` keeps what it writes: on disk at once, as Apple's platforms keep user
/// defaults (Linux's Foundation writes a store only when it is synchronized); and, in a test
/// host, in a store of the host's own unless one is given to share.
@MainActor
@Suite("App storage: persistence and test hosts")
struct AppStoragePersistenceTests {
  struct Counter: View {
    @AppStorage("count") var count = 0
    var body: some View {
      Button("count \(count)") { count += 1 }
    }
  }

  @Test("a write is on disk as soon as it is made, without the program synchronizing")
  func writeThrough() throws {
    let name = "cadence-tests-\(UUID().uuidString)"
    let store = try #require(UserDefaults(suiteName: name))
    // Where Linux's Foundation keeps a suite: the user's configuration folder.
    let configuration =
      ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"]
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config").path
    let file = URL(fileURLWithPath: configuration).appendingPathComponent(name + ".plist")
    defer {
      store.removePersistentDomain(forName: name)
      try? FileManager.default.removeItem(at: file)
    }
    let host = ViewHost(Counter(), appStorage: store)
    try host.tap("count 0")
    try host.tap("count 1")
    let data = try #require(FileManager.default.contents(atPath: file.path), "no \(file.path)")
    let written = try PropertyListSerialization.propertyList(from: data, format: nil)
    #expect((written as? [String: Any])?["count"] as? Int == 2)
  }

  @Test("each test host has a store of its own, and never writes the user's defaults")
  func hostsAreIsolated() throws {
    let before = UserDefaults.standard.object(forKey: "count")
    let first = ViewHost(Counter())
    let second = ViewHost(Counter())
    try first.tap("count 0")
    #expect(first.snapshot().first("count 1") != nil)
    #expect(second.snapshot().first("count 0") != nil)
    #expect(first.appStorage.integer(forKey: "count") == 1)
    #expect(second.appStorage.object(forKey: "count") == nil)
    #expect(first.appStorage !== second.appStorage)
    #expect(UserDefaults.standard.object(forKey: "count") as? Int == before as? Int)
  }

  @Test("hosts given one store share it")
  func sharedStore() throws {
    let store = VolatileUserDefaults()
    let first = ViewHost(Counter(), appStorage: store)
    try first.tap("count 0")
    let second = ViewHost(Counter(), appStorage: store)
    #expect(second.snapshot().first("count 1") != nil)
    #expect(second.appStorage === store)
  }
}

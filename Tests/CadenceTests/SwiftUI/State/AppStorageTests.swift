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
  /// A store of its own, emptied when the test ends.
  func withStore(_ body: (UserDefaults) throws -> Void) rethrows {
    let name = "cadence-tests-\(UUID().uuidString)"
    let store = UserDefaults(suiteName: name)!
    defer { store.removePersistentDomain(forName: name) }
    try body(store)
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

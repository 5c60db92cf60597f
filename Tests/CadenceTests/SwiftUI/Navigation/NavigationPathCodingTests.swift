import Cadence
import CadenceTesting
import Foundation
import Testing

/// `NavigationPath.codable` and `init(_:)` (SwiftUI's documentation: a path of `Codable`
/// values encodes and decodes to the same path; one with a value that is not `Codable` has
/// no representation).
@MainActor
@Suite("Navigation path coding")
struct NavigationPathCodingTests {
  struct Recipe: Hashable, Codable {
    let name: String
    let servings: Int
  }

  struct NotCodable: Hashable {
    let id: Int
  }

  @Test("a path encodes to JSON and decodes to the same values, in order")
  func roundTrip() throws {
    var path = NavigationPath()
    path.append(42)
    path.append("details")
    path.append(Recipe(name: "Soup", servings: 4))
    let representation = try #require(path.codable)
    let data = try JSONEncoder().encode(representation)
    let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
    let restored = NavigationPath(decoded)
    #expect(restored.count == 3)
    #expect(restored.codable == representation)
  }

  @Test("a path with a value that is not Codable has no representation")
  func notCodable() {
    var path = NavigationPath()
    path.append(1)
    path.append(NotCodable(id: 2))
    #expect(path.codable == nil)
  }

  @Test("a restored path drives a stack: its top value's destination shows")
  func restoredStack() throws {
    var saved = NavigationPath()
    saved.append(Recipe(name: "Stew", servings: 2))
    let representation = try #require(saved.codable)
    struct Screen: View {
      @State var path: NavigationPath
      var body: some View {
        NavigationStack(path: $path) {
          Text("root")
            .navigationDestination(for: Recipe.self) { recipe in
              Text("\(recipe.name) for \(recipe.servings)")
            }
        }
      }
    }
    let host = ViewHost(Screen(path: NavigationPath(representation)))
    #expect(host.snapshot().first("Stew for 2") != nil)
  }
}

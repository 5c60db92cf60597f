import Cadence
import CadenceTesting
import Foundation
import Testing

/// Navigation driven by data (Apple's documentation of `NavigationStack(path:root:)`: the
/// path's values are shown by the `navigationDestination(for:)` of their type declared in
/// the stack, a value link appends to the path, going back removes the last value; of
/// `navigationDestination(isPresented:destination:)` and `(item:destination:)`: the
/// destination is pushed while the binding is set, and popping it resets the binding).
@MainActor
@Suite("Navigation paths")
struct NavigationPathTests {
  struct Numbers: View {
    @State var path: [Int] = []
    var body: some View {
      NavigationStack(path: $path) {
        VStack {
          NavigationLink("one", value: 1)
          NavigationLink("word", value: "word")
          Button("deep") { path = [2, 3] }
        }
        .navigationDestination(for: Int.self) { number in
          VStack {
            Text("number \(number) of \(path.count)")
            NavigationLink("next", value: number + 1)
            BackButton()
          }
        }
      }
    }
  }

  struct BackButton: View {
    @Environment(\.dismiss) var dismiss
    var body: some View { Button("back") { dismiss() } }
  }

  @Test("a value link appends to the path; the top value's destination shows; back pops it")
  func valueLinksAndBack() throws {
    let host = ViewHost(Numbers())
    try host.tap("one")
    #expect(host.snapshot().first("number 1 of 1") != nil)
    try host.tap("next")
    #expect(host.snapshot().first("number 2 of 2") != nil)
    #expect(host.snapshot().first("NavigationStack")?["depth"] == 2)
    try host.tap("back")
    #expect(host.snapshot().first("number 1 of 1") != nil)
    try host.tap("back")
    #expect(host.snapshot().first("one") != nil)
  }

  @Test("setting the path shows its last value; a value the path cannot hold is reported")
  func programmaticPathAndWrongType() throws {
    let host = ViewHost(Numbers())
    try host.tap("deep")
    #expect(host.snapshot().first("number 3 of 2") != nil)
    try host.tap("back")
    #expect(host.snapshot().first("number 2 of 1") != nil)
    try host.tap("back")
    try host.tap("word")
    #expect(host.snapshot().first("one") != nil)
    #expect(
      host.diagnostics.contains {
        $0.kind == .navigationProblem
          && $0.message.hasPrefix("a NavigationLink pushes a value of type String")
      })
  }

  struct Launch: View {
    @State var path = NavigationPath([7])
    var body: some View {
      NavigationStack(path: $path) {
        Text("root")
          .navigationDestination(for: Int.self) { Text("launched at \($0)") }
          .navigationDestination(for: String.self) { Text("named \($0)") }
      }
    }
  }

  @Test("a path set at launch shows its top once the root's destinations are known")
  func initialPath() {
    let host = ViewHost(Launch())
    #expect(host.snapshot().first("launched at 7") != nil)
    #expect(host.snapshot().first("root") == nil)
  }

  @Test("a value with no destination leaves the root shown, and says so")
  func missingDestination() {
    let host = ViewHost(
      NavigationStack(path: .constant(NavigationPath([2.5]))) { Text("root") })
    #expect(host.snapshot().first("root") != nil)
    #expect(
      host.diagnostics.contains {
        $0.kind == .navigationProblem
          && $0.message.hasPrefix(
            "no navigationDestination in the stack shows values of type Double")
      })
  }

  struct Presented: View {
    @State var showing = false
    @State var item: String?
    var body: some View {
      NavigationStack {
        VStack {
          Button("show") { showing = true }
          Button("item") { item = "apple" }
          Text("showing \(showing) item \(item ?? "none")")
        }
        .navigationDestination(isPresented: $showing) {
          VStack {
            BackButton()
            Button("unset") { showing = false }
          }
        }
        .navigationDestination(item: $item) { Text("item \($0)") }
      }
    }
  }

  @Test("a presented destination is pushed while its binding is set; popping resets it")
  func presentedDestinations() throws {
    let host = ViewHost(Presented())
    try host.tap("show")
    #expect(host.snapshot().first("back") != nil)
    try host.tap("back")
    #expect(host.snapshot().first("showing false item none") != nil)
    // Resetting the binding pops the destination.
    try host.tap("show")
    try host.tap("unset")
    #expect(host.snapshot().first("showing false item none") != nil)
    #expect(host.snapshot().first("NavigationStack")?["depth"] == 0)
    try host.tap("item")
    #expect(host.snapshot().first("item apple") != nil)
  }
}

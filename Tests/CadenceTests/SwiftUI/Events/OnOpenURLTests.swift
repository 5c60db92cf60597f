import Cadence
import CadenceTesting
import Foundation
import Testing

/// `onOpenURL(perform:)` (SwiftUI's documentation: the action runs when the scene receives a
/// URL to open, such as a deep link).
@MainActor
@Suite("Open URL")
struct OnOpenURLTests {
  struct App: View {
    @State var route = "home"
    @State var opened = 0
    var body: some View {
      VStack {
        Text("route \(route)")
          .onOpenURL { url in route = url.host ?? "?" }
        Text("opened \(opened)")
          .onOpenURL { _ in opened += 1 }
      }
    }
  }

  @Test("a URL reaches every handler; with none, opening throws and is reported")
  func deepLink() throws {
    let host = ViewHost(App())
    try host.open(URL(string: "myapp://settings/privacy")!)
    #expect(host.snapshot().first("route settings") != nil)
    #expect(host.snapshot().first("opened 1") != nil)
    let plain = ViewHost(Text("nothing"))
    #expect(throws: OpenURLError.self) { try plain.open(URL(string: "myapp://x")!) }
    #expect(plain.diagnostics.contains { $0.kind == .interactionFailed })
  }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// A view whose only stored property is a closure.
private struct Deferred: View {
  let make: @MainActor () -> Text
  var body: some View { make() }
}

private struct Holder: View {
  @State private var on = false
  var body: some View {
    VStack {
      Button("Switch") { on.toggle() }
      Deferred { Text(on ? "on" : "off") }
    }
  }
}

/// Closures cannot be compared, so a view holding one is a changed view at every update of
/// its parent, as in SwiftUI (which re-evaluates such views).
@MainActor
@Suite("Views with closures")
struct ClosureFieldTests {
  @Test("a view whose only field is a closure is evaluated again when its parent is")
  func closureFieldIsNeverEqual() throws {
    let host = ViewHost(Holder())
    #expect(host.snapshot().first("off") != nil)
    try host.tap("Switch")
    // Before the fix the closure compared equal (as a struct without fields) and the text
    // stayed "off".
    #expect(host.snapshot().first("on") != nil)
  }
}

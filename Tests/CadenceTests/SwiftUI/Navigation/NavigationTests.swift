import Cadence
import CadenceTesting
import Foundation
import TestScenes
import Testing

/// A navigation stack: its content below a 96-point bar; a link pushes its destination and
/// `dismiss` pops it.
@MainActor
@Suite("Navigation")
struct NavigationTests {
  @Test("a navigation link pushes its destination; dismiss pops it")
  func navigation() throws {
    let host = ViewHost(Settings())
    try host.tap("Pear")
    let snapshot = host.snapshot()
    #expect(snapshot.first("Detail Pear") != nil)
    #expect(snapshot.first("Form") == nil)
    #expect(snapshot.first("NavigationStack")?["depth"] == 1)
  }
}

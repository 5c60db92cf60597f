import Cadence
import CadenceTesting
import Foundation
import TestScenes
import Testing

/// Sheets and alerts: presented content is over the presenting view while shown.
@MainActor
@Suite("Presentation")
struct PresentationTests {
  @Test("a sheet is in the snapshot while presented and closes with dismiss")
  func sheet() throws {
    let host = ViewHost(Settings())
    try host.tap("Show sheet")
    #expect(host.snapshot().first("Close")?.style("presentation") == "sheet")
    try host.tap("Close")
    #expect(host.snapshot().first("Close") == nil)
  }

  @Test("an alert's buttons run their action and dismiss it")
  func alert() throws {
    let host = ViewHost(Settings())
    try host.tap("Delete all")
    #expect(host.snapshot().first("Delete everything?") != nil)
    #expect(host.snapshot().all("VStack").contains { $0.style("presentation") == "alert" })
    try host.tap("Delete")
    #expect(host.snapshot().first("Delete everything?") == nil)
    #expect(host.snapshot().first("deleted 1") != nil)
  }
}

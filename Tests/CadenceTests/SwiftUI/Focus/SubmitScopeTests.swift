import Cadence
import CadenceTesting
import Foundation
import Testing

/// `submitScope` (Apple's documentation: "prevents submission triggers originating from
/// this view to invoke a submission action configured by a submission modifier higher up
/// in the view hierarchy").
@MainActor
@Suite("Submit scope")
struct SubmitScopeTests {
  @Test("a scoped field runs the actions inside the scope only; others run every action")
  func scope() throws {
    final class Log { var lines: [String] = [] }
    let log = Log()
    let host = ViewHost(
      VStack {
        TextField("inner", text: .constant(""))
          .onSubmit { log.lines.append("inner") }
          .submitScope()
        TextField("free", text: .constant(""))
      }
      .onSubmit { log.lines.append("outer") })
    try host.submit("inner")
    #expect(log.lines == ["inner"])
    try host.submit("free")
    #expect(log.lines == ["inner", "outer"])
    #expect(host.snapshot().first("inner")?.style("submitScope") == "true")
  }
}

import Cadence
import Testing
import XCTest

/// What a host does with the runtime's diagnostics (a state write in a body, a keyframe that
/// pops, time going backwards, an invalid frame, …).
public enum DiagnosticPolicy: Sendable {
  /// Keep them in `diagnostics` (the default).
  case collect
  /// Keep them, and fail the test at the host call that produced each new one: a Swift
  /// Testing issue, or an `XCTFail` under XCTest.
  case fail
}

/// Where a host method was called from, for the failure a diagnostic causes.
struct CallSite {
  let fileID: String
  let filePath: StaticString
  let line: UInt
  let column: Int
}

extension ViewHost {
  /// Enters a public host call made at `site`; the outermost call checks the diagnostics
  /// when it leaves (a host call made inside another, as recording advances time, is not).
  func enter(_ site: CallSite) -> CallSite {
    callDepth += 1
    return site
  }

  /// Leaves a public host call; at the outermost, fails the test for each diagnostic it
  /// produced when the policy says so.
  func leave(_ site: CallSite) {
    callDepth -= 1
    guard callDepth == 0 else { return }
    let all = diagnostics
    defer { checkedDiagnostics = all.count }
    guard diagnosticPolicy == .fail, all.count > checkedDiagnostics else { return }
    for diagnostic in all[checkedDiagnostics...] {
      let message =
        "Cadence diagnostic \(diagnostic.kind.rawValue) at t = \(diagnostic.time) s"
        + (diagnostic.path.isEmpty ? "" : " (\(diagnostic.path))") + ": \(diagnostic.message)"
      if Test.current != nil {
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(
            fileID: site.fileID, filePath: "\(site.filePath)", line: Int(site.line),
            column: site.column))
      } else {
        XCTFail(message, file: site.filePath, line: site.line)
      }
    }
  }
}

/// Records a failure at `location`, for the checks that report instead of throwing: a Swift
/// Testing issue there, or, under XCTest, an `XCTFail` naming it.
func recordFailure(_ message: String, at location: SourceLocation) {
  if Test.current != nil {
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  } else {
    XCTFail("\(location.fileID):\(location.line): \(message)")
  }
}

import Cadence
import CadenceTesting
import Testing

/// A body that writes its own state: SwiftUI warns "Modifying state during view update".
private struct WritesInBody: View {
  @State private var count = 0
  @State private var armed = false

  var body: some View {
    if armed { count += 1 }
    return VStack {
      Text("count \(count)")
      Button("arm") { armed = true }
    }
  }
}

@MainActor
@Suite("Diagnostics policy")
struct DiagnosticPolicyTests {
  @Test("a host call that throws inside #expect(throws: Never.self) is an issue at that line")
  func thrownAtTheCall() {
    let host = ViewHost(WritesInBody())
    let line = #line + 2
    withKnownIssue("no view is labelled Nope") {
      #expect(throws: Never.self) { try host.tap("Nope") }
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileID.hasSuffix("DiagnosticPolicyTests.swift") == true
    }
  }

  @Test("with .fail, a diagnostic fails the test at the call that produced it")
  func failRecordsAnIssue() throws {
    let host = ViewHost(WritesInBody(), diagnostics: .fail)
    // Mounting is clean: nothing recorded.
    #expect(host.diagnostics.isEmpty)
    try withKnownIssue("the tap makes the body write its state") {
      try host.tap("arm")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Modifying state during view update") }
    }
    #expect(host.diagnostics.count == 1)
    // Time going backwards, reported at the call.
    withKnownIssue("advance(to:) into the past") {
      host.advance(to: -1)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("timeWentBackwards") }
        && issue.sourceLocation?.fileID.hasSuffix("DiagnosticPolicyTests.swift") == true
    }
  }

  @Test("by default diagnostics are only collected")
  func collectByDefault() throws {
    let host = ViewHost(WritesInBody())
    try host.tap("arm")
    host.advance(to: -1)
    #expect(host.diagnostics.count == 2)
  }
}

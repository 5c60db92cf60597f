import Cadence
import CadenceTesting
import Foundation
import Testing

/// Writes its own state in its body, which is evaluated at every frame (a timeline).
private struct WritesInBody: View {
  var body: some View {
    TimelineView(.animation) { context in
      Writer(date: context.date)
    }
  }
}

private struct Writer: View {
  let date: Date
  @State private var seen = 0.0
  var body: some View {
    seen = date.timeIntervalSinceReferenceDate
    return Text("writer")
  }
}

/// Shows a non-finite offset at every frame.
private struct NonFiniteEveryFrame: View {
  var body: some View {
    TimelineView(.animation) { context in
      Color.red.offset(x: context.date.timeIntervalSinceReferenceDate.isFinite ? .nan : 0)
    }
  }
}

/// A thousand state changes per tap.
private struct Chatty: View {
  @State private var count = 0
  var body: some View {
    Button("Chat \(count)") { for value in 1...1_000 { count = count + value } }
  }
}

@MainActor
@Suite("ViewHost bounds")
struct ViewHostBoundsTests {
  @Test("a state write in a body evaluated every frame is one diagnostic, counted (+82 MB/100k)")
  func repeatedDiagnosticsAreCounted() {
    let host = ViewHost(WritesInBody())
    host.advance(by: 1)
    let writes = host.diagnostics.filter { $0.kind == .stateWrittenDuringBody }
    #expect(writes.count == 1)
    #expect(writes.first.map { $0.count >= 120 } == true)
    #expect(writes.first.map { $0.lastTime == 1 } == true)
    #expect(host.events.filter { $0.kind == .diagnostic }.count == 1)
  }

  @Test("a non-finite value shown at every frame is reported once, counted")
  func nonFiniteOnce() {
    let host = ViewHost(NonFiniteEveryFrame())
    host.advance(by: 1)
    let reports = host.diagnostics.filter { $0.kind == .nonFiniteValue }
    #expect(reports.count == 1)
    #expect(reports.first.map { $0.count > 100 } == true)
    #expect(host.snapshot().first("red")?["offset.x"] == 0)
  }

  @Test("events are capped at maximumRetainedEvents, oldest dropped and counted")
  func eventsAreBounded() throws {
    let host = ViewHost(Chatty())
    for _ in 0..<110 { try host.tap("Button") }
    #expect(host.events.count <= ViewHost<Chatty>.maximumRetainedEvents)
    #expect(host.droppedEventCount > 0)
    // One interaction and a thousand state changes per tap.
    #expect(host.events.count + host.droppedEventCount == 110 * 1_001)
    #expect(host.events.last?.kind == .stateChanged)
  }

  @Test("a failed tap among many buttons lists the first 20 candidates (it built 4.4 MB)")
  func failedTapMessageIsBounded() {
    struct Many: View {
      var body: some View {
        VStack { ForEach(0..<1_000, id: \.self) { index in Button("Row \(index)") {} } }
      }
    }
    let host = ViewHost(Many())
    #expect {
      try host.tap("Row 5000")
    } throws: { error in
      guard let error = error as? ViewHostError else { return false }
      return error.candidateCount == 1_000 && error.candidates.count == 20
        && error.description.contains("(first 20 of 1000)") && error.description.count < 2_000
    }
  }

  @Test("a finite value above 1.3e154 is kept (its squared magnitude overflowed)")
  func hugeFiniteValue() {
    let host = ViewHost(Color.red.offset(x: 1e200))
    #expect(host.snapshot().first("red")?["offset.x"] == 1e200)
    #expect(!host.diagnostics.contains { $0.kind == .nonFiniteValue })
  }

  @Test("a product of scales that overflows is reported, and stored as the largest finite value")
  func scaleOverflowReported() {
    let host = ViewHost(Color.red.scaleEffect(1e150).scaleEffect(1e150).scaleEffect(1e150))
    #expect(host.snapshot().first("red")?["scale.x"] == .greatestFiniteMagnitude)
    #expect(
      host.diagnostics.contains {
        $0.kind == .nonFiniteValue && $0.message.contains("Color[0] scale.x")
      })
  }
}

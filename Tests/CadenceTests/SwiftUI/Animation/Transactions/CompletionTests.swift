import Cadence
import CadenceTesting
import Testing

@MainActor
private final class Log {
  var entries: [String] = []
  var clock: () -> Double = { .nan }

  func record(_ name: String) {
    entries.append("\(name)@\(DecimalFormatting.format(clock(), fractionDigits: 4))")
  }
}

private struct Completing: View {
  let log: Log
  let animation: Animation
  let criteria: AnimationCompletionCriteria
  @State private var x: CGFloat = 0
  @State private var y: CGFloat = 0

  var body: some View {
    VStack {
      Color.red.offset(x: x, y: y)
      Button("go") {
        withAnimation(animation, completionCriteria: criteria) {
          x = 100
        } completion: {
          log.record("done")
        }
      }
      Button("both") {
        withAnimation(animation, completionCriteria: criteria) {
          x += 10
          y += 10
        } completion: {
          log.record("both")
        }
      }
      Button("same") {
        withAnimation(animation) {
          x = x
        } completion: {
          log.record("nothing")
        }
      }
      Button("again") {
        withAnimation(.linear(duration: 0.5)) { x = 0 }
      }
    }
  }
}

@MainActor
private func host(
  _ animation: Animation, _ criteria: AnimationCompletionCriteria = .logicallyComplete
)
  -> (ViewHost<Completing>, Log)
{
  let log = Log()
  let host = ViewHost(Completing(log: log, animation: animation, criteria: criteria))
  log.clock = { host.time }
  return (host, log)
}

@MainActor
@Suite("Animation completions")
struct CompletionTests {
  @Test("a timing curve completes exactly at its duration, off the frame grid")
  func curveCompletion() throws {
    let (host, log) = host(.linear(duration: 0.3333))
    host.advance(to: 0.01)
    try host.tap("go")
    host.advance(to: 1)
    #expect(log.entries == ["done@0.3433"])
  }

  @Test("a fluid spring completes logically at its response and is removed when settled")
  func springCompletions() throws {
    let (logical, logicalLog) = host(.spring(response: 0.5, dampingFraction: 1))
    try logical.tap("go")
    logical.advance(to: 3)
    #expect(logicalLog.entries == ["done@0.5"])
    let (removed, removedLog) = host(.spring(response: 0.5, dampingFraction: 1), .removed)
    try removed.tap("go")
    removed.advance(to: 3)
    #expect(removedLog.entries.count == 1)
    let time = Double(removedLog.entries[0].dropFirst(5)) ?? 0
    #expect(abs(time - 1.267) < 0.01, "I = 100 settles at about 1.267 s")
  }

  @Test("logicallyComplete(after:) completes before the animation is removed")
  func logicalBeforeRemoved() throws {
    let (host, log) = host(.linear(duration: 5).logicallyComplete(after: 1))
    try host.tap("go")
    host.advance(to: 6)
    #expect(log.entries == ["done@1"])
  }

  @Test("a completion waits for every attribute its transaction animated")
  func waitsForAll() throws {
    let (host, log) = host(.linear(duration: 0.2))
    try host.tap("both")
    host.advance(to: 1)
    #expect(log.entries == ["both@0.2"])
  }

  @Test("a transaction that animates nothing completes at once")
  func nothingToAnimate() throws {
    let (host, log) = host(.linear(duration: 0.2))
    host.advance(to: 0.05)
    try host.tap("same")
    #expect(log.entries == ["nothing@0.05"])
  }

  @Test(".logicallyComplete ignores later animations; .removed waits for them")
  func laterAnimations() throws {
    let (logical, logicalLog) = host(.linear(duration: 0.2))
    try logical.tap("go")
    logical.advance(to: 0.1)
    try logical.tap("again")
    logical.advance(to: 2)
    #expect(logicalLog.entries == ["done@0.2"])
    let (removed, removedLog) = host(.linear(duration: 0.2), .removed)
    try removed.tap("go")
    removed.advance(to: 0.1)
    try removed.tap("again")
    removed.advance(to: 2)
    #expect(removedLog.entries == ["done@0.6"])
  }

  @Test("a completion added to a transaction runs when its animations complete")
  func transactionCompletion() throws {
    struct Fader: View {
      let log: Log
      @State var opacity = 1.0
      var body: some View {
        Color.gray.frame(width: 10).opacity(opacity).onTapGesture {
          var transaction = Transaction(animation: .easeIn(duration: 0.25))
          transaction.addAnimationCompletion { log.record("faded") }
          withTransaction(transaction) { opacity = 0 }
        }
      }
    }
    let log = Log()
    let host = ViewHost(Fader(log: log))
    log.clock = { host.time }
    try host.tap("gray")
    host.advance(to: 1)
    #expect(log.entries == ["faded@0.25"])
  }
}

@MainActor
@Suite("Completions across hosts")
struct CompletionAcrossHostsTests {
  @Test("a completion runs in the host of its event even when another host has changes pending")
  func otherHostPending() throws {
    final class Handle { var binding: Binding<Int>? }
    struct Exposed: View {
      let handle: Handle
      @State var value = 0
      var body: some View {
        handle.binding = $value
        return Text("value \(value)")
      }
    }
    let handle = Handle()
    let other = ViewHost(Exposed(handle: handle))
    // A write outside any event leaves the other host with a pending change.
    handle.binding?.wrappedValue = 5
    let (host, log) = host(.linear(duration: 0.2))
    try host.tap("same")
    #expect(log.entries == ["nothing@0"])
    other.advance(by: 0)
    #expect(other.snapshot().first("value 5") != nil)
  }
}

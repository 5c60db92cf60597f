import Cadence
import CadenceTesting
import Foundation
import Testing

/// `onReceive(_:perform:)` and the publishers views use with it, on the host's virtual clock
/// (SwiftUI's documentation: the action runs with each value the publisher emits, while the
/// view is in the tree; Foundation's documentation of `Timer`: a repeating timer fires at
/// multiples of its interval from its start, not drifting with late firings).
@MainActor
@Suite("onReceive and timers on virtual time")
struct OnReceiveTests {
  struct Clock: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var ticks: [Date] = []
    var body: some View {
      Text("ticks \(ticks.count)")
        .onReceive(timer) { ticks.append($0) }
        .accessibilityValue(
          ticks.map { "\($0.timeIntervalSinceReferenceDate)" }.joined(separator: " "))
    }
  }

  @Test("a timer publisher fires at exact multiples of its interval, with the host's date then")
  func timerFiresOnVirtualTime() {
    let host = ViewHost(Clock(), startDate: Date(timeIntervalSinceReferenceDate: 1000))
    host.advance(by: 0.99)
    #expect(host.snapshot().first("ticks 0") != nil)
    host.advance(by: 2.51)
    let text = host.snapshot().first("ticks 3")
    #expect(text?.style("accessibilityValue") == "1001.0 1002.0 1003.0")
  }

  @Test("the dates a timer sends do not depend on the frame rate")
  func timerIndependentOfFrames() {
    func dates(framesPerSecond: Double) -> String? {
      let host = ViewHost(Clock(), framesPerSecond: framesPerSecond)
      host.advance(by: 2.5)
      return host.snapshot().first("ticks 2")?.style("accessibilityValue")
    }
    #expect(dates(framesPerSecond: 120) == "1.0 2.0")
    #expect(dates(framesPerSecond: 7) == dates(framesPerSecond: 120))
  }

  @Test("a view that leaves stops receiving, and its timer stops waiting")
  func leavingCancels() throws {
    struct Screen: View {
      @State var shown = true
      @State var received = 0
      let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
      var body: some View {
        VStack {
          if shown { Text("clock").onReceive(timer) { _ in received += 1 } }
          Button("hide") { shown = false }
          Text("received \(received)")
        }
      }
    }
    let host = ViewHost(Screen())
    host.advance(by: 1.2)
    #expect(host.snapshot().first("received 2") != nil)
    try host.tap("hide")
    host.advance(by: 3)
    #expect(host.snapshot().first("received 2") != nil)
    // The timer is disconnected: nothing waits any more.
    #expect(host.isSettled)
  }

  @Test("a subject sent from a button runs the action; Just runs it once after mounting")
  func subjectAndJust() throws {
    final class Model {
      let events = PassthroughSubject<String, Never>()
    }
    struct Screen: View {
      let model: Model
      @State var log: [String] = []
      var body: some View {
        VStack {
          Button("send") { model.events.send("tap") }
          Text(log.joined(separator: ","))
            .onReceive(model.events) { log.append($0) }
            .onReceive(Just("appeared")) { log.append($0) }
        }
      }
    }
    let host = ViewHost(Screen(model: Model()))
    #expect(host.snapshot().first("appeared") != nil)
    try host.tap("send")
    try host.tap("send")
    #expect(host.snapshot().first("appeared,tap,tap") != nil)
  }

  @Test("a search model's debounce publishes once, exactly the delay after the last keystroke")
  func debounceOnVirtualTime() throws {
    final class Search: ObservableObject {
      @Published var query = ""
      @Published var results: [String] = []
      var runs: [Double] = []
      private var cancellables = Set<AnyCancellable>()
      init(clock: @escaping () -> Double) {
        $query
          .dropFirst()
          .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
          .removeDuplicates()
          .sink { [weak self] query in
            self?.runs.append(clock())
            self?.results = ["result for \(query)"]
          }
          .store(in: &cancellables)
      }
    }
    struct Screen: View {
      @ObservedObject var search: Search
      var body: some View {
        VStack {
          TextField("Search", text: $search.query)
          ForEach(search.results, id: \.self) { Text($0) }
        }
      }
    }
    var host: ViewHost<Screen>?
    let search = Search { host?.time ?? -1 }
    host = ViewHost(Screen(search: search))
    guard let host else { return }
    try host.type("c", into: "Search")
    host.advance(by: 0.1)
    try host.type("a", into: "Search")
    host.advance(by: 0.2)
    try host.type("t", into: "Search")
    host.advance(by: 0.299)
    #expect(search.runs.isEmpty)
    host.advance(by: 0.2)
    #expect(search.runs.count == 1)
    #expect(abs((search.runs.first ?? 0) - 0.6) < 1e-9)
    #expect(host.snapshot().first("result for cat") != nil)
  }

  @Test("a view given another publisher subscribes to it instead")
  func resubscribes() throws {
    final class Source {
      let subject = PassthroughSubject<Int, Never>()
    }
    struct Screen: View {
      let sources: [Source]
      @State var index = 0
      @State var sum = 0
      var body: some View {
        VStack {
          Button("switch") { index = 1 }
          Text("sum \(sum)").onReceive(sources[index].subject) { sum += $0 }
        }
      }
    }
    let sources = [Source(), Source()]
    let host = ViewHost(Screen(sources: sources))
    sources[0].subject.send(1)
    try host.tap("switch")
    sources[0].subject.send(10)
    sources[1].subject.send(100)
    host.advance(by: 0.01)
    #expect(host.snapshot().first("sum 101") != nil)
  }

  @Test("cancelling the timer's connection (timer.upstream.connect().cancel()) stops it")
  func stoppingTheTimer() throws {
    struct Countdown: View {
      @State var remaining = 10
      @State var timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
      var body: some View {
        VStack {
          Text("\(remaining)")
            .onReceive(timer) { _ in
              if remaining > 0 { remaining -= 1 }
            }
          Button("stop") { timer.upstream.connect().cancel() }
        }
      }
    }
    let host = ViewHost(Countdown())
    host.advance(by: 3.5)
    #expect(host.snapshot().first("7") != nil)
    try host.tap("stop")
    host.advance(by: 3)
    #expect(host.snapshot().first("7") != nil)
    #expect(host.isSettled)
  }

  @Test("a view model's published property, received on the main queue, updates the view next")
  func publishedThroughReceiveOn() {
    final class Model: ObservableObject {
      @Published var count = 0
      @Published var doubled = 0
      init() {
        $count.map { $0 * 2 }.receive(on: DispatchQueue.main).assign(to: &$doubled)
      }
    }
    struct Screen: View {
      @ObservedObject var model: Model
      @State var seen: [Int] = []
      var body: some View {
        Text("doubled \(model.doubled) seen \(seen.map(String.init).joined(separator: ","))")
          .onReceive(model.$count) { seen.append($0) }
      }
    }
    let model = Model()
    let host = ViewHost(Screen(model: model))
    #expect(host.snapshot().first("doubled 0 seen 0") != nil)
    model.count = 4
    // Received on the main queue: after the work running now, at the host's next update.
    #expect(model.doubled == 0)
    host.advance(frames: 1)
    #expect(model.doubled == 8)
    #expect(host.snapshot().first("doubled 8 seen 0,4") != nil)
  }
}

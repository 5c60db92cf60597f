import Cadence
import CadenceTesting
import Testing

@MainActor
private final class TaskLog {
  var entries: [String] = []
}

/// Loads a value in a task; a button shows or hides it, another changes its id.
private struct Loader: View {
  let log: TaskLog
  @State private var shown = true
  @State private var query = 1
  @State private var result = "none"

  var body: some View {
    VStack {
      Text("result \(result)")
      if shown {
        Color.gray
          .task(id: query) { [query] in
            log.entries.append("start \(query)")
            await Task.yield()
            if Task.isCancelled {
              log.entries.append("cancelled \(query)")
              return
            }
            result = "loaded \(query)"
          }
      }
      Button("next") { query += 1 }
      Button("hide") { shown = false }
    }
  }
}

@MainActor
@Suite(".task")
struct TaskModifierTests {
  @Test("a task starts after the view appears and idle() lets it finish")
  func startsAndFinishes() async throws {
    let log = TaskLog()
    let host = ViewHost(Loader(log: log))
    #expect(host.runningTasks == 1)
    await host.idle()
    #expect(log.entries == ["start 1"])
    #expect(host.snapshot().first("result loaded 1") != nil)
    #expect(host.runningTasks == 0)
  }

  @Test("a new id cancels the running task and starts it again")
  func restartsOnNewID() async throws {
    let log = TaskLog()
    let host = ViewHost(Loader(log: log))
    // The first task has started but not run yet; the id changes before it does.
    try host.tap("next")
    await host.idle()
    #expect(log.entries.contains("start 2"))
    #expect(host.snapshot().first("result loaded 2") != nil)
    #expect(!log.entries.contains("start 1") || log.entries.contains("cancelled 1"))
  }

  @Test("the view disappearing cancels its task")
  func cancelsOnDisappear() async throws {
    let log = TaskLog()
    let host = ViewHost(Loader(log: log))
    try host.tap("hide")
    await host.idle()
    #expect(host.snapshot().first("result none") != nil)
    #expect(host.runningTasks == 0)
  }

  @Test("a host going away cancels its views' tasks (they ran on, holding their captures)")
  func hostGoingAwayCancels() async {
    let log = TaskLog()
    weak var dropped: ViewHost<Looping>?
    do {
      let host = ViewHost(Looping(log: log))
      dropped = host
      host.advance(frames: 1)
      // The loop starts once the main actor is free (other tests may hold it: yield until).
      for _ in 0..<10_000 where log.entries.isEmpty { await Task.yield() }
      #expect(!log.entries.isEmpty, "the loop ran")
    }
    #expect(dropped == nil, "nothing keeps the host")
    for _ in 0..<10_000 where log.entries.last != "cancelled" { await Task.yield() }
    #expect(log.entries.last == "cancelled")
    let count = log.entries.count
    for _ in 0..<50 { await Task.yield() }
    #expect(log.entries.count == count, "the loop ended")
  }

  @Test("finished tasks are let go as they finish, whether or not anyone asks (they piled up)")
  func finishedTasksLetGo() async {
    let host = ViewHost(Restarting(), framesPerSecond: 60)
    for _ in 0..<50 {
      host.advance(frames: 1)
      for _ in 0..<3 { await Task.yield() }
    }
    // The cancelled tasks finish once the main actor runs them (other tests may hold it).
    for _ in 0..<10_000 where host.taskRecordCount > 2 { await Task.yield() }
    #expect(host.taskRecordCount <= 2, "\(host.taskRecordCount) tasks kept")
    #expect(host.runningTasks <= 1)
  }
}

/// A view whose task loops until it is cancelled.
private struct Looping: View {
  let log: TaskLog

  var body: some View {
    Text("loop").task {
      while !Task.isCancelled {
        log.entries.append("tick")
        await Task.yield()
      }
      log.entries.append("cancelled")
    }
  }
}

/// A text whose task restarts at every frame (its id is the frame's time).
private struct Restarting: View {
  var body: some View {
    TimelineView(.animation) { context in
      Text("k").task(id: context.date) {}
    }
  }
}

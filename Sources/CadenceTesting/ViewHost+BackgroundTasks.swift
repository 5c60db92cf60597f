import Cadence
import Foundation

// Running background tasks, as the system does for an app in the background.
extension ViewHost {
  /// Runs `task` as the system would in the background: every scene handler of its kind
  /// that takes it (`backgroundTask(_:action:)`) starts its action with the task's request,
  /// and the host waits for them all to finish (virtual time does not move). A task with an
  /// identifier reaches the handlers of that identifier and those of any or a matching one
  /// (`.urlSession("downloads")` reaches `.urlSession("downloads")`, `.urlSession` and
  /// `.urlSession(matching:)`). Throws when no handler takes it.
  public func runBackgroundTask<Request, Response>(
    _ task: BackgroundTask<Request, Response>, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: Int = #column
  ) async throws {
    let site = enter(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    let summary = task._summary
    runtime.emit(.interaction, "background task \(summary)", path: "")
    var started = 0
    runtime.send {
      started = runtime.context.runBackgroundTask(kind: task._kind, identifier: task._identifier)
    }
    guard started > 0 else {
      let message = "background task \(summary): no scene has a backgroundTask handler for it"
      runtime.report(.interactionFailed, message, path: "")
      throw BackgroundTaskError(description: message)
    }
    await runtime.idle()
  }
}

/// A background task no scene handles.
public struct BackgroundTaskError: Error, CustomStringConvertible {
  /// The task, and why it was not run.
  public let description: String
}

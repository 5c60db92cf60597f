import Foundation

/// A kind of task the system runs while the app is in the background: an app refresh, the
/// events of a background URL session, an intent that ran, … A scene handles one with
/// `backgroundTask(_:action:)`; headless, the host is the system:
/// `host.runBackgroundTask(.appRefresh("feed"))` runs every matching handler's action.
public struct BackgroundTask<Request, Response>: Sendable {
  /// The kind of task (`appRefresh`, `urlSession`, …).
  let kind: String
  /// The identifier a task the system runs carries (nil for a handler of every identifier).
  let identifier: String?
  /// Whether a handler of this task takes a task of its kind with `identifier`.
  let accepts: @Sendable (String?) -> Bool
  /// The request a handler of this task is given for a task with `identifier`.
  let request: @Sendable (String?) -> Request

  /// `kind("identifier")`, for events and errors.
  var summary: String { identifier.map { "\(kind)(\"\($0)\")" } ?? kind }
}

extension BackgroundTask where Request == Void, Response == Void {
  private init(kind: String, identifier: String?) {
    self.init(
      kind: kind, identifier: identifier, accepts: { $0 == identifier }, request: { _ in () })
  }

  /// The app refresh scheduled with `identifier`.
  public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> {
    BackgroundTask(kind: "appRefresh", identifier: identifier)
  }

  /// The events of the background URL session with `identifier`.
  public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> {
    BackgroundTask(kind: "urlSession", identifier: identifier)
  }

  /// An accessory's Bluetooth alert (watchOS).
  public static var bluetoothAlert: BackgroundTask<Void, Void> {
    BackgroundTask(kind: "bluetoothAlert", identifier: nil)
  }

  /// An intent the app donated ran (watchOS).
  public static var intentDidRun: BackgroundTask<Void, Void> {
    BackgroundTask(kind: "intentDidRun", identifier: nil)
  }

  /// The app's relevant shortcuts are to be updated (watchOS).
  public static var relevantShortcut: BackgroundTask<Void, Void> {
    BackgroundTask(kind: "relevantShortcut", identifier: nil)
  }

  /// Data from the paired phone arrived (watchOS).
  public static var watchConnectivity: BackgroundTask<Void, Void> {
    BackgroundTask(kind: "watchConnectivity", identifier: nil)
  }
}

extension BackgroundTask where Request == String, Response == Void {
  /// The events of any background URL session: the handler is given the session's
  /// identifier.
  public static var urlSession: BackgroundTask<String, Void> {
    BackgroundTask(
      kind: "urlSession", identifier: nil, accepts: { $0 != nil }, request: { $0 ?? "" })
  }

  /// The events of the background URL sessions whose identifier `matching` accepts: the
  /// handler is given the identifier.
  public static func urlSession(matching: @escaping @Sendable (String) -> Bool)
    -> BackgroundTask<String, Void>
  {
    BackgroundTask(
      kind: "urlSession", identifier: nil, accepts: { $0.map(matching) ?? false },
      request: { $0 ?? "" })
  }
}

extension Scene {
  /// Runs `action` when the system runs `task` in the background (`host.runBackgroundTask`
  /// headless): the action is a task of the scene, with the task's request.
  public func backgroundTask<D: Sendable, R: Sendable>(
    _ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R
  ) -> some Scene {
    _ModifiedScene(content: self) {
      AnyView($0.modifier(_BackgroundTaskHandlerModifier(task: task, action: action)))
    }
  }
}

/// Registers a scene's background task handler with its tree while its window is shown.
struct _BackgroundTaskHandlerModifier<D: Sendable, R: Sendable>: ViewModifier {
  typealias Body = Never
  let task: BackgroundTask<D, R>
  let action: @Sendable (D) async -> R

  static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let handler: BackgroundTaskHandlerNode
    if let node {
      handler = downcast(node, to: BackgroundTaskHandlerNode.self)
      handler.environment = context.environment
    } else {
      handler = BackgroundTaskHandlerNode(in: context)
    }
    let task = view.modifier.task
    let action = view.modifier.action
    handler.kind = task.kind
    handler.accepts = task.accepts
    handler.run = { identifier in
      let request = task.request(identifier)
      return { _ = await action(request) }
    }
    handler.child = reconciled(
      view.content, node: handler.child, context: handler.childContext(context))
    return handler
  }
}

/// The node of a background task handler: registered with its tree while mounted.
@MainActor
final class BackgroundTaskHandlerNode: WrapperNode {
  var kind = ""
  var accepts: @Sendable (String?) -> Bool = { _ in false }
  /// The work for a task with an identifier.
  var run: (String?) -> @Sendable () async -> Void = { _ in {} }

  override init(in context: __shared _MountContext) {
    super.init(in: context)
    tree.feature(MountedNodes<BackgroundTaskHandlerNode>.self).add(self)
  }

  override func willUnmount() {
    tree.feature(MountedNodes<BackgroundTaskHandlerNode>.self).remove(self)
  }
}

extension UpdateContext {
  /// Starts, as tasks of the tree, the actions of the mounted handlers of `kind` that take
  /// `identifier`; the number started.
  package func runBackgroundTask(kind: String, identifier: String?) -> Int {
    let mounted = existingFeature(MountedNodes<BackgroundTaskHandlerNode>.self)?.nodes ?? []
    let handlers = mounted.filter {
      $0.isMounted && $0.kind == kind && $0.accepts(identifier)
    }
    for handler in handlers {
      let work = handler.run(identifier)
      _ = reconciler.startTask(priority: .background) { await work() }
    }
    return handlers.count
  }
}

extension BackgroundTask {
  /// The kind, for the test host.
  package var _kind: String { kind }
  /// The identifier, for the test host.
  package var _identifier: String? { identifier }
  /// `kind("identifier")`, for the test host.
  package var _summary: String { summary }
}

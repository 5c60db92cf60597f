/// Starts an asynchronous task when its content appears, restarts it when `id` changes, and
/// cancels it when the content leaves.
struct _TaskModifier<ID: Equatable>: ViewModifier {
  typealias Body = Never

  var id: ID
  var priority: TaskPriority
  var action: @MainActor @Sendable () async -> Void

  static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let taskNode: TaskNode<ID>
    if let node {
      taskNode = downcast(node, to: TaskNode<ID>.self)
      taskNode.environment = context.environment
      taskNode.update(to: view.modifier)
    } else {
      taskNode = TaskNode(view.modifier, in: context)
    }
    taskNode.child = reconciled(
      view.content, node: taskNode.child, context: taskNode.childContext(context))
    return taskNode
  }
}

/// The node of a `.task` modifier: the running task, started after the update in which the
/// content appeared (as `onAppear` runs), on the main actor.
@MainActor
final class TaskNode<ID: Equatable>: WrapperNode {
  private var modifier: _TaskModifier<ID>
  private var task: Task<Void, Never>?

  init(_ modifier: _TaskModifier<ID>, in context: __shared _MountContext) {
    self.modifier = modifier
    super.init(in: context)
    tree.enqueueAction { [weak self] in self?.start() }
  }

  /// Takes a new value of the modifier: a new `id` cancels the running task and starts the
  /// action again.
  func update(to newModifier: _TaskModifier<ID>) {
    let restart = newModifier.id != modifier.id
    modifier = newModifier
    guard restart else { return }
    task?.cancel()
    task = nil
    tree.enqueueAction { [weak self] in self?.start() }
  }

  private func start() {
    guard isMounted, task == nil else { return }
    task = tree.reconciler.startTask(priority: modifier.priority, modifier.action)
  }

  override func willUnmount() {
    task?.cancel()
    task = nil
  }
}

extension View {
  /// Adds an asynchronous task to perform before this view appears; it is cancelled when the
  /// view disappears. It runs on the main actor; in a test, `await host.idle()` lets it run.
  @preconcurrency public func task(
    priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    modifier(_TaskModifier(id: 0, priority: priority, action: action))
  }

  /// Adds a task to perform before this view appears or when `value` changes: a change
  /// cancels the running task and starts it again; the view disappearing cancels it.
  @preconcurrency public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    modifier(_TaskModifier(id: value, priority: priority, action: action))
  }
}

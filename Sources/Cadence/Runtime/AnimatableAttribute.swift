/// Something the runtime advances at every update while it animates.
@MainActor
protocol AnimationTicking: AnyObject {
  /// Advances to `now`; returns false once the animation has ended.
  func tick(at now: VirtualTime) -> Bool
}

/// One animatable attribute of a node: its model value (what the view says), its running
/// animation, and the value presented now.
///
/// As in SwiftUI, the presented value is `model − interval + offset`, where `interval` is the
/// distance the animation travels (from the value on screen when it began to the model) and
/// `offset` the animation's output at the elapsed time. A new animated change either merges
/// into the running animation (when the new animation's `shouldMerge` says so: fluid springs)
/// or is combined with it (`CombinedAnimation`), and the interval grows by the change.
@MainActor
final class AnimatableAttribute<Value: VectorArithmetic>: AnimationTicking {
  /// What the attribute is, for diagnostics: `offset`, `AnimatableShake`, ….
  let name: String
  /// The node the attribute belongs to; the animation ends when it leaves the tree.
  private weak var node: _ViewNode?
  /// The runtime of the node.
  private unowned let runtime: ViewRuntime
  /// The node's view path, for diagnostics.
  private var path: String { node?.viewPath ?? "" }
  /// Called after the presented value changed during an update.
  var onPresentedChange: (() -> Void)?

  /// The value the view describes.
  private(set) var model: Value
  /// The value shown now.
  private(set) var presented: Value

  private var animation: Animation?
  private var context = AnimationContext<Value>()
  private var interval: Value = .zero
  private var begin: VirtualTime = .zero
  private var finishAt: VirtualTime?
  private var listeners: [(listener: AnimationListener, logicalAt: VirtualTime?)] = []
  private var isRegistered = false

  /// Whether an animation is running.
  var isAnimating: Bool { animation != nil }

  init(name: String, node: _ViewNode, model: Value) {
    self.name = name
    self.node = node
    runtime = node.runtime
    let safe = Self.isFinite(model) ? model : .zero
    self.model = safe
    presented = safe
    if !Self.isFinite(model) { reportNonFinite(model) }
  }

  /// Sets a new model value in `transaction`, starting, merging or combining an animation
  /// when the transaction has one and the value changed.
  func update(to newModel: Value, transaction: Transaction) {
    guard Self.isFinite(newModel) else {
      reportNonFinite(newModel)
      return
    }
    let delta = newModel - model
    guard delta.magnitudeSquared > 0 else { return }
    model = newModel
    guard let newAnimation = transaction.animation else {
      // Without an animation the model jumps; a running animation keeps its interval and
      // continues around the new model.
      refresh(at: runtime.now)
      return
    }
    runtime.validate(newAnimation, for: name, path: path)
    let now = runtime.now
    if let current = animation {
      let elapsed = (now - begin).seconds
      var merged = context
      if newAnimation.shouldMerge(
        previous: current, value: interval, time: elapsed, context: &merged)
      {
        animation = newAnimation
        context = merged
        interval += delta
      } else {
        let target = interval + delta
        context = CombinedAnimation.combining(
          previous: current, previousContext: context, previousTarget: interval,
          next: newAnimation, at: elapsed, target: target)
        animation = Animation(CombinedAnimation())
        interval = target
      }
    } else {
      animation = newAnimation
      context = AnimationContext(environment: node?.environment ?? EnvironmentValues())
      interval = delta
      begin = now
    }
    let fresh = context
    finishAt = animation?.finishDuration(value: interval, context: fresh).map {
      begin + VirtualTime(seconds: $0)
    }
    if let finishAt { runtime.requestTick(at: finishAt) }
    let logicalAt = animation?.logicalDuration(value: interval, context: fresh).map {
      begin + VirtualTime(seconds: $0)
    }
    if let logicalAt { runtime.requestTick(at: logicalAt) }
    for listener in transaction.listeners {
      listener.animationDidStart()
      listeners.append((listener, listener.criteria == .logicallyComplete ? logicalAt : nil))
      runtime.registerUncommitted(listener)
    }
    if !isRegistered {
      isRegistered = true
      runtime.startTicking(self)
    }
    refresh(at: now)
  }

  func tick(at now: VirtualTime) -> Bool {
    guard let node, node.isMounted else {
      // The view left the tree: its animation is removed, completing what waited for it.
      finish()
      isRegistered = false
      return false
    }
    refresh(at: now)
    onPresentedChange?()
    if animation == nil { isRegistered = false }
    return animation != nil
  }

  /// Recomputes the presented value at `now`, ending the animation when it is over.
  private func refresh(at now: VirtualTime) {
    guard let running = animation else {
      presented = model
      return
    }
    if let finishAt, now >= finishAt {
      finish()
      return
    }
    let elapsed = (now - begin).seconds
    guard let offset = running.animate(value: interval, time: elapsed, context: &context) else {
      finish()
      return
    }
    let value = model - interval + offset
    guard Self.isFinite(value) else {
      runtime.report(
        .nonFiniteValue,
        "\(running) produced a non-finite value for \(name) at \(now); the animation ends "
          + "and the attribute shows its target", path: path)
      finish()
      return
    }
    presented = value
    completeLogically(at: now)
  }

  private func completeLogically(at now: VirtualTime) {
    let logicallyComplete = context.isLogicallyComplete
    listeners.removeAll { entry in
      guard entry.listener.criteria == .logicallyComplete else { return false }
      let due = entry.logicalAt.map { now >= $0 } ?? logicallyComplete
      if due { entry.listener.animationDidComplete(in: runtime) }
      return due
    }
  }

  private func finish() {
    animation = nil
    finishAt = nil
    interval = .zero
    presented = model
    context = AnimationContext()
    let ended = listeners
    listeners.removeAll()
    for entry in ended { entry.listener.animationDidComplete(in: runtime) }
  }

  /// The velocity of the presented value, when the running animation reports one.
  func velocity() -> Value? {
    guard let animation else { return .zero }
    return animation.velocity(
      value: interval, time: (runtime.now - begin).seconds, context: context)
  }

  private func reportNonFinite(_ value: Value) {
    runtime.report(
      .nonFiniteValue,
      "\(name) was given a non-finite value (\(value)); it keeps \(model) instead",
      path: path)
  }

  private static func isFinite(_ value: Value) -> Bool {
    value.magnitudeSquared.isFinite
  }
}

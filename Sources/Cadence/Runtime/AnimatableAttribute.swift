/// Something the runtime advances at every update while it animates.
@MainActor
protocol AnimationTicking: AnyObject {
  /// Advances to `now`; returns false once the animation has ended.
  func tick(at now: VirtualTime) -> Bool
}

/// One animatable attribute of a node: its model value (what the view says), its running
/// animation, and the value presented now.
///
/// Data made of at most four numbers (every built-in attribute) animates as an
/// `AnimationVector` on a `VectorTrack`, whose frame tick is specialised code; any other
/// `VectorArithmetic` type animates on a generic `ValueTrack`. Both run `AnimationTrackCore`.
@MainActor
final class AnimatableAttribute<Value: VectorArithmetic> {
  private enum Storage {
    case vector(VectorTrack, encode: (Value) -> AnimationVector, decode: (AnimationVector) -> Value)
    case value(ValueTrack<Value>)
  }

  private let storage: Storage

  init(name: String, node: _ViewNode, model: Value) {
    if let flat = Value.self as? any FlatAnimatableData.Type,
      flat.componentCount <= AnimationVector.capacity
    {
      func codec<F: FlatAnimatableData>(_: F.Type) -> Storage {
        let encode: (Value) -> AnimationVector = { value in
          var vector = AnimationVector()
          unsafeBitCast(value, to: F.self).write(into: &vector, at: 0)
          return vector
        }
        let decode: (AnimationVector) -> Value = {
          unsafeBitCast(F(from: $0, at: 0), to: Value.self)
        }
        return .vector(
          VectorTrack(name: name, node: node, model: encode(model)), encode: encode,
          decode: decode)
      }
      storage = codec(flat)
    } else {
      storage = .value(ValueTrack(name: name, node: node, model: model))
    }
  }

  /// Called after the presented value changed during an update.
  var onPresentedChange: (() -> Void)? {
    get {
      switch storage {
      case .vector(let track, _, _): return track.onPresentedChange
      case .value(let track): return track.onPresentedChange
      }
    }
    set {
      switch storage {
      case .vector(let track, _, _): track.onPresentedChange = newValue
      case .value(let track): track.onPresentedChange = newValue
      }
    }
  }

  /// The value shown now.
  var presented: Value {
    switch storage {
    case .vector(let track, _, let decode): return decode(track.core.presented)
    case .value(let track): return track.core.presented
    }
  }

  /// The value's velocity now, when the running animation reports one; zero at rest.
  var velocity: Value? {
    switch storage {
    case .vector(let track, _, let decode): return track.velocity().map(decode)
    case .value(let track): return track.velocity()
    }
  }

  /// Whether an animation is running.
  var isAnimating: Bool {
    switch storage {
    case .vector(let track, _, _): return track.core.isAnimating
    case .value(let track): return track.core.isAnimating
    }
  }

  /// Ends the animation for good: the node left the tree.
  func detach() {
    switch storage {
    case .vector(let track, _, _): track.detach()
    case .value(let track): track.detach()
    }
  }

  /// Sets a new model value in `transaction`, animating when it has an animation.
  func update(to newModel: Value, transaction: Transaction) {
    switch storage {
    case .vector(let track, let encode, _): track.update(to: encode(newModel), transaction: transaction)
    case .value(let track): track.update(to: newModel, transaction: transaction)
    }
  }
}

/// The track of an attribute animated as an `AnimationVector`: concrete, so its tick is
/// specialised.
@MainActor
final class VectorTrack: AnimationTicking {
  let core: AnimationTrackCore<AnimationVector>
  var onPresentedChange: (() -> Void)?
  /// Not retained, and never touched once detached: the node detaches its attributes when
  /// it leaves the tree.
  private unowned(unsafe) let node: _ViewNode
  private unowned let runtime: ViewRuntime
  private var isDetached = false

  init(name: String, node: _ViewNode, model: AnimationVector) {
    self.node = node
    runtime = node.runtime
    core = AnimationTrackCore(name: name, model: model)
    core.sanitizeInitialModel(runtime: runtime, node: node)
  }

  func update(to newModel: AnimationVector, transaction: Transaction) {
    guard !isDetached else { return }
    if core.update(
      to: newModel, transaction: transaction, runtime: runtime, node: node,
      environment: node.environment)
    {
      runtime.startTicking(self)
    }
  }

  /// Ends the animation because the node left the tree.
  func detach() {
    guard !isDetached else { return }
    isDetached = true
    core.finish(runtime: runtime)
  }

  func tick(at now: VirtualTime) -> Bool {
    guard !isDetached else { return false }
    core.refresh(at: now, runtime: runtime, node: node)
    onPresentedChange?()
    return core.tickDidEnd()
  }

  func velocity() -> AnimationVector? {
    core.velocity(at: runtime.now)
  }
}

/// The track of an attribute whose data is some other `VectorArithmetic` type.
@MainActor
final class ValueTrack<Value: VectorArithmetic>: AnimationTicking {
  let core: AnimationTrackCore<Value>
  var onPresentedChange: (() -> Void)?
  /// Not retained, and never touched once detached: the node detaches its attributes when
  /// it leaves the tree.
  private unowned(unsafe) let node: _ViewNode
  private unowned let runtime: ViewRuntime
  private var isDetached = false

  init(name: String, node: _ViewNode, model: Value) {
    self.node = node
    runtime = node.runtime
    core = AnimationTrackCore(name: name, model: model)
    core.sanitizeInitialModel(runtime: runtime, node: node)
  }

  func update(to newModel: Value, transaction: Transaction) {
    guard !isDetached else { return }
    if core.update(
      to: newModel, transaction: transaction, runtime: runtime, node: node,
      environment: node.environment)
    {
      runtime.startTicking(self)
    }
  }

  /// Ends the animation because the node left the tree.
  func detach() {
    guard !isDetached else { return }
    isDetached = true
    core.finish(runtime: runtime)
  }

  func tick(at now: VirtualTime) -> Bool {
    guard !isDetached else { return false }
    core.refresh(at: now, runtime: runtime, node: node)
    onPresentedChange?()
    return core.tickDidEnd()
  }

  func velocity() -> Value? {
    core.velocity(at: runtime.now)
  }
}

/// The animation state of one attribute, as SwiftUI keeps it: the presented value is
/// `model − interval + offset`, where `interval` is the distance the animation travels (from
/// the value on screen when it began to the model) and `offset` the animation's output at the
/// elapsed time. A new animated change either merges into the running animation (when the
/// new animation's `shouldMerge` says so: fluid springs) or is combined with it
/// (`CombinedAnimation`), and the interval grows by the change. Ends and logical completions
/// fall at exact instants when the animation knows its timeline; the track asks the runtime
/// for updates then.
@MainActor
final class AnimationTrackCore<Value: VectorArithmetic> {
  /// What the attribute is, for diagnostics: `offset`, `AnimatableShake`, ….
  let name: String
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
  private var isTicking = false

  init(name: String, model: Value) {
    self.name = name
    self.model = model
    presented = model
  }

  /// Whether an animation is running.
  var isAnimating: Bool { animation != nil }

  /// Replaces a non-finite initial model with zero, reporting it.
  func sanitizeInitialModel(runtime: ViewRuntime, node: _ViewNode) {
    guard !Self.isFinite(model) else { return }
    model = .zero
    presented = .zero
    reportNonFinite(runtime: runtime, node: node)
  }

  /// Sets a new model value; returns true when the track must start ticking.
  func update(
    to newModel: Value, transaction: Transaction, runtime: ViewRuntime, node: _ViewNode,
    environment: EnvironmentValues
  ) -> Bool {
    guard Self.isFinite(newModel) else {
      reportNonFinite(runtime: runtime, node: node)
      return false
    }
    let delta = newModel - model
    guard delta.magnitudeSquared > 0 else { return false }
    model = newModel
    let now = runtime.now
    guard let newAnimation = transaction.animation else {
      // Without an animation the model jumps; a running animation keeps its interval and
      // continues around the new model.
      refresh(at: now, runtime: runtime, node: node)
      return false
    }
    runtime.validate(newAnimation, for: name, node: node)
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
      context = AnimationContext(environment: environment)
      interval = delta
      begin = now
    }
    let started = context
    finishAt = animation?.finishDuration(value: interval, context: started).map {
      begin + VirtualTime(seconds: $0)
    }
    if let finishAt { runtime.requestTick(at: finishAt) }
    let logicalAt = animation?.logicalDuration(value: interval, context: started).map {
      begin + VirtualTime(seconds: $0)
    }
    if let logicalAt { runtime.requestTick(at: logicalAt) }
    for listener in transaction.listeners {
      listener.animationDidStart()
      listeners.append((listener, listener.criteria == .logicallyComplete ? logicalAt : nil))
      runtime.registerUncommitted(listener)
    }
    refresh(at: now, runtime: runtime, node: node)
    guard !isTicking, animation != nil else { return false }
    isTicking = true
    return true
  }

  /// After a tick: whether the track keeps ticking.
  func tickDidEnd() -> Bool {
    if animation == nil { isTicking = false }
    return isTicking
  }

  /// Recomputes the presented value at `now`, ending the animation when it is over.
  func refresh(at now: VirtualTime, runtime: ViewRuntime, node: _ViewNode) {
    guard let running = animation else {
      presented = model
      return
    }
    if let finishAt, now >= finishAt {
      finish(runtime: runtime)
      return
    }
    let elapsed = (now - begin).seconds
    guard let offset = running.animate(value: interval, time: elapsed, context: &context) else {
      finish(runtime: runtime)
      return
    }
    let value = model - interval + offset
    guard Self.isFinite(value) else {
      runtime.report(
        .nonFiniteValue,
        "\(running) produced a non-finite value for \(name) at \(now); the animation ends "
          + "and the attribute shows its target", path: node.viewPath)
      finish(runtime: runtime)
      return
    }
    presented = value
    if !listeners.isEmpty { completeLogically(at: now, runtime: runtime) }
  }

  private func completeLogically(at now: VirtualTime, runtime: ViewRuntime) {
    let logicallyComplete = context.isLogicallyComplete
    listeners.removeAll { entry in
      guard entry.listener.criteria == .logicallyComplete else { return false }
      let due = entry.logicalAt.map { now >= $0 } ?? logicallyComplete
      if due { entry.listener.animationDidComplete(in: runtime) }
      return due
    }
  }

  /// Ends the animation: the model is shown and every waiting completion is released.
  func finish(runtime: ViewRuntime) {
    animation = nil
    finishAt = nil
    interval = .zero
    presented = model
    context = AnimationContext()
    let ended = listeners
    listeners.removeAll()
    for entry in ended { entry.listener.animationDidComplete(in: runtime) }
  }

  /// The velocity of the presented value at `now`, when the running animation reports one.
  func velocity(at now: VirtualTime) -> Value? {
    guard let animation else { return .zero }
    return animation.velocity(value: interval, time: (now - begin).seconds, context: context)
  }

  private func reportNonFinite(runtime: ViewRuntime, node: _ViewNode) {
    runtime.report(
      .nonFiniteValue,
      "\(name) was given a non-finite value; it keeps its previous value instead",
      path: node.viewPath)
  }

  private static func isFinite(_ value: Value) -> Bool {
    value.magnitudeSquared.isFinite
  }
}

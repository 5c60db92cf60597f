/// A container that animates its content with keyframes: each change of its trigger plays the
/// keyframe timeline from the value on screen (carrying its velocity when it interrupts a
/// running timeline), or, repeating, loops it while the view is in the tree.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>
where KeyframePath.Value == Value {
  let initialValue: Value
  let trigger: AnyEquatable?
  let repeating: Bool
  let content: @MainActor (Value) -> Content
  let keyframes: @MainActor (Value) -> KeyframePath

  /// Plays the keyframes each time `trigger` changes.
  @preconcurrency public init(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping @MainActor (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping @MainActor (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.trigger = AnyEquatable(trigger)
    repeating = false
    self.content = content
    self.keyframes = keyframes
  }

  /// Loops the keyframes while the view is in the tree (or, with `repeating` false, shows
  /// the value at the start of the timeline).
  @preconcurrency public init(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping @MainActor (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping @MainActor (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    trigger = nil
    self.repeating = repeating
    self.content = content
    self.keyframes = keyframes
  }
}

extension KeyframeAnimator: View {
  /// `KeyframeAnimator` is a primitive view.
  public typealias Body = Never

  public static func _makeOrUpdateNode(
    _ view: KeyframeAnimator, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    if let node {
      let animator = downcast(
        node, to: KeyframeAnimatorNode<Value, KeyframePath, Content>.self)
      animator.update(to: view, in: context)
      return animator
    }
    return KeyframeAnimatorNode(view, in: context)
  }
}

extension View {
  /// Plays keyframes each time `trigger` changes, passing the animated value to `content`
  /// along with a placeholder for this view.
  @preconcurrency public func keyframeAnimator<Value, Modified: View, Path: Keyframes<Value>>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Value) -> Modified,
    @KeyframesBuilder<Value> keyframes: @escaping @MainActor (Value) -> Path
  ) -> some View {
    _PlaceholderHost(content: self) { placeholder in
      KeyframeAnimator(
        initialValue: initialValue, trigger: trigger,
        content: { content(placeholder, $0) }, keyframes: keyframes)
    }
  }

  /// Loops keyframes while this view is in the tree, passing the animated value to `content`
  /// along with a placeholder for this view.
  @preconcurrency public func keyframeAnimator<Value, Modified: View, Path: Keyframes<Value>>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Value) -> Modified,
    @KeyframesBuilder<Value> keyframes: @escaping @MainActor (Value) -> Path
  ) -> some View {
    _PlaceholderHost(content: self) { placeholder in
      KeyframeAnimator(
        initialValue: initialValue, repeating: repeating,
        content: { content(placeholder, $0) }, keyframes: keyframes)
    }
  }
}

/// An equatable value of any type, compared with its own `==`.
struct AnyEquatable {
  let value: Any
  private let equals: (Any) -> Bool

  init<T: Equatable>(_ value: T) {
    self.value = value
    equals = { ($0 as? T) == value }
  }

  /// Whether `other` holds an equal value of the same type.
  func isEqual(to other: AnyEquatable) -> Bool {
    equals(other.value)
  }
}

/// The node of a keyframe animator: the value on screen, the running timeline, and the
/// content evaluated with the value at every update while the timeline runs.
@MainActor
final class KeyframeAnimatorNode<Value, Path: Keyframes, Content: View>: BodyNode, AnimationTicking
where Path.Value == Value {
  private var view: KeyframeAnimator<Value, Path, Content>
  /// The value shown when no timeline runs: the initial value, then each timeline's end.
  private var restingValue: Value
  private var timeline: KeyframeTimeline<Value>?
  private var start: VirtualTime = .zero
  private var isTicking = false
  /// The keyframe instants of the running timeline not reached yet, soonest last.
  private var keyframesAhead: [VirtualTime] = []

  init(_ view: KeyframeAnimator<Value, Path, Content>, in context: __shared _MountContext) {
    self.view = view
    restingValue = view.initialValue
    super.init(layout: TypeLayout.of(KeyframeAnimator<Value, Path, Content>.self), in: context)
    hasRenderEffect = true
    if view.trigger == nil {
      let looping = KeyframeTimeline(
        initialValue: view.initialValue, keyframes: view.keyframes(view.initialValue),
        velocities: [:])
      if view.repeating {
        play(looping)
        warnAboutLoopJumps(in: looping)
      } else {
        restingValue = looping.value(time: 0)
      }
    }
    evaluateBody(transaction: context.transaction)
  }

  func update(to newView: KeyframeAnimator<Value, Path, Content>, in context: _MountContext) {
    environment = context.environment
    let triggered =
      newView.trigger.map { new in view.trigger.map { !new.isEqual(to: $0) } ?? true } ?? false
    view = newView
    if triggered {
      let shown = currentValue
      let velocities = timeline.map { $0.velocities(at: elapsed) } ?? [:]
      let next = KeyframeTimeline(
        initialValue: shown, keyframes: view.keyframes(shown), velocities: velocities)
      warnAboutJumps(in: next)
      play(next)
    }
    evaluateBody(transaction: context.transaction)
  }

  override var viewName: String? { "KeyframeAnimator" }

  var activityDescription: String { "keyframeAnimator of \(viewPath)" }

  override func reevaluate() {
    evaluateBody(transaction: takePendingTransaction())
  }

  func tick(at now: VirtualTime) -> Bool {
    guard isMounted, let running = timeline else {
      isTicking = false
      return false
    }
    while let next = keyframesAhead.last, now >= next {
      keyframesAhead.removeLast()
      tree.emit(
        .keyframeReached,
        "keyframe at \(DecimalFormatting.format((next - start).seconds, fractionDigits: 4)) s",
        path: viewPath)
    }
    if view.trigger != nil, elapsed >= running.duration {
      restingValue = running.value(time: running.duration)
      timeline = nil
      isTicking = false
    }
    invalidate(transaction: Transaction())
    return isTicking
  }

  /// Seconds since the running timeline started.
  private var elapsed: Double { (tree.now - start).seconds }

  /// The value on screen now.
  private var currentValue: Value {
    guard let timeline else { return restingValue }
    return timeline.value(time: timelineTime(in: timeline))
  }

  /// The instant of `timeline` shown now: a repeating timeline starts over at each loop.
  private func timelineTime(in timeline: KeyframeTimeline<Value>) -> Double {
    if view.trigger == nil, timeline.duration > 0 {
      return elapsed.truncatingRemainder(dividingBy: timeline.duration)
    }
    return elapsed
  }

  private func play(_ next: KeyframeTimeline<Value>) {
    tree.emit(
      .keyframesStarted,
      "\(next.tracks.count) track\(next.tracks.count == 1 ? "" : "s"), "
        + "\(DecimalFormatting.format(next.duration, fractionDigits: 4)) s",
      path: viewPath)
    timeline = next
    start = tree.now
    tree.requestTick(at: start + VirtualTime(seconds: next.duration))
    // Keyframe instants are events at their exact instants (plots mark them); a repeating
    // timeline reports its first pass.
    keyframesAhead = next.keyframeTimes.map { start + VirtualTime(seconds: $0) }.reversed()
    for instant in keyframesAhead { tree.requestTick(at: instant) }
    if !isTicking {
      isTicking = true
      tree.animations.startTicking(self)
    }
  }

  private func evaluateBody(transaction: Transaction) {
    let value = currentValue
    let body = evaluate(&view) { $0.content(value) }
    child = reconciled(
      body, node: child, context: childContext(environmentChanged: false, transaction: transaction))
  }

  /// The seed's gotcha: a track whose first keyframe does not animate from the value on
  /// screen (a move, or a keyframe without duration) makes the value pop.
  private func warnAboutJumps(in timeline: KeyframeTimeline<Value>) {
    for track in timeline.tracks where track.jumpsAtStart {
      tree.report(
        .keyframeJump,
        "keyframeAnimator: the track for \(track.keyPath) starts with a keyframe that jumps "
          + "from the value on screen (\(track.describeStart())) to \(track.describe(0)) "
          + "instead of animating; start the track with a keyframe that has a duration, or "
          + "rest the value where the track starts",
        path: viewPath)
    }
  }

  override var rendersOverTime: Bool { timeline != nil }

  /// The running timeline's numbers and their exact rates go with the rendered nodes, so
  /// that an attribute found to follow one of them (`offset(x: value)`,
  /// `opacity(value.fade)`) gets its exact velocity.
  override func differentiate(_ item: inout DifferentiatedItem) {
    guard let timeline else { return }
    item.keyframeComponents = timeline.components(time: timelineTime(in: timeline))
  }

  /// A loop whose end differs from its start pops back at every restart.
  private func warnAboutLoopJumps(in timeline: KeyframeTimeline<Value>) {
    warnAboutJumps(in: timeline)
    for track in timeline.tracks {
      let first = track.describeStart()
      let last = track.describe(timeline.duration)
      if first != last {
        tree.report(
          .keyframeJump,
          "repeating keyframeAnimator: the track for \(track.keyPath) ends at \(last) but "
            + "the loop restarts from \(first), so the value jumps at every repeat",
          path: viewPath)
      }
    }
  }
}

/// A view that shows `body(placeholder)`, where the placeholder stands for `content`: the
/// shape of `.keyframeAnimator` and `.phaseAnimator` on a view.
struct _PlaceholderHost<Wrapped: View, Result: View>: View {
  typealias Body = Never

  let content: Wrapped
  let body: @MainActor (PlaceholderContentView<Wrapped>) -> Result

  static func _makeOrUpdateNode(
    _ view: _PlaceholderHost, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let host: PlaceholderHostNode<Wrapped>
    if let node {
      host = downcast(node, to: PlaceholderHostNode<Wrapped>.self)
      host.environment = context.environment
      host.source.content = view.content
    } else {
      host = PlaceholderHostNode(source: TypedContentSource(view.content), in: context)
    }
    let placeholder = PlaceholderContentView<Wrapped>(source: host.source)
    host.child = reconciled(
      view.body(placeholder), node: host.child, context: host.childContext(context))
    return host
  }
}

/// The node of a placeholder host: the content source its placeholders show.
@MainActor
final class PlaceholderHostNode<Wrapped: View>: WrapperNode {
  let source: TypedContentSource<Wrapped>

  init(source: TypedContentSource<Wrapped>, in context: __shared _MountContext) {
    self.source = source
    super.init(in: context)
  }
}

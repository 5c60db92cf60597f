/// A long press that reports when pressing starts and ends, and runs its action when it
/// succeeds (`onLongPressGesture`).
struct _PressingGesture: Gesture {
  let base: LongPressGesture
  let action: () -> Void
  let pressingChanged: ((Bool) -> Void)?

  typealias Value = Bool
  typealias Body = Never

  func _makeRecognizer() -> _GestureRecognizer<Bool> {
    let recognizer = ForwardingRecognizer<Bool, Bool>(base._makeRecognizer())
    let action = action
    let pressingChanged = pressingChanged
    var pressing = false
    recognizer.inner.onChanged = { [unowned recognizer] value in
      if !pressing {
        pressing = true
        pressingChanged?(true)
      }
      recognizer.change(value)
    }
    recognizer.inner.onEnded = { [unowned recognizer] value in
      if pressing {
        pressing = false
        pressingChanged?(false)
      }
      action()
      recognizer.end(value)
    }
    recognizer.inner.onFailed = { [unowned recognizer] in
      if pressing {
        pressing = false
        pressingChanged?(false)
      }
      recognizer.fail()
    }
    return recognizer
  }
}

/// The recognizers a host drives for one touch sequence on one rendered node: its
/// simultaneous gestures, and its high-priority gesture or else its innermost one.
@MainActor
package final class GestureSession {
  private let recognizers: [_AnyGestureRecognizer]
  /// The frame of the node the touches are on.
  package let frame: CGRect
  /// Whether the node the touches are on is still there.
  package let isTargetPresent: @MainActor () -> Bool

  /// A session on `target` when its gestures can take `wanted` (a drag, a long press), else
  /// nil; `available` then names what the node has.
  package init?(_ target: Interaction, wanting wanted: WantedGesture) {
    let gestures = target.gestures
    let exclusive =
      gestures.first { $0.priority == .high }
      ?? gestures.first { $0.priority == .normal }
    let chosen = gestures.filter { $0.priority == .simultaneous } + (exclusive.map { [$0] } ?? [])
    let kinds = chosen.reduce(GestureKinds()) { $0.union($1.kinds) }
    guard wanted == .pinch ? !kinds.isDisjoint(with: wanted.kinds) : kinds.contains(wanted.kinds)
    else { return nil }
    recognizers = chosen.map { $0.make() }
    frame = target.frame
    isTargetPresent = target.isPresent
  }

  /// What a node's gestures can take, for an error message.
  package static func available(on target: Interaction) -> String {
    let kinds = target.gestures.reduce(GestureKinds()) { $0.union($1.kinds) }
    var names: [String] = []
    if kinds.contains(.drag) { names.append("a drag") }
    if kinds.contains(.longPress) { names.append("a long press") }
    if kinds.contains(.tap) { names.append("a tap") }
    if kinds.contains(.magnify) { names.append("a magnification") }
    if kinds.contains(.rotate) { names.append("a rotation") }
    return names.isEmpty ? "no gesture" : names.joined(separator: ", ")
  }

  package func began(_ touch: _GestureTouch) {
    for recognizer in recognizers where !recognizer.isFinished { recognizer.began(touch) }
  }
  package func moved(_ touch: _GestureTouch) {
    for recognizer in recognizers where !recognizer.isFinished { recognizer.moved(touch) }
  }
  package func timePassed(_ touch: _GestureTouch) {
    for recognizer in recognizers where !recognizer.isFinished { recognizer.timePassed(touch) }
  }
  package func lifted(_ touch: _GestureTouch) {
    for recognizer in recognizers where !recognizer.isFinished { recognizer.lifted(touch) }
  }
  /// Ends the gestures without success: their view went away (`@GestureState`s reset, no
  /// `onEnded` runs).
  package func cancel() {
    for recognizer in recognizers where !recognizer.isFinished { recognizer.cancel() }
  }
}

/// A kind of gesture a host performs.
package enum WantedGesture {
  case drag
  case longPress
  /// Two fingers moving apart or together and turning: a magnification or a rotation.
  case pinch

  var kinds: GestureKinds {
    switch self {
    case .drag: .drag
    case .longPress: .longPress
    case .pinch: [.magnify, .rotate]
    }
  }
}

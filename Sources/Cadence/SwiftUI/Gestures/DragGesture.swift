import Foundation

/// A dragging motion that invokes an action as the drag-event sequence changes.
public struct DragGesture: Gesture {
  /// The attributes of a drag gesture.
  public struct Value: Equatable, Sendable {
    /// The time associated with the drag gesture's current event.
    public var time: Date
    /// The location of the drag gesture's current event.
    public var location: CGPoint
    /// The location of the drag gesture's first event.
    public var startLocation: CGPoint
    /// The total translation from the start of the drag gesture to the current event.
    public var translation: CGSize
    /// The current drag velocity, in points per second.
    public var velocity: CGSize
    /// A prediction of where the final location would be if dragging stopped now, based on
    /// the current drag velocity.
    public var predictedEndLocation: CGPoint
    /// A prediction of what the final translation would be if dragging stopped now.
    public var predictedEndTranslation: CGSize
  }

  /// The minimum dragging distance before the gesture succeeds.
  public var minimumDistance: CGFloat
  /// The coordinate space in which to receive location values.
  public var coordinateSpace: CoordinateSpace

  /// Creates a dragging gesture with the minimum dragging distance before the gesture
  /// succeeds and the coordinate space of the gesture's location.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  public typealias Body = Never

  public func _makeRecognizer() -> _GestureRecognizer<Value> {
    DragRecognizer(gesture: self)
  }

  /// How far a drag is predicted to go on after release, per point per second of velocity:
  /// a scroll view's normal deceleration (0.998 per millisecond) stops after
  /// 0.998 / (1 − 0.998) / 1000 = 0.499 s worth of the release velocity.
  static let predictionSeconds = 0.499
}

@MainActor
final class DragRecognizer: _GestureRecognizer<DragGesture.Value> {
  let gesture: DragGesture
  private var isActive = false

  init(gesture: DragGesture) {
    self.gesture = gesture
  }

  override var kinds: GestureKinds { .drag }

  private func value(_ touch: _GestureTouch) -> DragGesture.Value {
    let origin: CGPoint
    switch gesture.coordinateSpace {
    case .local: origin = touch.frame.origin
    // Named spaces are read as the screen's: a gesture knows no geometry reader.
    case .global, .named: origin = .zero
    }
    let location = CGPoint(x: touch.location.x - origin.x, y: touch.location.y - origin.y)
    let start = CGPoint(x: touch.startLocation.x - origin.x, y: touch.startLocation.y - origin.y)
    let translation = CGSize(width: location.x - start.x, height: location.y - start.y)
    let ahead = DragGesture.predictionSeconds
    let predicted = CGSize(
      width: translation.width + touch.velocity.width * ahead,
      height: translation.height + touch.velocity.height * ahead)
    return DragGesture.Value(
      time: touch.date, location: location, startLocation: start, translation: translation,
      velocity: touch.velocity,
      predictedEndLocation: CGPoint(x: start.x + predicted.width, y: start.y + predicted.height),
      predictedEndTranslation: predicted)
  }

  override func began(_ touch: _GestureTouch) {
    if gesture.minimumDistance <= 0 {
      isActive = true
      change(value(touch))
    }
  }

  override func moved(_ touch: _GestureTouch) {
    let dx = touch.location.x - touch.startLocation.x
    let dy = touch.location.y - touch.startLocation.y
    if !isActive, (dx * dx + dy * dy).squareRoot() >= gesture.minimumDistance { isActive = true }
    if isActive { change(value(touch)) }
  }

  override func lifted(_ touch: _GestureTouch) {
    if isActive { end(value(touch)) } else { fail() }
  }
}

/// A gesture that succeeds when the user performs a long press.
public struct LongPressGesture: Gesture {
  /// The minimum duration of the long press that must elapse before the gesture succeeds.
  public var minimumDuration: Double
  /// The maximum distance that the long press can move before the gesture fails.
  public var maximumDistance: CGFloat

  /// Creates a long-press gesture with a minimum duration and a maximum distance that the
  /// interaction can move before the gesture fails.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  public typealias Value = Bool
  public typealias Body = Never

  public func _makeRecognizer() -> _GestureRecognizer<Bool> {
    LongPressRecognizer(gesture: self)
  }
}

@MainActor
final class LongPressRecognizer: _GestureRecognizer<Bool> {
  let gesture: LongPressGesture
  private var downAt = 0.0

  init(gesture: LongPressGesture) {
    self.gesture = gesture
  }

  override var kinds: GestureKinds { .longPress }

  override func began(_ touch: _GestureTouch) {
    downAt = touch.time
    // Pressing: the value is true while the finger is down.
    change(true)
    if gesture.minimumDuration <= 0 { end(true) }
  }

  private func check(_ touch: _GestureTouch) {
    let dx = touch.location.x - touch.startLocation.x
    let dy = touch.location.y - touch.startLocation.y
    if (dx * dx + dy * dy).squareRoot() > gesture.maximumDistance {
      fail()
    } else if touch.time - downAt >= gesture.minimumDuration - 1e-9 {
      end(true)
    }
  }

  override func moved(_ touch: _GestureTouch) { check(touch) }
  override func timePassed(_ touch: _GestureTouch) { check(touch) }
  override func lifted(_ touch: _GestureTouch) {
    check(touch)
    fail()
  }
}

/// A gesture that recognizes one or more taps.
public struct TapGesture: Gesture {
  /// The required number of tap events.
  public var count: Int

  /// Creates a tap gesture with the number of required taps.
  public init(count: Int = 1) {
    self.count = count
  }

  public typealias Value = Void
  public typealias Body = Never

  public func _makeRecognizer() -> _GestureRecognizer<Void> {
    TapRecognizer()
  }
}

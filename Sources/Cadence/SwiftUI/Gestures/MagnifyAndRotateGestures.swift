import Foundation

/// A gesture that recognizes a magnification motion and tracks the amount of magnification:
/// the distance between two fingers relative to where they went down.
public struct MagnifyGesture: Gesture {
  /// The value of a magnify gesture.
  public struct Value: Equatable, Sendable {
    /// The time associated with the gesture's current event.
    public var time: Date
    /// The relative amount that the gesture has magnified by (2: the fingers are twice as far
    /// apart as they went down).
    public var magnification: CGFloat
    /// The current magnification velocity, per second.
    public var velocity: CGFloat
    /// The initial anchor point of the gesture (between the fingers) in the modified view's
    /// coordinate space.
    public var startAnchor: UnitPoint
    /// The initial center of the gesture in the modified view's coordinate space.
    public var startLocation: CGPoint
  }

  /// The minimum required delta before the gesture starts.
  public var minimumScaleDelta: CGFloat

  /// Creates a magnify gesture with a given minimum delta for the gesture to start.
  public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }

  public typealias Body = Never

  public func _makeRecognizer() -> _GestureRecognizer<Value> {
    TwoFingerRecognizer(kind: .magnify, threshold: Double(minimumScaleDelta)) { sample in
      Value(
        time: sample.date, magnification: sample.magnification,
        velocity: sample.magnificationVelocity, startAnchor: sample.startAnchor,
        startLocation: sample.startLocation)
    }
  }
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation: the turn
/// of the line between two fingers since they went down.
public struct RotateGesture: Gesture {
  /// The value of a rotation gesture.
  public struct Value: Equatable, Sendable {
    /// The time associated with the gesture's current event.
    public var time: Date
    /// The relative amount that the gesture has rotated by (positive: clockwise on screen).
    public var rotation: Angle
    /// The current rotation velocity, per second.
    public var velocity: Angle
    /// The initial anchor point of the gesture in the modified view's coordinate space.
    public var startAnchor: UnitPoint
    /// The initial center of the gesture in the modified view's coordinate space.
    public var startLocation: CGPoint
  }

  /// The minimum delta required before the gesture succeeds.
  public var minimumAngleDelta: Angle

  /// Creates a rotation gesture with a minimum delta for the gesture to start.
  public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }

  public typealias Body = Never

  public func _makeRecognizer() -> _GestureRecognizer<Value> {
    TwoFingerRecognizer(kind: .rotate, threshold: minimumAngleDelta.radians) { sample in
      Value(
        time: sample.date, rotation: .radians(sample.rotation),
        velocity: .radians(sample.rotationVelocity), startAnchor: sample.startAnchor,
        startLocation: sample.startLocation)
    }
  }
}

/// What two fingers show at one touch: their spread and turn since they went down, how fast
/// those change, and where between them the gesture started.
struct TwoFingerSample {
  var date: Date
  var magnification: CGFloat
  var magnificationVelocity: CGFloat
  var rotation: Double
  var rotationVelocity: Double
  var startAnchor: UnitPoint
  var startLocation: CGPoint
}

/// Recognizes a magnification or a rotation from two-finger touches: it starts once the
/// spread (or turn) has changed by the threshold, then reports each change, and ends when the
/// fingers lift; velocities are the change per second between successive touches.
@MainActor
final class TwoFingerRecognizer<Value>: _GestureRecognizer<Value> {
  private let kind: GestureKinds
  private let threshold: Double
  private let makeValue: (TwoFingerSample) -> Value
  private var isActive = false
  private var last: (time: Double, magnification: CGFloat, rotation: Double)?
  private var velocities: (magnification: CGFloat, rotation: Double) = (0, 0)

  init(kind: GestureKinds, threshold: Double, makeValue: @escaping (TwoFingerSample) -> Value) {
    self.kind = kind
    self.threshold = threshold.isFinite ? abs(threshold) : 0
    self.makeValue = makeValue
  }

  override var kinds: GestureKinds { kind }

  private func sample(_ touch: _GestureTouch) -> TwoFingerSample? {
    guard let second = touch.secondLocation, let secondStart = touch.secondStartLocation else {
      return nil
    }
    let first = touch.location
    let firstStart = touch.startLocation
    let startSpread = hypot(secondStart.x - firstStart.x, secondStart.y - firstStart.y)
    let spread = hypot(second.x - first.x, second.y - first.y)
    let magnification = startSpread > 0 ? spread / startSpread : 1
    let startAngle = Double(atan2(secondStart.y - firstStart.y, secondStart.x - firstStart.x))
    var rotation = Double(atan2(second.y - first.y, second.x - first.x)) - startAngle
    // The turn continues past half a turn from the last touch rather than jumping back.
    if let last {
      while rotation - last.rotation > .pi { rotation -= 2 * .pi }
      while rotation - last.rotation < -.pi { rotation += 2 * .pi }
    }
    if let last, touch.time > last.time {
      let dt = touch.time - last.time
      velocities = ((magnification - last.magnification) / dt, (rotation - last.rotation) / dt)
    }
    last = (touch.time, magnification, rotation)
    let centre = CGPoint(
      x: (firstStart.x + secondStart.x) / 2, y: (firstStart.y + secondStart.y) / 2)
    let frame = touch.frame
    let local = CGPoint(x: centre.x - frame.minX, y: centre.y - frame.minY)
    return TwoFingerSample(
      date: touch.date, magnification: magnification,
      magnificationVelocity: velocities.magnification, rotation: rotation,
      rotationVelocity: velocities.rotation,
      startAnchor: UnitPoint(
        x: frame.width > 0 ? local.x / frame.width : 0.5,
        y: frame.height > 0 ? local.y / frame.height : 0.5),
      startLocation: local)
  }

  override func began(_ touch: _GestureTouch) {
    // One finger is not a pinch.
    guard sample(touch) != nil else { return fail() }
  }

  override func moved(_ touch: _GestureTouch) {
    guard let sample = sample(touch) else { return fail() }
    let delta = kind == .magnify ? abs(Double(sample.magnification) - 1) : abs(sample.rotation)
    if !isActive, delta >= threshold - 1e-12 { isActive = true }
    if isActive { change(makeValue(sample)) }
  }

  override func lifted(_ touch: _GestureTouch) {
    guard isActive, let sample = sample(touch) else { return fail() }
    end(makeValue(sample))
  }
}

import Foundation

/// An instance that matches a sequence of events to a gesture, and returns a stream of values
/// for each of its states.
///
/// Headless, there are no fingers: a host drives gestures with synthetic touches at exact
/// virtual instants (`ViewHost.drag`, `longPress`, `tap`), and each gesture turns them into
/// its values as SwiftUI's does.
@MainActor @preconcurrency
public protocol Gesture<Value> {
  /// The type representing the gesture's value.
  associatedtype Value
  /// The type of gesture representing the body of `Self`.
  associatedtype Body: Gesture
  /// The content and behavior of the gesture.
  var body: Body { get }
  /// Makes the object that follows touches for this gesture (hidden requirement).
  func _makeRecognizer() -> _GestureRecognizer<Value>
}

extension Gesture where Body.Value == Value {
  /// A gesture made of other gestures recognizes as its body does.
  public func _makeRecognizer() -> _GestureRecognizer<Value> {
    body._makeRecognizer()
  }
}

extension Gesture where Body == Never {
  /// Primitive gestures have no body; the runtime never asks for it.
  public var body: Never {
    fatalError("\(Self.self) is a primitive gesture and has no body")
  }
}

extension Never: Gesture {
  public typealias Value = Never

  /// `Never` has no body (as a view and as a gesture); there is no value to ask.
  public var body: Never {
    switch self {}
  }

  public func _makeRecognizer() -> _GestureRecognizer<Never> {
    switch self {}
  }
}

/// One synthetic touch as a host delivers it: where the finger is (in the screen's
/// coordinates), where it went down, when, and how fast it moves.
public struct _GestureTouch: Sendable {
  /// The finger's location, in the screen's coordinates.
  public var location: CGPoint
  /// Where the finger went down.
  public var startLocation: CGPoint
  /// The instant, in seconds since mount.
  public var time: Double
  /// The instant as a date of the host's virtual wall clock.
  public var date: Date
  /// The finger's velocity, in points per second.
  public var velocity: CGSize
  /// The frame of the view the gesture is attached to, for local coordinates.
  public var frame: CGRect
  /// Where a second finger is, in a two-finger touch (a pinch, a rotation).
  public var secondLocation: CGPoint?
  /// Where the second finger went down.
  public var secondStartLocation: CGPoint?

  /// Creates a touch (one finger, or two).
  public init(
    location: CGPoint, startLocation: CGPoint, time: Double, date: Date, velocity: CGSize,
    frame: CGRect, secondLocation: CGPoint? = nil, secondStartLocation: CGPoint? = nil
  ) {
    self.location = location
    self.startLocation = startLocation
    self.time = time
    self.date = date
    self.velocity = velocity
    self.frame = frame
    self.secondLocation = secondLocation
    self.secondStartLocation = secondStartLocation
  }
}

/// Follows the touches of one gesture: the primitive gestures interpret them; composed ones
/// route them and transform values. Not for use outside Cadence.
@MainActor
public class _AnyGestureRecognizer {
  /// Whether the gesture has ended or failed: it takes no more touches.
  var isFinished = false
  /// The kinds of primitive gestures inside, for a host to say which it can drive.
  var kinds: GestureKinds { [] }

  func began(_ touch: _GestureTouch) {}
  func moved(_ touch: _GestureTouch) {}
  func timePassed(_ touch: _GestureTouch) {}
  func lifted(_ touch: _GestureTouch) {}
  /// Ends the gesture without success: its view left while a finger was on it. Each
  /// gesture inside fails, so that `@GestureState`s reset and no `onEnded` runs.
  func cancel() {}
}

/// A recognizer of a gesture whose values are `Value`: it reports each change, the end, or
/// the failure to whoever composes it.
@MainActor
public class _GestureRecognizer<Value>: _AnyGestureRecognizer {
  var onChanged: ((Value) -> Void)?
  var onEnded: ((Value) -> Void)?
  var onFailed: (() -> Void)?

  func change(_ value: Value) {
    guard !isFinished else { return }
    onChanged?(value)
  }

  func end(_ value: Value) {
    guard !isFinished else { return }
    isFinished = true
    onEnded?(value)
  }

  func fail() {
    guard !isFinished else { return }
    isFinished = true
    onFailed?()
  }

  override func cancel() { fail() }
}

/// The kinds of primitive gestures a gesture contains.
struct GestureKinds: OptionSet, Hashable {
  let rawValue: UInt8
  static let drag = GestureKinds(rawValue: 1)
  static let longPress = GestureKinds(rawValue: 2)
  static let tap = GestureKinds(rawValue: 4)
  static let magnify = GestureKinds(rawValue: 8)
  static let rotate = GestureKinds(rawValue: 16)
}

// MARK: - Primitive gestures

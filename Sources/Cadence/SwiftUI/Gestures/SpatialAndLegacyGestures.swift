import Foundation

/// A gesture that recognizes one or more taps and reports their location.
public struct SpatialTapGesture: Gesture {
  /// The attributes of a tap gesture.
  public struct Value: Equatable, Sendable {
    /// The location of the tap gesture's current event.
    public var location: CGPoint
  }

  /// The required number of tap events.
  public var count: Int
  /// The coordinate space in which to receive location values.
  public var coordinateSpace: CoordinateSpace

  /// Creates a tap gesture with the number of required taps and the coordinate space of the
  /// gesture's location.
  public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace.coordinateSpace
  }

  public typealias Body = Never

  public func _makeRecognizer() -> _GestureRecognizer<Value> {
    SpatialTapRecognizer(coordinateSpace: coordinateSpace)
  }
}

/// Recognizes a tap, as `TapRecognizer`, reporting where the finger lifted.
@MainActor
final class SpatialTapRecognizer: _GestureRecognizer<SpatialTapGesture.Value> {
  let coordinateSpace: CoordinateSpace

  init(coordinateSpace: CoordinateSpace) {
    self.coordinateSpace = coordinateSpace
  }

  override var kinds: GestureKinds { .tap }

  override func lifted(_ touch: _GestureTouch) {
    let dx = touch.location.x - touch.startLocation.x
    let dy = touch.location.y - touch.startLocation.y
    guard (dx * dx + dy * dy).squareRoot() <= 10 else { return fail() }
    // Named spaces are read as the screen's: a gesture knows no geometry reader.
    let origin = coordinateSpace == .local ? touch.frame.origin : .zero
    end(.init(location: CGPoint(x: touch.location.x - origin.x, y: touch.location.y - origin.y)))
  }
}

/// A gesture that recognizes a magnification motion and tracks the amount of magnification
/// (the older form of `MagnifyGesture`, whose value is the magnification alone).
@available(*, deprecated, renamed: "MagnifyGesture")
public struct MagnificationGesture: Gesture {
  /// The minimum required delta before the gesture starts.
  public var minimumScaleDelta: CGFloat

  /// Creates a magnification gesture with a given minimum delta for the gesture to start.
  public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }

  public typealias Value = CGFloat

  public var body: _MapGesture<MagnifyGesture, CGFloat> {
    MagnifyGesture(minimumScaleDelta: minimumScaleDelta).map(\.magnification)
  }
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation (the
/// older form of `RotateGesture`, whose value is the angle alone).
@available(*, deprecated, renamed: "RotateGesture")
public struct RotationGesture: Gesture {
  /// The minimum delta required before the gesture starts.
  public var minimumAngleDelta: Angle

  /// Creates a rotation gesture with a minimum delta for the gesture to start.
  public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }

  public typealias Value = Angle

  public var body: _MapGesture<RotateGesture, Angle> {
    RotateGesture(minimumAngleDelta: minimumAngleDelta).map(\.rotation)
  }
}

extension View {
  /// Adds an action to perform when this view recognizes a tap gesture, and provides the
  /// action with the location of the interaction (a host's tap is at the view's centre).
  @preconcurrency
  public func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
    perform action: @escaping @MainActor (CGPoint) -> Void
  ) -> some View {
    gesture(
      SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded {
        action($0.location)
      })
  }
}

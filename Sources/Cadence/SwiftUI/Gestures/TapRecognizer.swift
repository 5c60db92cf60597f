import Foundation

/// Recognizes a tap when the finger lifts near where it went down (a host's `tap` performs
/// the gesture whatever its count, as for `onTapGesture(count:)`).
@MainActor
final class TapRecognizer: _GestureRecognizer<Void> {
  override var kinds: GestureKinds { .tap }

  override func lifted(_ touch: _GestureTouch) {
    let dx = touch.location.x - touch.startLocation.x
    let dy = touch.location.y - touch.startLocation.y
    if (dx * dx + dy * dy).squareRoot() <= 10 { end(()) } else { fail() }
  }
}

import Foundation

// The Digital Crown of an Apple Watch: a view with `digitalCrownRotation` takes the crown's
// turns (a host's `rotateDigitalCrown`), which move its binding through its range.

/// How fast the crown's turns move a value (recorded: a host turns it by values).
public enum DigitalCrownRotationalSensitivity: Hashable, Sendable {
  /// Slow.
  case low
  /// Medium.
  case medium
  /// Fast.
  case high
}

/// A turn of the crown, as `onChange` is told of it.
public struct DigitalCrownEvent: Sendable {
  /// Where the crown's value is now.
  public let offset: Double
  /// How fast it moves, in values a second (0 for a host's turn, which takes no time).
  public let velocity: Double
}

/// The crown's rotation on a rendered node: what a host's turn does.
package struct DigitalCrownRotation {
  /// Turns the crown by a value; the view's binding moves.
  package let rotate: @MainActor (Double) -> Void
  /// The crown stops turning.
  package let idle: @MainActor () -> Void
}

/// The feature a view taking the crown's rotation gives its node.
package enum DigitalCrownFeature: InteractionFeature {
  package typealias Value = DigitalCrownRotation
  package static var kind: InteractionKinds { .digitalCrown }
}

/// Gives a view the crown's rotation: a turn moves the value within its range (around it
/// when continuous), to the nearest detent for a detent binding; `onChange` is told of each
/// turn and `onIdle` when it ends. The node records `digitalCrownRotation`.
struct _DigitalCrownModifier: RenderModifier {
  static var attributeName: String { "digitalCrownRotation" }
  typealias Body = Never
  let description: String
  let rotation: DigitalCrownRotation

  func apply(to item: inout RenderItem) {
    item.setStyleIfAbsent(description, for: "digitalCrownRotation")
    item.features[DigitalCrownFeature.self] = rotation
  }
}

/// Where a value turned by `delta` lands: within `range`, or around it when `wraps`.
func crownValue(
  _ value: Double, turnedBy delta: Double, in range: ClosedRange<Double>?, wraps: Bool
)
  -> Double
{
  let moved = value + delta
  guard let range, moved.isFinite else { return moved.isFinite ? moved : value }
  let span = range.upperBound - range.lowerBound
  guard wraps, span > 0 else { return min(max(moved, range.lowerBound), range.upperBound) }
  let within = (moved - range.lowerBound).truncatingRemainder(dividingBy: span)
  return range.lowerBound + (within < 0 ? within + span : within)
}

extension View {
  /// Moves `binding` as the crown turns, without bounds.
  public func digitalCrownRotation<V: BinaryFloatingPoint>(
    _ binding: Binding<V>, onChange: @escaping (DigitalCrownEvent) -> Void = { _ in },
    onIdle: @escaping () -> Void = {}
  ) -> some View {
    crown(
      binding, range: nil, stride: nil, wraps: false, described: "unbounded",
      onChange: onChange, onIdle: onIdle)
  }

  /// Moves `binding` as the crown turns, from `minValue` through `maxValue` (around the range
  /// when continuous).
  public func digitalCrownRotation<V: BinaryFloatingPoint>(
    _ binding: Binding<V>, from minValue: V, through maxValue: V,
    sensitivity: DigitalCrownRotationalSensitivity = .high, isContinuous: Bool = false,
    isHapticFeedbackEnabled: Bool = true,
    onChange: @escaping (DigitalCrownEvent) -> Void = { _ in }, onIdle: @escaping () -> Void = {}
  ) -> some View {
    crown(
      binding, range: Double(minValue)...Double(max(minValue, maxValue)),
      stride: nil, wraps: isContinuous,
      described: "\(minValue)...\(maxValue) \(sensitivity)\(isContinuous ? " continuous" : "")",
      onChange: onChange, onIdle: onIdle)
  }

  /// Moves `detent` from `minValue` through `maxValue` in steps of `stride` as the crown
  /// turns: the crown moves freely, the binding to the step nearest it.
  public func digitalCrownRotation<V: BinaryFloatingPoint>(
    detent: Binding<V>, from minValue: V, through maxValue: V, by stride: V.Stride,
    sensitivity: DigitalCrownRotationalSensitivity = .high, isContinuous: Bool = false,
    isHapticFeedbackEnabled: Bool = true,
    onChange: @escaping (DigitalCrownEvent) -> Void = { _ in }, onIdle: @escaping () -> Void = {}
  ) -> some View where V.Stride: BinaryFloatingPoint {
    crown(
      detent, range: Double(minValue)...Double(max(minValue, maxValue)),
      stride: Double(stride), wraps: isContinuous,
      described: "\(minValue)...\(maxValue) by \(stride) \(sensitivity)",
      onChange: onChange, onIdle: onIdle)
  }

  private func crown<V: BinaryFloatingPoint>(
    _ binding: Binding<V>, range: ClosedRange<Double>?, stride: Double?,
    wraps: Bool, described: String, onChange: @escaping (DigitalCrownEvent) -> Void,
    onIdle: @escaping () -> Void
  ) -> some View {
    // A turn starts where the binding is; a detent binding lands on the step nearest the
    // crown's new place.
    let rotation = DigitalCrownRotation(
      rotate: { delta in
        let turned = crownValue(
          Double(binding.wrappedValue), turnedBy: delta, in: range, wraps: wraps)
        var landed = turned
        if let stride, stride > 0, let range {
          landed = range.lowerBound + ((turned - range.lowerBound) / stride).rounded() * stride
          landed = min(landed, range.upperBound)
        }
        binding.wrappedValue = V(landed)
        onChange(DigitalCrownEvent(offset: turned, velocity: 0))
      },
      idle: { onIdle() })
    return modifier(_DigitalCrownModifier(description: described, rotation: rotation))
  }

  /// Shows or hides the accessory by the crown while it turns (recorded as
  /// `digitalCrownAccessory`: SwiftUI draws it).
  public func digitalCrownAccessory(_ visibility: Visibility) -> some View {
    recorded("digitalCrownAccessory", visibility.rawValue)
  }

  /// Sets the view shown by the crown while it turns (recorded as `digitalCrownAccessory` =
  /// `custom`: SwiftUI draws it).
  public func digitalCrownAccessory<Content: View>(
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    recorded("digitalCrownAccessory", "custom")
  }
}

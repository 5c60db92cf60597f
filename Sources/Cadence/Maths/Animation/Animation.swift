/// The way a view changes over time to create a smooth visual transition from one state to
/// another: a type-erased `CustomAnimation`.
public struct Animation: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// The wrapped animation, boxed so that copying an `Animation` (which transactions and
  /// animation tracks do often) is one retain.
  private let box: Box

  private final class Box: Sendable {
    let base: any CustomAnimation

    init(_ base: any CustomAnimation) {
      self.base = base
    }
  }

  /// The animation this value wraps.
  public var base: any CustomAnimation { box.base }

  /// Creates an animation from a custom animation.
  public init<A: CustomAnimation>(_ base: A) {
    box = Box(base)
  }

  /// Calculates the current value of the animation over the interval `value`.
  public func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    box.base.animate(value: value, time: time, context: &context)
  }

  /// Calculates the current velocity of the animation.
  public func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    base.velocity(value: value, time: time, context: context)
  }

  /// Whether this animation should merge with `previous`.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    base.shouldMerge(previous: previous, value: value, time: time, context: &context)
  }

  /// Equal when the wrapped animations are of the same type and equal.
  public static func == (lhs: Animation, rhs: Animation) -> Bool {
    lhs.box === rhs.box || AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  /// Hashes the wrapped animation.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(base))
  }

  /// The wrapped animation's description.
  public var description: String {
    String(describing: base)
  }

  /// As SwiftUI prints it: the type-erased animator around the module-qualified animation,
  /// `AnyAnimator(Cadence.DefaultAnimation())`.
  public var debugDescription: String {
    let module = String(reflecting: type(of: base)).split(separator: ".").first ?? "Cadence"
    return "AnyAnimator(\(module).\(description))"
  }

  /// A mirror of the animation it wraps (`dump(animation)` shows the curve or spring).
  public var customMirror: Mirror {
    Mirror(self, children: ["base": base as Any], displayStyle: .struct)
  }

  /// Seconds from the start to logical completion over `value`, if the animation knows it.
  func logicalDuration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    (base as? any TimedAnimation)?.logicalDuration(value: value, context: context)
  }

  /// Seconds from the start to the end over `value`, if the animation knows it.
  func finishDuration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    (base as? any TimedAnimation)?.finishDuration(value: value, context: context)
  }

  /// What the animation corrected in its parameters, one message each.
  var validationProblems: [String] {
    (base as? any ValidatedAnimation)?.validationProblems ?? []
  }
}

/// Validation helpers shared by the built-in animations.
enum AnimationParameter {
  /// A duration that is finite and non-negative, else 0 (the animation finishes at once).
  static func duration(_ value: Double) -> Double {
    value.isFinite && value > 0 ? value : 0
  }

  /// The problem with a duration, if any.
  static func durationProblem(
    _ value: Double, name: String, in animation: @autoclosure () -> String
  ) -> String? {
    value.isFinite && value >= 0
      ? nil
      : "\(animation()): \(name) \(value) is not a finite, non-negative number of seconds; "
        + "the animation finishes at once"
  }
}

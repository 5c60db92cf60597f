extension Spring {
  /// The coefficients of a spring's closed form: starting at 0 with velocity v0 and heading
  /// for T, x(t) = T·a(t) + v0·b(t) and v(t) = T·a′(t) + v0·b′(t).
  struct Coefficients {
    var a: Double
    var b: Double
    var da: Double
    var db: Double
  }

  /// The closed-form coefficients at `time` (seconds).
  func coefficients(at time: Double) -> Coefficients {
    let lambda = decayConstant
    let t = time
    if angularFrequency > 0 {
      let omega = angularFrequency
      let e = exp(-lambda * t)
      let c = cos(omega * t)
      let s = sin(omega * t)
      return Coefficients(
        a: 1 - e * (c + lambda / omega * s),
        b: e * s / omega,
        da: e * s * (lambda * lambda + omega * omega) / omega,
        db: e * (c - lambda / omega * s))
    } else if angularFrequency == 0 {
      let e = exp(-lambda * t)
      return Coefficients(
        a: 1 - e * (1 + lambda * t), b: t * e, da: lambda * lambda * t * e,
        db: e * (1 - lambda * t))
    } else {
      let s = -angularFrequency
      let r1 = -lambda + s
      let r2 = -lambda - s
      let e1 = exp(r1 * t)
      let e2 = exp(r2 * t)
      return Coefficients(
        a: 1 - ((lambda + s) * e1 + (s - lambda) * e2) / (2 * s),
        b: (e1 - e2) / (2 * s),
        da: (lambda * lambda - s * s) * (e1 - e2) / (2 * s),
        db: (r1 * e1 - r2 * e2) / (2 * s))
    }
  }

  /// The displacement from 0 towards `target` after `time` seconds, starting with
  /// `initialVelocity` (units per second).
  public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval)
    -> V
  {
    let k = coefficients(at: time)
    return target.scaled(by: k.a) + initialVelocity.scaled(by: k.b)
  }

  /// The velocity after `time` seconds of the motion `value(target:initialVelocity:time:)`.
  public func velocity<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, time: TimeInterval
  ) -> V {
    let k = coefficients(at: time)
    return target.scaled(by: k.da) + initialVelocity.scaled(by: k.db)
  }

  /// The value after `time` seconds of a motion from `fromValue` to `toValue`.
  @MainActor
  public func value<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
  ) -> V {
    var result = fromValue
    result.animatableData =
      fromValue.animatableData
      + value(
        target: toValue.animatableData - fromValue.animatableData,
        initialVelocity: initialVelocity.animatableData, time: time)
    return result
  }

  /// The velocity after `time` seconds of a motion from `fromValue` to `toValue`.
  @MainActor
  public func velocity<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
  ) -> V {
    var result = fromValue
    result.animatableData = velocity(
      target: toValue.animatableData - fromValue.animatableData,
      initialVelocity: initialVelocity.animatableData, time: time)
    return result
  }

  /// Advances `value` and `velocity` by `deltaTime` seconds of motion towards `target`.
  public func update<V: VectorArithmetic>(
    value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval
  ) {
    let remaining = target - value
    let k = coefficients(at: deltaTime)
    value += remaining.scaled(by: k.a) + velocity.scaled(by: k.b)
    velocity = remaining.scaled(by: k.da) + velocity.scaled(by: k.db)
  }

  /// The force on the mass at `position` with `velocity`: k·(target − position) − c·velocity.
  public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
    (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
  }
}

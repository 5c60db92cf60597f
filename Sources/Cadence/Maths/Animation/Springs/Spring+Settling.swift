extension Spring {
  /// The settling duration of a unit step from rest, with ε = 0.001.
  public var settlingDuration: TimeInterval {
    settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
  }

  /// The time after which the motion towards `target` stays within `epsilon` of it.
  ///
  /// Under-damped springs use the decay envelope, `−ln(ε / (|λ·T − v0| + |T|)) / λ`.
  /// Critically and over-damped springs are sampled on a 0.1 s grid (at most 1024 samples):
  /// the first grid time at which the distance is below ε and stays so for more than a second.
  /// Undamped springs never settle (infinity).
  public func settlingDuration<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, epsilon: Double
  ) -> TimeInterval {
    let lambda = decayConstant
    guard lambda > 0 else { return .infinity }
    let eps = max(epsilon, 1e-6)
    if angularFrequency > 0 {
      let targetMagnitude = target.magnitudeSquared.squareRoot()
      let mixed = (target.scaled(by: lambda) - initialVelocity).magnitudeSquared.squareRoot()
      let bound = -log(eps / (mixed + targetMagnitude)) / lambda
      return bound.isFinite ? max(0, bound) : 0
    }
    return sampledSettlingDuration(target: target, initialVelocity: initialVelocity, epsilon: eps)
  }

  /// The sampling step and horizon of the settling search.
  static let settlingSampleStep = 0.1
  static let settlingSampleCount = 1024
  static let settlingHoldTime = 1.0

  private func sampledSettlingDuration<V: VectorArithmetic>(
    target: V, initialVelocity: V, epsilon: Double
  ) -> TimeInterval {
    var candidate: Double?
    for index in 0..<Self.settlingSampleCount {
      let time = Double(index) * Self.settlingSampleStep
      let distance =
        (value(target: target, initialVelocity: initialVelocity, time: time) - target)
        .magnitudeSquared.squareRoot()
      guard distance.isFinite else { return 0 }
      if distance < epsilon {
        if let start = candidate {
          if time - start > Self.settlingHoldTime { return start }
        } else {
          candidate = time
        }
      } else {
        candidate = nil
      }
    }
    return candidate ?? 0
  }
}

extension Spring {
  /// The force on a value at `position`, moving with `velocity`, in a motion from `fromValue`
  /// to `toValue`: `force(target:position:velocity:)` on their animatable data, measured from
  /// `fromValue`.
  @MainActor
  public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
    var result = fromValue
    result.animatableData = force(
      target: toValue.animatableData - fromValue.animatableData,
      position: position.animatableData - fromValue.animatableData,
      velocity: velocity.animatableData)
    return result
  }

  /// The settling duration of a motion from `fromValue` to `toValue` starting with
  /// `initialVelocity`: `settlingDuration(target:initialVelocity:epsilon:)` on their
  /// animatable data.
  @MainActor
  public func settlingDuration<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, epsilon: Double
  ) -> TimeInterval {
    settlingDuration(
      target: toValue.animatableData - fromValue.animatableData,
      initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
  }
}

import Cadence

/// An animation expression with the parameter names Cadence must report.
struct AnimationExpression {
  let animation: Animation
  let source: String
  /// The names of the parameters drawn invalid (each must appear in a diagnostic).
  let invalidParameters: [String]
}

extension ParameterDraw {
  /// A built-in animation, then 0 to 4 modifiers (delay, speed, repeats, logical completion).
  mutating func animation() -> AnimationExpression {
    var invalid: [String] = []
    func note(_ parameter: Parameter, _ name: String) {
      if parameter.isInvalid { invalid.append(name) }
    }
    var animation: Animation
    var source: String
    switch int(in: 0...8) {
    case 0, 1:
      let duration = value(ordinary: 0.05...1, valid: Valid.nonNegative)
      note(duration, "duration")
      let curves: [(String, (Double) -> Animation)] = [
        ("linear", { .linear(duration: $0) }), ("easeIn", { .easeIn(duration: $0) }),
        ("easeOut", { .easeOut(duration: $0) }), ("easeInOut", { .easeInOut(duration: $0) }),
      ]
      let (name, make) = curves.randomElement(using: &random)!
      animation = make(duration.value)
      source = ".\(name)(duration: \(duration.source))"
    case 2:
      let points = (0..<4).map { _ in Double.random(in: -1...2, using: &random) }
      let duration = value(ordinary: 0.05...1, valid: Valid.nonNegative)
      note(duration, "duration")
      animation = .timingCurve(
        points[0], points[1], points[2], points[3], duration: duration.value)
      source =
        ".timingCurve(\(points.map { "\($0)" }.joined(separator: ", ")), duration: "
        + "\(duration.source))"
    case 3, 4:
      let response = value(ordinary: 0.05...1, valid: Valid.nonNegative)
      let damping = value(ordinary: 0...3, valid: Valid.nonNegative)
      let blend = value(ordinary: 0...0.5, valid: Valid.nonNegative)
      note(response, "response")
      note(damping, "dampingFraction")
      note(blend, "blendDuration")
      animation = .spring(
        response: response.value, dampingFraction: damping.value, blendDuration: blend.value)
      source =
        ".spring(response: \(response.source), dampingFraction: \(damping.source), "
        + "blendDuration: \(blend.source))"
    case 5:
      let duration = value(ordinary: 0.05...1, valid: Valid.nonNegative)
      let bounce = value(ordinary: -1...1, valid: Valid.finite)
      note(duration, "response")
      note(bounce, "bounce")
      animation = .spring(duration: duration.value, bounce: bounce.value)
      source = ".spring(duration: \(duration.source), bounce: \(bounce.source))"
    case 6:
      let mass = value(ordinary: 0.1...3, valid: Valid.positive)
      let stiffness = value(ordinary: 1...300, valid: Valid.positive)
      let damping = value(ordinary: 0...30, valid: Valid.nonNegative)
      let velocities: [Double] = [0, 1, -3, .nan, .infinity]
      let velocity = velocities.randomElement(using: &random)!
      note(mass, "mass")
      note(stiffness, "stiffness")
      note(damping, "damping")
      if !velocity.isFinite { invalid.append("initialVelocity") }
      animation = .interpolatingSpring(
        mass: mass.value, stiffness: stiffness.value, damping: damping.value,
        initialVelocity: velocity)
      source =
        ".interpolatingSpring(mass: \(mass.source), stiffness: \(stiffness.source), damping: "
        + "\(damping.source), initialVelocity: \(Parameter(value: velocity, isInvalid: false).source))"
    case 7:
      let duration = value(ordinary: 0.05...1, valid: Valid.positive)
      let bounce = value(ordinary: -1...1, valid: Valid.finite)
      note(duration, "duration")
      note(bounce, "bounce")
      animation = .interpolatingSpring(duration: duration.value, bounce: bounce.value)
      source = ".interpolatingSpring(duration: \(duration.source), bounce: \(bounce.source))"
    default:
      let duration = value(ordinary: 0.05...1, valid: Valid.nonNegative)
      let extra = value(ordinary: -0.5...0.5, valid: Valid.finite)
      note(duration, "response")
      note(extra, "bounce")
      let kinds: [(String, (Double, Double) -> Animation)] = [
        ("smooth", { .smooth(duration: $0, extraBounce: $1) }),
        ("snappy", { .snappy(duration: $0, extraBounce: $1) }),
        ("bouncy", { .bouncy(duration: $0, extraBounce: $1) }),
      ]
      let (name, make) = kinds.randomElement(using: &random)!
      animation = make(duration.value, extra.value)
      source = ".\(name)(duration: \(duration.source), extraBounce: \(extra.source))"
    }
    for _ in 0..<int(in: 0...4) {
      switch int(in: 0...4) {
      case 0:
        let delay = value(ordinary: 0...0.5, valid: Valid.nonNegative)
        note(delay, "delay")
        animation = animation.delay(delay.value)
        source += ".delay(\(delay.source))"
      case 1:
        let speed = value(ordinary: 0.25...4, valid: Valid.positive)
        note(speed, "speed")
        animation = animation.speed(speed.value)
        source += ".speed(\(speed.source))"
      case 2:
        let count = int(in: -2...4)
        let autoreverses = bool()
        if count < 0 { invalid.append("repeatCount") }
        animation = animation.repeatCount(count, autoreverses: autoreverses)
        source += ".repeatCount(\(count), autoreverses: \(autoreverses))"
      case 3:
        let autoreverses = bool()
        animation = animation.repeatForever(autoreverses: autoreverses)
        source += ".repeatForever(autoreverses: \(autoreverses))"
      default:
        let after = value(ordinary: 0...1, valid: Valid.nonNegative)
        note(after, "duration")
        animation = animation.logicallyComplete(after: after.value)
        source += ".logicallyComplete(after: \(after.source))"
      }
    }
    return AnimationExpression(animation: animation, source: source, invalidParameters: invalid)
  }
}

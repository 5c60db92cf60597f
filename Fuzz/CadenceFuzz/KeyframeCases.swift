import Cadence

/// One keyframe of a generated track.
enum FuzzKeyframe {
  case linear(Double, duration: Double, curve: UnitCurve, curveSource: String)
  case cubic(Double, duration: Double, start: Double?, end: Double?)
  case spring(Double, duration: Double?, spring: Spring, springSource: String, start: Double?)
  case move(Double)

  var source: String {
    func optional(_ value: Double?) -> String { value.map { "\($0)" } ?? "nil" }
    switch self {
    case .linear(let value, let duration, _, let curve):
      return "LinearKeyframe(\(value), duration: \(duration), timingCurve: \(curve))"
    case .cubic(let value, let duration, let start, let end):
      return "CubicKeyframe(\(value), duration: \(duration), startVelocity: \(optional(start)), "
        + "endVelocity: \(optional(end)))"
    case .spring(let value, let duration, _, let spring, let start):
      return "SpringKeyframe(\(value), duration: \(optional(duration)), spring: \(spring), "
        + "startVelocity: \(optional(start)))"
    case .move(let value):
      return "MoveKeyframe(\(value))"
    }
  }
}

extension FuzzKeyframe: KeyframeTrackContent {
  /// Appends the keyframe it stands for, so that a program is written `for k in program { k }`.
  func _appendKeyframes(to list: inout _KeyframeList<Double>) {
    switch self {
    case .linear(let value, let duration, let curve, _):
      LinearKeyframe(value, duration: duration, timingCurve: curve)._appendKeyframes(to: &list)
    case .cubic(let value, let duration, let start, let end):
      CubicKeyframe(value, duration: duration, startVelocity: start, endVelocity: end)
        ._appendKeyframes(to: &list)
    case .spring(let value, let duration, let spring, _, let start):
      SpringKeyframe(value, duration: duration, spring: spring, startVelocity: start)
        ._appendKeyframes(to: &list)
    case .move(let value):
      MoveKeyframe(value)._appendKeyframes(to: &list)
    }
  }
}

/// The keyframes of a track as a timeline of `Double`.
@MainActor
func timeline(of program: [FuzzKeyframe]) -> KeyframeTimeline<Double> {
  KeyframeTimeline(initialValue: 0.0) {
    for keyframe in program { keyframe }
  }
}

extension ParameterDraw {
  /// A track of 1 to 8 keyframes, every value and velocity finite and within ±100 (or ±500
  /// for velocities), durations 0 or 0.01 to 1 s, every unit curve and extreme springs.
  mutating func keyframeProgram() -> [FuzzKeyframe] {
    (0..<int(in: 1...8)).map { _ in
      let target = Double.random(in: -100...100, using: &random)
      let duration = int(in: 0...5) == 0 ? 0 : Double.random(in: 0.01...1, using: &random)
      func velocity() -> Double? {
        bool() ? nil : Double.random(in: -500...500, using: &random)
      }
      switch int(in: 0...6) {
      case 0, 1:
        let (curve, source) = unitCurve()
        return .linear(target, duration: duration, curve: curve, curveSource: source)
      case 2, 3:
        return .cubic(target, duration: duration, start: velocity(), end: velocity())
      case 4, 5:
        let (spring, source) = spring()
        return .spring(
          target, duration: bool() ? nil : duration, spring: spring, springSource: source,
          start: velocity())
      default:
        return .move(target)
      }
    }
  }

  private mutating func unitCurve() -> (UnitCurve, String) {
    let named: [(UnitCurve, String)] = [
      (.linear, ".linear"), (.easeIn, ".easeIn"), (.easeOut, ".easeOut"),
      (.easeInOut, ".easeInOut"), (.circularEaseIn, ".circularEaseIn"),
      (.circularEaseOut, ".circularEaseOut"), (.circularEaseInOut, ".circularEaseInOut"),
    ]
    if int(in: 0...2) > 0 { return named.randomElement(using: &random)! }
    let p = (0..<4).map { _ in Double.random(in: -1...2, using: &random) }
    return (
      .bezier(
        startControlPoint: UnitPoint(x: p[0], y: p[1]),
        endControlPoint: UnitPoint(x: p[2], y: p[3])),
      ".bezier(startControlPoint: UnitPoint(x: \(p[0]), y: \(p[1])), "
        + "endControlPoint: UnitPoint(x: \(p[2]), y: \(p[3])))"
    )
  }

  private mutating func spring() -> (Spring, String) {
    switch int(in: 0...2) {
    case 0:
      let duration = [0.0, 1e-300, 0.2, 0.5, 2, 1e300].randomElement(using: &random)!
      let bounce = [-1.0, -0.5, 0, 0.3, 0.99, 1, 5].randomElement(using: &random)!
      if duration == 1e-300 || duration == 1e300 { drewExtreme = true }
      return (
        Spring(duration: duration, bounce: bounce),
        "Spring(duration: \(duration), bounce: \(bounce))"
      )
    case 1:
      let mass = [1e-300, 0.01, 1, 1e3].randomElement(using: &random)!
      let stiffness = [0.0, 1, 100, 1e8].randomElement(using: &random)!
      let damping = [0.0, 1, 10, 1e300].randomElement(using: &random)!
      let over = bool()
      if mass == 1e-300 || stiffness == 1e8 || damping == 1e300 { drewExtreme = true }
      return (
        Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: over),
        "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), "
          + "allowOverDamping: \(over))"
      )
    default:
      let response = [0.0, 0.1, 0.5, 3].randomElement(using: &random)!
      let ratio = [0.0, 0.3, 1, 2, 100].randomElement(using: &random)!
      return (
        Spring(response: response, dampingRatio: ratio),
        "Spring(response: \(response), dampingRatio: \(ratio))"
      )
    }
  }
}

import Cadence

/// SplitMix64: a small, fast, well-mixed generator, so that a seed and a case index give the
/// same case on every machine.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// One parameter drawn for a case: its value, and whether Cadence must report it as invalid.
struct Parameter {
  let value: Double
  let isInvalid: Bool

  /// Swift source for the value, so that a failing case can be pasted into a test.
  var source: String {
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
    return "\(value)"
  }
}

/// Draws the values an adversarial user would pass: zero, negatives, NaN, infinities, the
/// extremes of `Double`, and ordinary values.
struct ParameterDraw {
  var random: SplitMix64
  /// Whether a valid but extreme value was drawn (1e±300, 1e±9, an extreme spring): such a
  /// case may legitimately move by extreme amounts (a spring of stiffness 1e-300 and speed 1e9
  /// coasts 10⁹ points a second), so it is checked for finite values only, not for bounds.
  var drewExtreme = false

  init(random: SplitMix64) { self.random = random }

  /// A value from the hostile pool or, half the time, an ordinary one in `ordinary`;
  /// `valid` says which values Cadence accepts without a report.
  mutating func value(
    ordinary: ClosedRange<Double>, valid: (Double) -> Bool
  ) -> Parameter {
    let hostile: [Double] = [
      0, -1, -0.5, .nan, .infinity, -.infinity, 1e300, 1e-300, -1e300, 1e-9, 1e9,
    ]
    let isHostile = Bool.random(using: &random)
    let value =
      isHostile
      ? hostile.randomElement(using: &random)!
      : Double.random(in: ordinary, using: &random)
    let isInvalid = !valid(value)
    if isHostile, !isInvalid, value != 0, abs(value) >= 1e9 || abs(value) <= 1e-9 {
      drewExtreme = true
    }
    return Parameter(value: value, isInvalid: isInvalid)
  }

  mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
  mutating func bool() -> Bool { Bool.random(using: &random) }
  mutating func unit() -> Double { Double.random(in: 0...1, using: &random) }
}

/// Validity as Cadence documents it (README, "Guarantees").
enum Valid {
  static func nonNegative(_ value: Double) -> Bool { value.isFinite && value >= 0 }
  static func positive(_ value: Double) -> Bool { value.isFinite && value > 0 }
  static func finite(_ value: Double) -> Bool { value.isFinite }
}

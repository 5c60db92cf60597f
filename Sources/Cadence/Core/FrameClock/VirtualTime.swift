/// An instant or a span of virtual time, kept in whole nanoseconds so that repeated steps
/// land exactly (three steps of 0.1 s make exactly 0.3 s).
public struct VirtualTime: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Nanoseconds since the tree was mounted (or the length of a span).
  public var nanoseconds: Int64

  /// Creates a time from whole nanoseconds.
  public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

  /// Creates a time from seconds, rounded to the nearest nanosecond and clamped to the
  /// representable range; NaN becomes zero.
  public init(seconds: Double) {
    guard !seconds.isNaN else {
      nanoseconds = 0
      return
    }
    let scaled = (seconds * Self.nanosecondsPerSecond).rounded()
    if scaled >= Double(Int64.max) {
      nanoseconds = .max
    } else if scaled <= Double(Int64.min) {
      nanoseconds = .min
    } else {
      nanoseconds = Int64(scaled)
    }
  }

  /// The time in seconds.
  public var seconds: Double { Double(nanoseconds) / Self.nanosecondsPerSecond }

  /// Time zero: the instant of mount.
  public static let zero = VirtualTime(nanoseconds: 0)

  /// Nanoseconds in one second.
  static let nanosecondsPerSecond = 1_000_000_000.0

  /// Orders instants.
  public static func < (lhs: VirtualTime, rhs: VirtualTime) -> Bool {
    lhs.nanoseconds < rhs.nanoseconds
  }

  /// Adds two spans, saturating at the representable range.
  public static func + (lhs: VirtualTime, rhs: VirtualTime) -> VirtualTime {
    let (sum, overflow) = lhs.nanoseconds.addingReportingOverflow(rhs.nanoseconds)
    if overflow { return VirtualTime(nanoseconds: rhs.nanoseconds > 0 ? .max : .min) }
    return VirtualTime(nanoseconds: sum)
  }

  /// The span from `rhs` to `lhs`.
  public static func - (lhs: VirtualTime, rhs: VirtualTime) -> VirtualTime {
    let (difference, overflow) = lhs.nanoseconds.subtractingReportingOverflow(rhs.nanoseconds)
    if overflow { return VirtualTime(nanoseconds: rhs.nanoseconds < 0 ? .max : .min) }
    return VirtualTime(nanoseconds: difference)
  }

  /// The time in seconds, for printing.
  public var description: String { "\(DecimalFormatting.format(seconds, fractionDigits: 9))s" }
}

import Foundation

/// A scheduler's stride kept as seconds: the arithmetic every Combine stride has.
protocol SecondsStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
  ExpressibleByFloatLiteral, Hashable
{
  /// The stride in seconds.
  var strideSeconds: Double { get }
  init(strideSeconds: Double)
}

extension SecondsStride {
  public init(integerLiteral value: Int) { self.init(strideSeconds: Double(value)) }
  public init(floatLiteral value: Double) { self.init(strideSeconds: value) }
  public init?<T: BinaryInteger>(exactly source: T) {
    guard let seconds = Double(exactly: source) else { return nil }
    self.init(strideSeconds: seconds)
  }

  public static func seconds(_ s: Int) -> Self { Self(strideSeconds: Double(s)) }
  public static func seconds(_ s: Double) -> Self { Self(strideSeconds: s) }
  public static func milliseconds(_ ms: Int) -> Self { Self(strideSeconds: Double(ms) / 1e3) }
  public static func microseconds(_ us: Int) -> Self { Self(strideSeconds: Double(us) / 1e6) }
  public static func nanoseconds(_ ns: Int) -> Self { Self(strideSeconds: Double(ns) / 1e9) }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.strideSeconds < rhs.strideSeconds }
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(strideSeconds: lhs.strideSeconds + rhs.strideSeconds)
  }
  public static func - (lhs: Self, rhs: Self) -> Self {
    Self(strideSeconds: lhs.strideSeconds - rhs.strideSeconds)
  }
  public static func * (lhs: Self, rhs: Self) -> Self {
    Self(strideSeconds: lhs.strideSeconds * rhs.strideSeconds)
  }
  public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
  public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
  public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
}

extension DispatchQueue {
  /// The scheduler time type used by the dispatch queue.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// The dispatch time represented by this type.
    public var dispatchTime: DispatchTime

    /// Creates a dispatch queue time type instance.
    public init(_ time: DispatchTime) {
      dispatchTime = time
    }

    public func distance(to other: Self) -> Stride {
      let difference =
        Int64(bitPattern: other.dispatchTime.uptimeNanoseconds)
        &- Int64(bitPattern: dispatchTime.uptimeNanoseconds)
      return Stride(strideSeconds: Double(difference) / 1e9)
    }

    public func advanced(by n: Stride) -> Self {
      let nanoseconds = Int64(max(-9e18, min(9e18, n.strideSeconds * 1e9)))
      let base = Int64(clamping: dispatchTime.uptimeNanoseconds)
      return Self(DispatchTime(uptimeNanoseconds: UInt64(max(0, base &+ nanoseconds))))
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(dispatchTime.uptimeNanoseconds)
    }

    /// A type that represents the distance between two values.
    public struct Stride: SecondsStride, Sendable {
      var strideSeconds: Double
      init(strideSeconds: Double) { self.strideSeconds = strideSeconds }

      /// Creates a dispatch queue time interval from a dispatch time interval.
      public init(_ timeInterval: DispatchTimeInterval) {
        switch timeInterval {
        case .seconds(let s): strideSeconds = Double(s)
        case .milliseconds(let ms): strideSeconds = Double(ms) / 1e3
        case .microseconds(let us): strideSeconds = Double(us) / 1e6
        case .nanoseconds(let ns): strideSeconds = Double(ns) / 1e9
        case .never: strideSeconds = .infinity
        @unknown default: strideSeconds = 0
        }
      }

      /// The value of this time interval in nanoseconds.
      public var magnitude: Int { Int(max(-9e18, min(9e18, abs(strideSeconds) * 1e9))) }
      /// The value of this time interval as a dispatch time interval.
      public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }
    }
  }

  /// Options that affect the operation of the dispatch queue scheduler.
  public struct SchedulerOptions {
    /// The dispatch queue quality of service.
    public var qos: DispatchQoS
    /// The dispatch queue work item flags.
    public var flags: DispatchWorkItemFlags
    /// The dispatch group, if any, that should be used for performing actions.
    public var group: DispatchGroup?

    /// Creates dispatch queue scheduler options.
    public init(
      qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
      group: DispatchGroup? = nil
    ) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }
}

extension RunLoop {
  /// The scheduler time type used by the run loop.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// The date represented by this type.
    public var date: Date

    /// Initializes a run loop scheduler time with the given date.
    public init(_ date: Date) {
      self.date = date
    }

    public func distance(to other: Self) -> Stride {
      Stride(strideSeconds: other.date.timeIntervalSince(date))
    }

    public func advanced(by n: Stride) -> Self {
      Self(date.addingTimeInterval(n.strideSeconds))
    }

    /// A type that represents the distance between two values.
    public struct Stride: SecondsStride, Sendable {
      var strideSeconds: Double
      init(strideSeconds: Double) { self.strideSeconds = strideSeconds }

      /// Creates a run loop scheduler time interval with the given time interval.
      public init(_ timeInterval: TimeInterval) {
        strideSeconds = timeInterval
      }

      /// The value of this time interval in seconds.
      public var magnitude: TimeInterval { abs(strideSeconds) }
      /// The value of this time interval in seconds.
      public var timeInterval: TimeInterval { strideSeconds }
    }
  }

  /// Options that affect the operation of the run loop scheduler.
  public struct SchedulerOptions: Sendable {}
}

/// A mode of operation for timeline schedule updates.
public enum TimelineScheduleMode: Hashable, Sendable {
  /// A mode that produces schedule updates at the schedule's natural cadence.
  case normal
  /// A mode that produces schedule updates at a reduced rate.
  case lowFrequency
}

/// A type that provides a sequence of dates for use as a schedule.
public protocol TimelineSchedule {
  /// A mode of operation for timeline schedule updates.
  typealias Mode = TimelineScheduleMode
  /// The sequence of dates within a schedule.
  associatedtype Entries: Sequence where Entries.Element == Date
  /// Provides a sequence of dates starting around a given date.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// A pausable schedule of dates updating at the display's frame rate.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

  /// A pausable schedule of dates updating no more quickly than `minimumInterval`.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// A schedule for updating a timeline view at regular intervals.
  public static func periodic(from startDate: Date, by interval: TimeInterval)
    -> PeriodicTimelineSchedule
  {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// A schedule for updating a timeline view at the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
  /// A schedule for updating a timeline view at explicit points in time.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
    ExplicitTimelineSchedule(dates)
  }
}

/// A pausable schedule of dates updating at a frequency no more quickly than the provided
/// interval: 1/120 s when none is given.
public struct AnimationTimelineSchedule: TimelineSchedule, Hashable, Sendable {
  /// The interval the system picks when none is given, 1/120 s.
  static let defaultInterval = 1.0 / 120

  let minimumInterval: Double?
  let paused: Bool

  /// Creates a schedule.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  /// `start`, `start + Δ`, `start + 2Δ`, …; none when paused or in low-frequency mode.
  public func entries(from start: Date, mode: TimelineScheduleMode) -> Entries {
    let requested = minimumInterval ?? Self.defaultInterval
    let interval = requested.isFinite && requested > 0 ? requested : Self.defaultInterval
    return Entries(start: start, interval: interval, isEmpty: paused || mode == .lowFrequency)
  }

  /// The dates of an animation schedule.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    let start: Date
    let interval: Double
    let isEmpty: Bool
    var index = 0

    /// The next date.
    public mutating func next() -> Date? {
      guard !isEmpty else { return nil }
      defer { index += 1 }
      return start.addingTimeInterval(Double(index) * interval)
    }
  }
}

/// A schedule for updating a timeline view at regular intervals, aligned to an anchor date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Hashable, Sendable {
  let anchor: Date
  let interval: TimeInterval

  /// Creates a periodic update schedule.
  public init(from startDate: Date, by interval: TimeInterval) {
    anchor = startDate
    self.interval = interval.isFinite && interval > 0 ? interval : 1
  }

  /// The latest aligned date at or before `start`, then every interval.
  public func entries(from start: Date, mode: TimelineScheduleMode) -> Entries {
    let offset = start.timeIntervalSince(anchor).truncatingRemainder(dividingBy: interval)
    return Entries(first: start.addingTimeInterval(-offset), interval: interval)
  }

  /// The dates of a periodic schedule.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    let first: Date
    let interval: TimeInterval
    var index = 0

    /// The next date.
    public mutating func next() -> Date? {
      defer { index += 1 }
      return first.addingTimeInterval(Double(index) * interval)
    }
  }
}

/// A schedule for updating a timeline view at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Hashable, Sendable {
  /// Creates a per-minute update schedule.
  public init() {}

  /// The start of the minute containing `start`, then every minute.
  public func entries(from start: Date, mode: TimelineScheduleMode) -> Entries {
    let seconds = start.timeIntervalSinceReferenceDate
    let minute = (seconds / 60).rounded(.down) * 60
    return Entries(
      minutes: PeriodicTimelineSchedule.Entries(
        first: Date(timeIntervalSinceReferenceDate: minute), interval: 60))
  }

  /// The dates of a per-minute schedule: the start of each minute.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var minutes: PeriodicTimelineSchedule.Entries

    /// The start of the next minute.
    public mutating func next() -> Date? { minutes.next() }
  }
}

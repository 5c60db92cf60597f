import Foundation

extension Text {
  /// A predefined style for showing a date.
  public struct DateStyle: Hashable, Sendable {
    let name: String

    /// The date only: `June 3, 2019`.
    public static let date = DateStyle(name: "date")
    /// The time only: `11:23 PM`.
    public static let time = DateStyle(name: "time")
    /// Relative to now, in its two largest units that are not zero: `2 hours, 23 minutes`.
    public static let relative = DateStyle(name: "relative")
    /// The offset from now in its largest unit, signed: `+2 hours`, `-3 months`.
    public static let offset = DateStyle(name: "offset")
    /// A timer counting from now: `2:32`, `36:59:01`.
    public static let timer = DateStyle(name: "timer")
  }

  /// Shows `date` in `style`. The relative styles (`.relative`, `.offset`, `.timer`) are
  /// computed from the host's date when the text is laid out and rendered, so they change as
  /// virtual time passes; dates read in the environment's time zone (UTC unless set), in
  /// English.
  public init(_ date: Date, style: DateStyle) {
    self.init(live: LiveDate(date: date, end: nil, style: style))
  }

  /// Shows the range between two dates: `June 3, 2019 – June 5, 2019`, or the times when
  /// both fall on one day.
  public init(_ dates: ClosedRange<Date>) {
    self.init(live: LiveDate(date: dates.lowerBound, end: dates.upperBound, style: .date))
  }

  /// Shows a timer over `timerInterval` as virtual time passes: the time left (counting
  /// down, the default) or gone, `m:ss` or from an hour `h:mm:ss` (with `showsHours` false,
  /// minutes past 59); frozen at `pauseTime` if given, and at the interval's ends.
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true
  ) {
    self.init(
      live: LiveDate(
        date: timerInterval.lowerBound, end: nil, style: .timer,
        interval: LiveDate.TimerInterval(
          range: timerInterval, pauseTime: pauseTime, countsDown: countsDown,
          showsHours: showsHours)))
  }

  /// Shows the range of a date interval, as `init(_: ClosedRange<Date>)` does.
  public init(_ interval: DateInterval) {
    self.init(interval.start...interval.end)
  }

  /// Shows `input` formatted by `format`: `Text(price, format: .number.precision(…))`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }
}

/// A date a text shows, formatted when it is rendered.
struct LiveDate: Hashable, Sendable {
  let date: Date
  /// The end of a range of dates.
  let end: Date?
  let style: Text.DateStyle
  /// The interval of a timer text (`Text(timerInterval:…)`).
  var interval: TimerInterval? = nil

  /// A timer over an interval.
  struct TimerInterval: Hashable, Sendable {
    let range: ClosedRange<Date>
    let pauseTime: Date?
    let countsDown: Bool
    let showsHours: Bool

    /// The seconds shown at `now`.
    func seconds(at now: Date) -> TimeInterval {
      let shown = Swift.min(
        Swift.max(Swift.min(pauseTime ?? now, now), range.lowerBound), range.upperBound)
      return countsDown
        ? range.upperBound.timeIntervalSince(shown) : shown.timeIntervalSince(range.lowerBound)
    }
  }

  /// Whether the text changes as time passes.
  var isRelative: Bool {
    end == nil && (style == .relative || style == .offset || style == .timer)
  }

  /// The text at `now` in `environment`.
  func text(at now: Date, in environment: EnvironmentValues) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = environment.timeZone
    if let end {
      let sameDay = calendar.isDate(date, inSameDayAs: end)
      let format = sameDay ? Self.time : Self.day
      return "\(format(date, calendar)) – \(format(end, calendar))"
    }
    switch style {
    case .time: return Self.time(date, calendar)
    case .relative: return Self.relative(from: now, to: date, calendar: calendar, units: 2)
    case .offset:
      let magnitude = Self.relative(from: now, to: date, calendar: calendar, units: 1)
      return (date >= now ? "+" : "-") + magnitude
    case .timer:
      if let interval {
        return Self.timer(interval.seconds(at: now), showsHours: interval.showsHours)
      }
      return Self.timer(date.timeIntervalSince(now))
    default: return Self.day(date, calendar)
    }
  }

  private static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// `June 3, 2019`.
  private static func day(_ date: Date, _ calendar: Calendar) -> String {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    let month = months[((parts.month ?? 1) - 1 + 12) % 12]
    return "\(month) \(parts.day ?? 1), \(parts.year ?? 1970)"
  }

  /// `11:23 PM`.
  private static func time(_ date: Date, _ calendar: Calendar) -> String {
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    let hour = parts.hour ?? 0
    let minute = parts.minute ?? 0
    let twelve = hour % 12 == 0 ? 12 : hour % 12
    return "\(twelve):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
  }

  /// The distance between two dates in its largest `units` units that are not zero:
  /// `2 hours, 23 minutes`.
  private static func relative(from now: Date, to date: Date, calendar: Calendar, units: Int)
    -> String
  {
    let (start, end) = date >= now ? (now, date) : (date, now)
    let names: [(Calendar.Component, String)] = [
      (.year, "year"), (.month, "month"), (.day, "day"), (.hour, "hour"), (.minute, "minute"),
      (.second, "second"),
    ]
    let parts = calendar.dateComponents(Set(names.map(\.0)), from: start, to: end)
    var pieces: [String] = []
    for (component, name) in names where pieces.count < units {
      let value = abs(parts.value(for: component) ?? 0)
      if value != 0 { pieces.append("\(value) \(name)\(value == 1 ? "" : "s")") }
    }
    return pieces.isEmpty ? "0 seconds" : pieces.joined(separator: ", ")
  }

  /// `2:32` under an hour, `36:59:01` from an hour.
  private static func timer(_ interval: TimeInterval, showsHours: Bool = true) -> String {
    let total = interval.isFinite ? Int(abs(interval).rounded(.down)) : 0
    let hours = showsHours ? total / 3600 : 0
    let minutes = showsHours ? total / 60 % 60 : total / 60
    let seconds = total % 60
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return hours > 0
      ? "\(hours):\(two(minutes)):\(two(seconds))" : "\(minutes):\(two(seconds))"
  }
}

struct TimeZoneKey: EnvironmentKey {
  static let defaultValue = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
}

extension EnvironmentValues {
  /// The time zone dates are shown in: UTC unless set, so that a run shows the same text
  /// on every machine.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}

extension LocalizedStringKey.StringInterpolation {
  /// A date in `style`, in the default environment's time zone (UTC) and in English. The
  /// relative styles are computed at the host's date when the key is made (the body's
  /// evaluation): unlike `Text(_:style:)`, an interpolated one does not change as time passes.
  public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
    let now = Self.hostDate ?? date
    text += LiveDate(date: date, end: nil, style: style).text(at: now, in: EnvironmentValues())
  }

  /// A timer over `timerInterval` at the host's date when the key is made (see
  /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`; interpolated, it does not run).
  public mutating func appendInterpolation(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true
  ) {
    let now = Self.hostDate ?? timerInterval.lowerBound
    let live = LiveDate(
      date: timerInterval.lowerBound, end: nil, style: .timer,
      interval: LiveDate.TimerInterval(
        range: timerInterval, pauseTime: pauseTime, countsDown: countsDown,
        showsHours: showsHours))
    text += live.text(at: now, in: EnvironmentValues())
  }

  /// The date of the host whose tree is being updated, when there is one and this is the
  /// main actor.
  private static var hostDate: Date? {
    guard MainQueueMarker.isOnMainQueue else { return nil }
    return MainActor.assumeIsolated { UpdateContext.current?.currentDate }
  }
}

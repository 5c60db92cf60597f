/// A schedule for updating a timeline view at explicit points in time.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule

where Entries.Element == Date {
  let dates: Entries

  /// Creates a schedule composed of an explicit sequence of dates.
  public init(_ dates: Entries) {
    self.dates = dates
  }

  /// Exactly the given dates, whatever the start.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    dates
  }
}

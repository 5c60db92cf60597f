import Foundation

/// A control for picking several days of a calendar: the selection is a set of date
/// components (year, month, day in the environment's calendar).
///
/// Headless, it shows one month (the first selected day's, else the first day of its range,
/// else the host's date's) and records `selection` (the selected days, `yyyy-MM-dd`, sorted)
/// and `month`; each day of the month in range is an accessibility action, `toggle
/// yyyy-MM-dd`, that selects or deselects it (`host.performAccessibilityAction`).
public struct MultiDatePicker<Label: View>: View {
  let label: Label
  let title: String?
  let selection: Binding<Set<DateComponents>>
  let bounds: Range<Date>?
  @Environment(\.calendar) private var calendar

  /// Creates a picker with a label view.
  public init(
    selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    title = nil
    self.selection = selection
    bounds = nil
  }

  /// Creates a picker with a label view whose days lie in `bounds`.
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: Range<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    title = nil
    self.selection = selection
    self.bounds = bounds
  }

  public var body: some View {
    let days = MultiDatePickerDays(
      calendar: calendar, selection: selection.wrappedValue, bounds: bounds,
      fallback: UpdateContext.current?.currentDate ?? Date(timeIntervalSinceReferenceDate: 0))
    let selection = selection
    _ControlRow(kind: "MultiDatePicker", title: title) {
      label.modifier(_ControlLabel())
    } decorate: { item, _ in
      item.styles["selection"] = days.selectedNames.joined(separator: " ")
      item.styles["month"] = days.monthName
      for (name, components) in days.monthDays {
        item.addAccessibilityAction("toggle \(name)") {
          var current = selection.wrappedValue
          if let existing = current.first(where: { days.sameDay($0, components) }) {
            current.remove(existing)
          } else {
            current.insert(components)
          }
          selection.wrappedValue = current
        }
      }
    }
  }
}

extension MultiDatePicker where Label == Text {
  /// Creates a picker with a title.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection) { Text(titleKey) }
  }

  /// Creates a picker with a title whose days lie in `bounds`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
    in bounds: Range<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(titleKey) }
  }
}

/// The days a multiple date picker shows and names.
struct MultiDatePickerDays {
  let calendar: Calendar
  let selectedNames: [String]
  let monthName: String
  let monthDays: [(name: String, components: DateComponents)]

  init(calendar: Calendar, selection: Set<DateComponents>, bounds: Range<Date>?, fallback: Date) {
    self.calendar = calendar
    let selectedDates = selection.compactMap { calendar.date(from: Self.day(of: $0)) }.sorted()
    selectedNames = selectedDates.map { Self.name(of: $0, in: calendar) }
    let shown = selectedDates.first ?? bounds?.lowerBound ?? fallback
    let month = calendar.dateComponents([.year, .month], from: shown)
    monthName = String(format: "%04d-%02d", month.year ?? 0, month.month ?? 0)
    var days: [(String, DateComponents)] = []
    if let start = calendar.date(from: month),
      let range = calendar.range(of: .day, in: .month, for: start)
    {
      for day in range {
        var components = month
        components.day = day
        guard let date = calendar.date(from: components),
          bounds.map({ $0.contains(date) }) ?? true
        else { continue }
        days.append((Self.name(of: date, in: calendar), components))
      }
    }
    monthDays = days
  }

  /// The year, month and day of `components`.
  static func day(of components: DateComponents) -> DateComponents {
    DateComponents(year: components.year, month: components.month, day: components.day)
  }

  /// `yyyy-MM-dd` of `date` in `calendar`.
  static func name(of date: Date, in calendar: Calendar) -> String {
    let c = calendar.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0)
  }

  /// Whether two components name the same day.
  func sameDay(_ a: DateComponents, _ b: DateComponents) -> Bool {
    a.year == b.year && a.month == b.month && a.day == b.day
  }
}

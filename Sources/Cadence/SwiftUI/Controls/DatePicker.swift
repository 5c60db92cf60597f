import Foundation

// MARK: - Date and colour pickers

/// A control for choosing a date: its label, the date recorded as `date` (ISO 8601, UTC), the
/// parts shown as `displayedComponents`, the range's ends as `minimumDate`/`maximumDate`. A
/// host sets the date with `adjust(_:to:)` (seconds since 2001-01-01, Foundation's reference
/// date), kept within the range. A custom `DatePickerStyle` draws it with its body.
public struct DatePicker<Label: View>: View {
  let title: String?
  let label: Label
  let selection: Binding<Date>
  let minimumDate: Date?
  let maximumDate: Date?
  let displayedComponents: DatePickerComponents

  /// The parts of a date a picker shows.
  public typealias Components = DatePickerComponents

  init(
    title: String?, label: Label, selection: Binding<Date>, bounds: (Date?, Date?),
    displayedComponents: DatePickerComponents
  ) {
    self.title = title
    self.label = label
    self.selection = selection
    (minimumDate, maximumDate) = bounds
    self.displayedComponents = displayedComponents
  }

  public var body: some View {
    StyledControl(\.datePickerStyle) {
      DatePickerStyleConfiguration(
        label: .init(content: AnyView(label)), selection: selection, minimumDate: minimumDate,
        maximumDate: maximumDate, displayedComponents: displayedComponents)
    } system: {
      systemBody
    }
  }

  private var systemBody: some View {
    let selection = selection
    let (minimum, maximum) = (minimumDate, maximumDate)
    let components = displayedComponents
    return _ControlRow(kind: "DatePicker", title: title) {
      label.modifier(_ControlLabel())
    } decorate: { item, _ in
      let formatter = ISO8601DateFormatter()
      item.styles["date"] = formatter.string(from: selection.wrappedValue)
      item.styles["displayedComponents"] = components.names
      if let minimum { item.styles["minimumDate"] = formatter.string(from: minimum) }
      if let maximum { item.styles["maximumDate"] = formatter.string(from: maximum) }
      item.adjust = Binding {
        selection.wrappedValue.timeIntervalSinceReferenceDate
      } set: { seconds in
        guard seconds.isFinite else { return }
        var date = Date(timeIntervalSinceReferenceDate: seconds)
        if let minimum, date < minimum { date = minimum }
        if let maximum, date > maximum { date = maximum }
        selection.wrappedValue = date
      }
    }
  }
}

extension DatePicker where Label == Text {
  /// Creates a date picker with a title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) {
    self.init(
      title: titleKey.text, label: Text(titleKey), selection: selection, bounds: (nil, nil),
      displayedComponents: displayedComponents)
  }

  /// Creates a date picker with a title, choosing within a range.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) {
    self.init(
      title: titleKey.text, label: Text(titleKey), selection: selection,
      bounds: (range.lowerBound, range.upperBound), displayedComponents: displayedComponents)
  }

  /// Creates a date picker with a title, choosing from a date on.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) {
    self.init(
      title: titleKey.text, label: Text(titleKey), selection: selection,
      bounds: (range.lowerBound, nil), displayedComponents: displayedComponents)
  }

  /// Creates a date picker with a title, choosing up to a date.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) {
    self.init(
      title: titleKey.text, label: Text(titleKey), selection: selection,
      bounds: (nil, range.upperBound), displayedComponents: displayedComponents)
  }

  /// Creates a date picker with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) {
    self.init(
      title: String(title), label: Text(title), selection: selection, bounds: (nil, nil),
      displayedComponents: displayedComponents)
  }

  /// Creates a date picker with a title, choosing within a range.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) {
    self.init(
      title: String(title), label: Text(title), selection: selection,
      bounds: (range.lowerBound, range.upperBound), displayedComponents: displayedComponents)
  }
}

extension DatePicker {
  /// Creates a date picker with a label view.
  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      title: nil, label: label(), selection: selection, bounds: (nil, nil),
      displayedComponents: displayedComponents)
  }

  /// Creates a date picker with a label view, choosing within a range.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      title: nil, label: label(), selection: selection,
      bounds: (range.lowerBound, range.upperBound), displayedComponents: displayedComponents)
  }

  /// Creates a date picker with a label view, choosing from a date on.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      title: nil, label: label(), selection: selection, bounds: (range.lowerBound, nil),
      displayedComponents: displayedComponents)
  }

  /// Creates a date picker with a label view, choosing up to a date.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      title: nil, label: label(), selection: selection, bounds: (nil, range.upperBound),
      displayedComponents: displayedComponents)
  }
}

extension DatePicker where Label == DatePickerStyleConfiguration.Label {
  /// Creates a date picker from a style's configuration: the system's look, inside a custom
  /// style's body.
  public init(_ configuration: DatePickerStyleConfiguration) {
    self.init(
      title: nil, label: configuration.label, selection: configuration.$selection,
      bounds: (configuration.minimumDate, configuration.maximumDate),
      displayedComponents: configuration.displayedComponents)
  }
}

/// The parts of a date a picker shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The date.
  public static let date = DatePickerComponents(rawValue: 1)
  /// The hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 2)

  /// The parts' names, as recorded.
  var names: String {
    [(Self.date, "date"), (Self.hourAndMinute, "hourAndMinute")]
      .filter { contains($0.0) }.map(\.1).joined(separator: " ")
  }
}

/// A control for choosing a colour: its label, the colour recorded as `color`, and
/// `supportsOpacity: false` when the picker offers no opacity.
public struct ColorPicker<Label: View>: View {
  let title: String?
  let label: Label
  let selection: Binding<Color>
  let supportsOpacity: Bool

  /// Creates a colour picker with a title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true
  ) where Label == Text {
    title = titleKey.text
    label = Text(titleKey)
    self.selection = selection
    self.supportsOpacity = supportsOpacity
  }

  /// Creates a colour picker with a custom label.
  public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    title = nil
    self.label = label()
    self.selection = selection
    self.supportsOpacity = supportsOpacity
  }

  public var body: some View {
    let selection = selection
    _ControlRow(kind: "ColorPicker", title: title) {
      label.modifier(_ControlLabel())
      Circle().fill(selection.wrappedValue).frame(width: 28, height: 28)
    } decorate: { item, _ in
      item.styles["color"] = selection.wrappedValue.name
      if !supportsOpacity { item.styles["supportsOpacity"] = "false" }
    }
  }
}

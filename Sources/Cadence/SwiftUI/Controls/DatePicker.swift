import Foundation

// MARK: - Date and colour pickers

/// A control for choosing a date: its label, the date recorded as `date` (ISO 8601, UTC).
public struct DatePicker<Label: View>: View {
  let title: String?
  let label: Label
  let selection: Binding<Date>

  /// Creates a date picker with a title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) where Label == Text {
    title = titleKey.text
    label = Text(titleKey)
    self.selection = selection
  }

  /// Creates a date picker with a title in a range.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) where Label == Text {
    self.init(titleKey, selection: selection, displayedComponents: displayedComponents)
  }

  public var body: some View {
    let selection = selection
    _ControlRow(kind: "DatePicker", title: title) {
      label
    } decorate: { item, _ in
      item.styles["date"] = ISO8601DateFormatter().string(from: selection.wrappedValue)
    }
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
}

/// A control for choosing a colour: its label, the colour recorded as `color`.
public struct ColorPicker<Label: View>: View {
  let title: String?
  let label: Label
  let selection: Binding<Color>

  /// Creates a colour picker with a title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true
  ) where Label == Text {
    title = titleKey.text
    label = Text(titleKey)
    self.selection = selection
  }

  public var body: some View {
    let selection = selection
    _ControlRow(kind: "ColorPicker", title: title) {
      label
      Circle().fill(selection.wrappedValue).frame(width: 28, height: 28)
    } decorate: { item, _ in
      item.styles["color"] = selection.wrappedValue.name
    }
  }
}

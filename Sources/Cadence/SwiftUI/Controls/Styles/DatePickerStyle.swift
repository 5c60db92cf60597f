// A system style is recorded by name on the rendered nodes of the view the style is set on
// (`datePickerStyle`), as `pickerStyle` is: SwiftUI draws these. A custom style's body draws
// the date pickers below it (D33).

/// A type that specifies the appearance and interaction of all date pickers within a view
/// hierarchy.
@MainActor @preconcurrency
public protocol DatePickerStyle {
  /// A view representing the appearance and interaction of a `DatePicker`.
  associatedtype Body: View
  /// The properties of a `DatePicker`.
  typealias Configuration = DatePickerStyleConfiguration
  /// Returns the appearance and interaction content for a `DatePicker`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension EnvironmentValues {
  private struct DatePickerStyleKey: EnvironmentKey {
    static let defaultValue: AnyViewStyle<DatePickerStyleConfiguration>? = nil
  }

  /// The custom style of the date pickers in the view, if any.
  var datePickerStyle: AnyViewStyle<DatePickerStyleConfiguration>? {
    get { self[DatePickerStyleKey.self] }
    set { self[DatePickerStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the date pickers in this view: a system one (recorded as
  /// `datePickerStyle`) or a custom one, whose body draws them.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    controlStyle(style, recordedAs: "datePickerStyle", key: \.datePickerStyle) { configuration in
      AnyView(style.makeBody(configuration: configuration))
    }
  }
}

/// The system's choice.
public struct DefaultDatePickerStyle: DatePickerStyle, SystemStyle {
  /// Creates the style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    DatePicker(configuration)
  }
  nonisolated var styleName: String { "automatic" }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The system's choice.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

/// A compact field that opens a calendar.
public struct CompactDatePickerStyle: DatePickerStyle, SystemStyle {
  /// Creates the style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    DatePicker(configuration)
  }
  nonisolated var styleName: String { "compact" }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// A compact field that opens a calendar.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

/// A calendar.
public struct GraphicalDatePickerStyle: DatePickerStyle, SystemStyle {
  /// Creates the style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    DatePicker(configuration)
  }
  nonisolated var styleName: String { "graphical" }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A calendar.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

/// Wheels.
public struct WheelDatePickerStyle: DatePickerStyle, SystemStyle {
  /// Creates the style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    DatePicker(configuration)
  }
  nonisolated var styleName: String { "wheel" }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Wheels.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

// Recorded by name on the rendered nodes of the view the style is set on, as `pickerStyle`
// is: SwiftUI draws these. A custom style is recorded by its type's name; its body is not
// drawn (Documentation/Compatibility.md).

/// How date pickers look (recorded as `datePickerStyle`).
@MainActor @preconcurrency
public protocol DatePickerStyle {
  /// The style's name in renderings.
  var _styleName: String { get }
}

extension DatePickerStyle {
  /// A custom style's name: its type's.
  public var _styleName: String { String(describing: Self.self) }
}

/// The system's choice.
public struct DefaultDatePickerStyle: DatePickerStyle {
  nonisolated public init() {}
  public var _styleName: String { "automatic" }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The system's choice.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

/// A compact field that opens a calendar.
public struct CompactDatePickerStyle: DatePickerStyle {
  nonisolated public init() {}
  public var _styleName: String { "compact" }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// A compact field that opens a calendar.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

/// A calendar.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  nonisolated public init() {}
  public var _styleName: String { "graphical" }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A calendar.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

/// Wheels.
public struct WheelDatePickerStyle: DatePickerStyle {
  nonisolated public init() {}
  public var _styleName: String { "wheel" }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Wheels.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
  /// Sets the style of the date pickers in this view (recorded as `datePickerStyle`).
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    modifier(_StyleEffect(name: "datePickerStyle", value: style._styleName))
  }
}

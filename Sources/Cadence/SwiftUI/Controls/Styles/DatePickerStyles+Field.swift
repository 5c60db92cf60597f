// The macOS date picker styles, recorded by name as the others are.

/// A text field (macOS).
public struct FieldDatePickerStyle: DatePickerStyle, SystemStyle {
  /// Creates the style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    DatePicker(configuration)
  }
  nonisolated var styleName: String { "field" }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
  /// A text field (macOS).
  public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

/// A text field with a stepper (macOS).
public struct StepperFieldDatePickerStyle: DatePickerStyle, SystemStyle {
  /// Creates the style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    DatePicker(configuration)
  }
  nonisolated var styleName: String { "stepperField" }
}

extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
  /// A text field with a stepper (macOS).
  public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

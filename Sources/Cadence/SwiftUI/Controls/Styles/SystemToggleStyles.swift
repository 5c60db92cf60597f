/// A toggle style of the system's, recorded on the toggles as `toggleStyle`.
protocol SystemToggleStyle: ToggleStyle {
  var name: String { get }
}

extension SystemToggleStyle {
  /// The toggle as the system draws it (Cadence draws no pixels: the name is recorded).
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label
  }
}

/// The default toggle style (a switch on iOS).
public struct DefaultToggleStyle: ToggleStyle, SystemToggleStyle {
  nonisolated public init() {}
  var name: String { "automatic" }
}

/// A switch.
public struct SwitchToggleStyle: ToggleStyle, SystemToggleStyle {
  nonisolated public init() {}
  var name: String { "switch" }
}

/// A button that shows whether it is on: tapping it switches it.
public struct ButtonToggleStyle: ToggleStyle, SystemToggleStyle {
  nonisolated public init() {}
  var name: String { "button" }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The default style.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button that shows whether it is on: tapping it switches it.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

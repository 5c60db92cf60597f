/// A toggle style of the system's, recorded on the toggles as `toggleStyle`.
protocol SystemToggleStyle: ToggleStyle {
  var name: String { get }
  /// The tint the style was made with (the deprecated `init(tint:)` form), if any.
  var tintName: String? { get }
}

extension SystemToggleStyle {
  var tintName: String? { nil }

  /// The toggle of `configuration` as the system draws it (Cadence draws no pixels: the
  /// style's name is recorded).
  func systemBody(_ configuration: Configuration) -> some View {
    Toggle(configuration).environment(\.toggleStyleName, name).environment(\.toggleStyle, nil)
  }
}

/// The default toggle style (a switch on iOS).
public struct DefaultToggleStyle: ToggleStyle, SystemToggleStyle {
  nonisolated public init() {}
  var name: String { "automatic" }

  /// The toggle of `configuration`, in this style.
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

/// A switch.
public struct SwitchToggleStyle: ToggleStyle, SystemToggleStyle {
  let tintColor: Color?

  nonisolated public init() { tintColor = nil }

  /// A switch tinted `tint` (deprecated: `tint(_:)`).
  nonisolated public init(tint: Color) { tintColor = tint }

  var name: String { "switch" }
  var tintName: String? { tintColor?.name }

  /// The toggle of `configuration`, in this style.
  public func makeBody(configuration: Configuration) -> some View {
    systemBody(configuration).tint(tintColor)
  }
}

/// A button that shows whether it is on: tapping it switches it.
public struct ButtonToggleStyle: ToggleStyle, SystemToggleStyle {
  nonisolated public init() {}
  var name: String { "button" }

  /// The toggle of `configuration`, in this style.
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
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

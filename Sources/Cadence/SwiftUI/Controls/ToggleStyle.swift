/// The properties of a toggle, given to a toggle style.
public struct ToggleStyleConfiguration {
  /// The toggle's label.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on mixed (a toggle of several values that differ).
  public var isMixed: Bool
  /// Whether the toggle is on; setting it switches the toggle (`$isOn` binds to it).
  @Binding public var isOn: Bool

  init(label: Label, isOn: Binding<Bool>, isMixed: Bool) {
    self.label = label
    _isOn = isOn
    self.isMixed = isMixed
  }
}

/// A style for toggles: its body draws the toggle and switches it (through
/// `configuration.isOn`).
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// The view of a toggle.
  associatedtype Body: View
  /// The properties of a toggle.
  typealias Configuration = ToggleStyleConfiguration
  /// The view of a toggle with `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

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

/// A toggle drawn by a custom style: the style's body in place of the toggle.
struct _StyledToggle<Label: View>: View {
  let toggle: Toggle<Label>
  let style: AnyViewStyle<ToggleStyleConfiguration>

  var body: some View {
    style.makeBody(
      ToggleStyleConfiguration(
        label: ToggleStyleConfiguration.Label(content: AnyView(toggle.label)), isOn: toggle.isOn,
        isMixed: false))
  }
}

extension View {
  /// Sets the style of the toggles in this view: a system one (recorded as `toggleStyle`;
  /// `.button` also switches on a tap) or a custom one, whose body draws them.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    if let system = style as? any SystemToggleStyle {
      return environment(\.toggleStyleName, system.name).environment(\.toggleStyle, nil)
    }
    return environment(\.toggleStyleName, nil)
      .environment(
        \.toggleStyle,
        AnyViewStyle(style) { configuration in AnyView(style.makeBody(configuration: configuration))
        })
  }
}

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

  /// The binding `isOn` reads and writes.
  let isOnBinding: Binding<Bool>

  init(label: Label, isOn: Binding<Bool>, isMixed: Bool) {
    self.label = label
    _isOn = isOn
    isOnBinding = isOn
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

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// A toggle of a style's configuration: its label, switching its value, drawn as the
  /// system's toggles are (the custom style is not applied again).
  public init(_ configuration: ToggleStyleConfiguration) {
    title = nil
    label = configuration.label
    isOn = configuration.isOnBinding
    isStyled = true
  }
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
      let tint = system.tintName
      return environment(\.toggleStyleName, system.name).environment(\.toggleStyle, nil)
        .transformEnvironment(\.tintDescription) { if let tint { $0 = tint } }
    }
    return environment(\.toggleStyleName, nil)
      .environment(
        \.toggleStyle,
        AnyViewStyle(style) { configuration in AnyView(style.makeBody(configuration: configuration))
        }
      )
      .transformEnvironment(\.tintDescription) { _ in }
  }
}

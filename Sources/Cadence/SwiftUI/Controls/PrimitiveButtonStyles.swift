import Foundation

struct PrimitiveButtonStyleKey: EnvironmentKey {
  static let defaultValue: String? = nil
}

struct CustomPrimitiveButtonStyleKey: EnvironmentKey {
  static let defaultValue: AnyViewStyle<PrimitiveButtonStyleConfiguration>? = nil
}

extension EnvironmentValues {
  /// The custom button style of buttons in the view, if any.
  var buttonStyle: AnyButtonStyle? {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }

  /// The custom primitive button style of buttons in the view, if any.
  var primitiveButtonStyle: AnyViewStyle<PrimitiveButtonStyleConfiguration>? {
    get { self[CustomPrimitiveButtonStyleKey.self] }
    set { self[CustomPrimitiveButtonStyleKey.self] = newValue }
  }

  /// Whether a custom style of either kind stands in for the buttons here (its body replaces
  /// each one), found without copying a style out where none was set.
  var hasCustomButtonStyle: Bool {
    hasValue(CustomPrimitiveButtonStyleKey.self) || hasValue(ButtonStyleKey.self)
  }

  /// The system button style of buttons in the view, by name.
  var primitiveButtonStyleName: String? {
    get { self[PrimitiveButtonStyleKey.self] }
    set { self[PrimitiveButtonStyleKey.self] = newValue }
  }
}

/// A button drawn by a custom style: the style's body as the button's label, pressed while
/// a finger is down on it (a long press, or a drag, from the host).
struct _StyledButton<Label: View>: View {
  let button: Button<Label>
  let style: AnyButtonStyle
  @GestureState private var isPressed = false

  var body: some View {
    Button(
      styled: button,
      label: style.makeBody(
        ButtonStyleConfiguration(
          role: button.role, label: ButtonStyleConfiguration.Label(content: AnyView(button.label)),
          isPressed: isPressed))
    )
    .simultaneousGesture(
      LongPressGesture(minimumDuration: .greatestFiniteMagnitude, maximumDistance: .infinity)
        .updating($isPressed) { pressing, state, _ in state = pressing })
  }
}

extension View {
  /// Sets a custom style for buttons in this view.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environment(\.buttonStyle, AnyButtonStyle(style))
      .environment(\.primitiveButtonStyle, nil)
  }

  /// Sets a primitive style for buttons in this view: a system one (recorded by name) or a
  /// custom one, whose body replaces each button.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    let name = style._styleName
    return environment(\.primitiveButtonStyleName, name)
      .environment(\.buttonStyle, nil)
      .environment(
        \.primitiveButtonStyle,
        name == nil
          ? AnyViewStyle(style) { AnyView(style.makeBody(configuration: $0)) } : nil)
  }
}

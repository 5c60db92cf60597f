/// The properties of a button, given to a primitive button style.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The button's role, if any.
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  let action: @MainActor () -> Void

  /// Runs the button's action.
  @MainActor
  public func trigger() { action() }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// A button of a primitive style's configuration: the configuration's label, triggering
  /// its action, drawn as the system's buttons are (the custom style is not applied again).
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(
      title: nil, label: configuration.label, role: configuration.role,
      action: configuration.action)
    isStyled = true
  }
}

/// A button shown by a custom primitive style: the style's body in its place.
struct _PrimitiveStyledButton<Label: View>: View {
  let button: Button<Label>
  let style: AnyViewStyle<PrimitiveButtonStyleConfiguration>

  var body: some View {
    style.makeBody(
      PrimitiveButtonStyleConfiguration(
        role: button.role,
        label: PrimitiveButtonStyleConfiguration.Label(content: AnyView(button.label)),
        action: button.action))
  }
}

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

/// A custom primitive button style, as the environment keeps it.
struct AnyPrimitiveButtonStyle: Equatable, @unchecked Sendable {
  private let identity: StyleIdentity
  /// Only used on the main actor, where views are made.
  private let style: any PrimitiveButtonStyle

  init<S: PrimitiveButtonStyle>(_ style: S) {
    identity = StyleIdentity(style)
    self.style = style
  }

  @MainActor
  func makeBody(_ configuration: PrimitiveButtonStyleConfiguration) -> AnyView {
    func make<S: PrimitiveButtonStyle>(_ style: S) -> AnyView {
      AnyView(style.makeBody(configuration: configuration))
    }
    return make(style)
  }

  static func == (lhs: AnyPrimitiveButtonStyle, rhs: AnyPrimitiveButtonStyle) -> Bool {
    lhs.identity == rhs.identity
  }
}

/// A button shown by a custom primitive style: the style's body in its place.
struct _PrimitiveStyledButton<Label: View>: View {
  let button: Button<Label>
  let style: AnyPrimitiveButtonStyle

  var body: some View {
    style.makeBody(
      PrimitiveButtonStyleConfiguration(
        role: button.role,
        label: PrimitiveButtonStyleConfiguration.Label(content: AnyView(button.label)),
        action: button.action))
  }
}

/// A button style for a bar of accessory controls (macOS), recorded as `accessoryBar`.
public struct AccessoryBarButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
  static var systemName: String { "accessoryBar" }
  nonisolated public init() {}

  /// The button of `configuration`, in this style.
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

/// A button style for an action in a bar of accessory controls (macOS), recorded as
/// `accessoryBarAction`.
public struct AccessoryBarActionButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
  static var systemName: String { "accessoryBarAction" }
  nonisolated public init() {}

  /// The button of `configuration`, in this style.
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

/// A button style that draws the label as a raised card (tvOS), recorded as `card`.
public struct CardButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
  static var systemName: String { "card" }
  nonisolated public init() {}

  /// The button of `configuration`, in this style.
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

/// A button style that draws the label as a link (macOS), recorded as `link`.
public struct LinkButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
  static var systemName: String { "link" }
  nonisolated public init() {}

  /// The button of `configuration`, in this style.
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

extension PrimitiveButtonStyle where Self == AccessoryBarButtonStyle {
  /// A button of a bar of accessory controls.
  public static var accessoryBar: AccessoryBarButtonStyle { AccessoryBarButtonStyle() }
}

extension PrimitiveButtonStyle where Self == AccessoryBarActionButtonStyle {
  /// An action in a bar of accessory controls.
  public static var accessoryBarAction: AccessoryBarActionButtonStyle {
    AccessoryBarActionButtonStyle()
  }
}

extension PrimitiveButtonStyle where Self == CardButtonStyle {
  /// A raised card.
  public static var card: CardButtonStyle { CardButtonStyle() }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
  /// A link.
  public static var link: LinkButtonStyle { LinkButtonStyle() }
}

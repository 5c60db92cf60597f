// The button styles of macOS and tvOS, recorded by name.

/// A button style for a bar of accessory controls (macOS), recorded as `accessoryBar`.
public struct AccessoryBarButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
  static var systemName: String { "accessoryBar" }
  nonisolated public init() {}

  /// The button of `configuration`, in this style.
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

extension PrimitiveButtonStyle where Self == AccessoryBarButtonStyle {
  /// A button of a bar of accessory controls.
  public static var accessoryBar: AccessoryBarButtonStyle { AccessoryBarButtonStyle() }
}

/// A button style for an action in a bar of accessory controls (macOS), recorded as
/// `accessoryBarAction`.
public struct AccessoryBarActionButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
  static var systemName: String { "accessoryBarAction" }
  nonisolated public init() {}

  /// The button of `configuration`, in this style.
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

extension PrimitiveButtonStyle where Self == AccessoryBarActionButtonStyle {
  /// An action in a bar of accessory controls.
  public static var accessoryBarAction: AccessoryBarActionButtonStyle {
    AccessoryBarActionButtonStyle()
  }
}

/// A button style that draws the label as a raised card (tvOS), recorded as `card`.
public struct CardButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
  static var systemName: String { "card" }
  nonisolated public init() {}

  /// The button of `configuration`, in this style.
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

extension PrimitiveButtonStyle where Self == CardButtonStyle {
  /// A raised card.
  public static var card: CardButtonStyle { CardButtonStyle() }
}

/// A button style that draws the label as a link (macOS), recorded as `link`.
public struct LinkButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
  static var systemName: String { "link" }
  nonisolated public init() {}

  /// The button of `configuration`, in this style.
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
  /// A link.
  public static var link: LinkButtonStyle { LinkButtonStyle() }
}

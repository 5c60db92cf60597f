/// A button on Liquid Glass (iOS 26): a system style, recorded as `buttonStyle` = `glass`,
/// that behaves as every system button does.
public struct GlassButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
  static var systemName: String { "glass" }
  nonisolated public init() {}

  /// The button of `configuration`, in this style.
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

/// A prominent button on tinted Liquid Glass (iOS 26), recorded as `glassProminent`.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
  static var systemName: String { "glassProminent" }
  nonisolated public init() {}

  /// The button of `configuration`, in this style.
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
  /// Liquid Glass behind the label.
  public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  /// Tinted Liquid Glass behind the label.
  public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

/// How wide a button is (iOS 26): as wide as its label (`fitted`), or as wide as offered
/// (`flexible`).
public struct ButtonSizing: Hashable, Sendable {
  let name: String
  /// The style's choice: fitted.
  public static let automatic = ButtonSizing(name: "automatic")
  /// As wide as the label.
  public static let fitted = ButtonSizing(name: "fitted")
  /// As wide as offered.
  public static let flexible = ButtonSizing(name: "flexible")
}

extension View {
  /// Sets how wide the buttons below are (recorded as `buttonSizing`; Cadence's buttons keep
  /// their label's width).
  public func buttonSizing(_ sizing: ButtonSizing) -> some View {
    recorded("buttonSizing", sizing.name)
  }
}

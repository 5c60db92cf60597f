/// A style for control groups: a system one (recorded as `controlGroupStyle`) or a custom one, whose body
/// draws them from their configuration.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
  /// The view of a control group.
  associatedtype Body: View
  /// The properties of a control group.
  typealias Configuration = ControlGroupStyleConfiguration
  /// The view of a control group with `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension EnvironmentValues {
  private struct ControlGroupStyleKey: EnvironmentKey {
    static let defaultValue: AnyViewStyle<ControlGroupStyleConfiguration>? = nil
  }

  /// The custom style of the control groups in the view, if any.
  var controlGroupStyle: AnyViewStyle<ControlGroupStyleConfiguration>? {
    get { self[ControlGroupStyleKey.self] }
    set { self[ControlGroupStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the control groups in this view: a system one (recorded as `controlGroupStyle`) or a
  /// custom one, whose body draws them.
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    controlStyle(style, recordedAs: "controlGroupStyle", key: \.controlGroupStyle) {
      configuration in
      AnyView(style.makeBody(configuration: configuration))
    }
  }
}

/// The system's choice.
public struct AutomaticControlGroupStyle: ControlGroupStyle, SystemStyle {
  /// Creates the style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
  nonisolated var styleName: String { "automatic" }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  /// The system's choice.
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

/// Navigation controls.
public struct NavigationControlGroupStyle: ControlGroupStyle, SystemStyle {
  /// Creates the style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
  nonisolated var styleName: String { "navigation" }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  /// Navigation controls.
  public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

/// A menu.
public struct MenuControlGroupStyle: ControlGroupStyle, SystemStyle {
  /// Creates the style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
  nonisolated var styleName: String { "menu" }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
  /// A menu.
  public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

/// A palette.
public struct PaletteControlGroupStyle: ControlGroupStyle, SystemStyle {
  /// Creates the style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
  nonisolated var styleName: String { "palette" }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  /// A palette.
  public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

/// How menus look: a system style is recorded by name on the menus (`menuStyle`); a custom
/// style's body replaces each menu below, and shows the menu with `Menu(configuration)`.
@MainActor @preconcurrency
public protocol MenuStyle {
  /// The view of a menu.
  associatedtype Body: View
  /// The properties of a menu.
  typealias Configuration = MenuStyleConfiguration
  /// The view of a menu with `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a menu, given to a menu style: only `Menu(configuration)` reads them.
public struct MenuStyleConfiguration {
  /// The menu's label.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The menu's items.
  public struct Content: View {
    let content: AnyView
    public var body: some View { content }
  }

  let label: Label
  let content: Content
  let primaryAction: (@MainActor () -> Void)?
}

/// A menu style of the system's, recorded by name.
@MainActor
protocol SystemMenuStyle: MenuStyle, SystemStyle {}

extension SystemMenuStyle {
  /// The menu of `configuration`, in this style.
  func systemBody(_ configuration: Configuration) -> some View {
    Menu(configuration).environment(\.menuStyle, nil)
      .modifier(_StyleEffect(name: "menuStyle", value: styleName))
  }
}

extension EnvironmentValues {
  private struct MenuStyleKey: EnvironmentKey {
    static let defaultValue: AnyViewStyle<MenuStyleConfiguration>? = nil
  }

  /// The custom menu style of the menus in the view, if any.
  var menuStyle: AnyViewStyle<MenuStyleConfiguration>? {
    get { self[MenuStyleKey.self] }
    set { self[MenuStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the menus in this view: a system one (recorded as `menuStyle`) or a
  /// custom one, whose body replaces them.
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    controlStyle(style, recordedAs: "menuStyle", key: \.menuStyle) { configuration in
      AnyView(style.makeBody(configuration: configuration))
    }
  }

}

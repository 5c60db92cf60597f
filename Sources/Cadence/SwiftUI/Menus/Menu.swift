/// A control for presenting a menu of actions: its label is a button (the host taps it) that
/// opens the menu; open, its items follow the label (`MenuItems` in the snapshot, `open` =
/// `true` on the menu); choosing an item runs its action and closes the menu. An empty menu
/// is reported when opened.
public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let primaryAction: (@MainActor () -> Void)?
  /// Whether this menu is a style's `Menu(configuration)` (it is not styled again).
  var isStyled = false
  @State private var isOpen = false
  @Environment(\.menuStyle) private var customStyle

  /// Creates a menu with a label view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    primaryAction = nil
  }

  /// Creates a menu whose label runs `primaryAction` when tapped (the menu opens on a long
  /// press, as on iOS).
  @preconcurrency public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.label = label()
    self.content = content()
    self.primaryAction = primaryAction
  }

  public var body: some View {
    if !isStyled, let customStyle {
      customStyle.makeBody(
        MenuStyleConfiguration(
          label: MenuStyleConfiguration.Label(content: AnyView(label)),
          content: MenuStyleConfiguration.Content(content: AnyView(content)),
          primaryAction: primaryAction))
    } else {
      standardBody
    }
  }

  /// The menu as the system shows it.
  private var standardBody: some View {
    let open = $isOpen
    let empty = isOpen && Content.self == EmptyView.self
    return _KindStack(
      "Menu", alignment: .leading, spacing: 0,
      problems: empty ? [(.interactionFailed, "the menu was opened, but it has no items")] : []
    ) {
      if let primaryAction {
        Button(action: primaryAction) { label }
          .onLongPressGesture { open.wrappedValue = true }
      } else {
        Button {
          open.wrappedValue.toggle()
        } label: {
          label
        }
      }
      if isOpen {
        _MenuItems(close: { open.wrappedValue = false }) { content }
      }
    }
    .modifier(_StyleEffect(name: "open", value: isOpen ? "true" : "false"))
  }
}

extension Menu
where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
  /// The menu of a style's configuration, as the system shows it (the custom style is not
  /// applied again).
  public init(_ configuration: MenuStyleConfiguration) {
    label = configuration.label
    content = configuration.content
    primaryAction = configuration.primaryAction
    isStyled = true
  }
}

extension Menu where Label == Text {
  /// Creates a menu with a title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Creates a menu with a title.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// Creates a menu with a title whose label runs `primaryAction` when tapped.
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }
}

extension Menu where Label == Cadence.Label<Text, Image> {
  /// Creates a menu with a title and a symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { Cadence.Label(titleKey, systemImage: systemImage) }
  }

  /// Creates a menu with a title and a symbol.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { Cadence.Label(title, systemImage: systemImage) }
  }
}

/// The items of an open menu: choosing one (a tap on a button inside) runs it, then closes
/// the menu.
struct _MenuItems<Content: View>: View {
  let close: @MainActor () -> Void
  let content: Content

  init(close: @escaping @MainActor () -> Void, @ViewBuilder content: () -> Content) {
    self.close = close
    self.content = content()
  }

  var body: some View {
    _KindStack("MenuItems", alignment: .leading, spacing: 0) { content }
      .modifier(_MenuChoice(close: close))
  }
}

/// Closes a menu after any of its items runs.
struct _MenuChoice: RenderModifier {
  static let attributeName = "menu"
  let close: @MainActor () -> Void

  func apply(to item: inout RenderItem) {}

  func wrapInteraction(_ item: inout RenderItem, below node: _ViewNode) {
    guard let tap = item.tap else { return }
    let close = self.close
    item.tap = {
      tap()
      close()
    }
  }
}

extension View {
  /// Adds a context menu to the view: a long press on it (`host.longPress`) opens the menu's
  /// items below it; choosing one runs it and closes the menu.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    _ContextMenu(content: self, items: menuItems(), preview: nil)
  }

  /// Adds a context menu with a preview: while the menu is open, the preview is shown above
  /// its items (a `ContextMenuPreview` node) in place of the view's own lifted copy.
  public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> some View {
    _ContextMenu(content: self, items: menuItems(), preview: AnyView(preview()))
  }

  /// Adds a context menu made earlier (`ContextMenu { … }`), or none when it is nil: a long
  /// press then opens nothing.
  public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
    _ContextMenu(content: self, items: contextMenu?.items, preview: nil)
  }
}

/// A context menu's items, made before they are attached with `contextMenu(_:)`.
public struct ContextMenu<MenuItems: View> {
  let items: MenuItems

  /// Creates a context menu of `menuItems`.
  public init(@ViewBuilder menuItems: () -> MenuItems) {
    items = menuItems()
  }
}

/// A view with a context menu (none when `items` is nil).
struct _ContextMenu<Content: View, Items: View>: View {
  let content: Content
  let items: Items?
  let preview: AnyView?
  @State private var isOpen = false

  var body: some View {
    let open = $isOpen
    let hasItems = items != nil
    _KindStack("ContextMenu", alignment: .leading, spacing: 0) {
      content.onLongPressGesture { if hasItems { open.wrappedValue = true } }
      if isOpen, let items {
        if let preview {
          _KindStack("ContextMenuPreview", alignment: .leading, spacing: 0) { preview }
        }
        _MenuItems(close: { open.wrappedValue = false }) { items }
      }
    }
    .modifier(_StyleEffect(name: "open", value: isOpen ? "true" : "false"))
  }
}

/// A tab of a `TabView` (SwiftUI 18's form): its content, the label its bar shows, and the
/// value that selects it. It is what `content.tabItem { label }.tag(value)` is, so a tab view
/// of tabs behaves as one of tab items: the host taps a tab by its title.
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
  let value: Value?
  let role: TabRole?
  let content: Content
  let label: Label

  public var body: some View {
    if let value {
      content.tabItem { label }.tag(value).modifier(_TabRoleEffect(role: role))
    } else {
      content.tabItem { label }.modifier(_TabRoleEffect(role: role))
    }
  }
}

extension Tab {
  /// A tab selected by `value`, with a custom label.
  public init(
    value: Value, role: TabRole?, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.value = value
    self.role = role
    self.content = content()
    self.label = label()
  }
}

extension Tab where Label == DefaultTabLabel {
  /// A tab titled `titleKey` with a system image, selected by `value`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, role: role, content: content) {
      DefaultTabLabel(title: titleKey.text, systemImage: systemImage, image: nil)
    }
  }

  /// A tab titled `title` with a system image, selected by `value`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, role: role, content: content) {
      DefaultTabLabel(title: String(title), systemImage: systemImage, image: nil)
    }
  }

  /// A tab titled `titleKey` with an image of the bundle, selected by `value`.
  public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, role: role, content: content) {
      DefaultTabLabel(title: titleKey.text, systemImage: nil, image: image)
    }
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// A tab titled `titleKey` with a system image, in a tab view without a selection.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    value = nil
    self.role = role
    self.content = content()
    label = DefaultTabLabel(title: titleKey.text, systemImage: systemImage, image: nil)
  }

  /// A tab titled `title` with a system image, in a tab view without a selection.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content
  ) {
    value = nil
    self.role = role
    self.content = content()
    label = DefaultTabLabel(title: String(title), systemImage: systemImage, image: nil)
  }
}

/// The label of a tab made from a title and an image.
public struct DefaultTabLabel: View {
  let title: String
  let systemImage: String?
  let image: String?

  public var body: some View {
    if let systemImage {
      Label(title, systemImage: systemImage)
    } else if let image {
      Label(title, image: image)
    } else {
      Text(verbatim: title)
    }
  }
}

/// What a tab is for (recorded as `tabRole`).
public struct TabRole: Hashable, Sendable {
  let name: String
  /// The tab that searches: its label, when the tab has none, is "Search" with a magnifying
  /// glass.
  public static var search: TabRole { TabRole(name: "search") }
  /// A tab set apart from the others (iOS 26).
  public static var prominent: TabRole { TabRole(name: "prominent") }
}

/// Records a tab's role.
struct _TabRoleEffect: ViewModifier {
  let role: TabRole?

  func body(content: Content) -> some View {
    if let role {
      content.modifier(_StyleEffect(name: "tabRole", value: role.name))
    } else {
      content
    }
  }
}

/// A group of tabs under a header (a sidebar's section; in a bar, its tabs in order).
public struct TabSection<Header: View, Content: View, Footer: View>: View {
  let header: Header
  let content: Content

  /// A section of `content`'s tabs titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content)
  where Header == Text, Footer == EmptyView {
    header = Text(titleKey)
    self.content = content()
  }

  /// A section of `content`'s tabs without a header.
  public init(@ViewBuilder content: () -> Content) where Header == EmptyView, Footer == EmptyView {
    header = EmptyView()
    self.content = content()
  }

  /// A section of `content`'s tabs with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header)
  where Footer == EmptyView {
    self.header = header()
    self.content = content()
  }

  public var body: some View {
    Group { content }
  }
}

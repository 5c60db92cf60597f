extension Tab {
  /// A tab selected by `value`, with a custom label.
  public init(
    value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, role: nil, content: content, label: label)
  }
}

extension Tab where Value == Never {
  /// A tab with a custom label, in a tab view without a selection.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    value = nil
    role = nil
    self.content = content()
    self.label = label()
  }
}

extension Tab where Label == EmptyView {
  /// A tab selected by `value`, with no label.
  public init(value: Value, @ViewBuilder content: () -> Content) {
    self.init(value: value, role: nil, content: content) { EmptyView() }
  }
}

extension Tab where Value == Never, Label == EmptyView {
  /// A tab with no label, in a tab view without a selection.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

extension Tab where Label == DefaultTabLabel {
  /// A tab selected by `value` whose label comes from its role (a search tab's: "Search").
  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(value: value, role: role, content: content) { DefaultTabLabel(role: role) }
  }

  /// A tab titled `titleKey` with a system image, selected by `value`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value,
    @ViewBuilder content: () -> Content
  ) {
    self.init(titleKey, systemImage: systemImage, value: value, role: nil, content: content)
  }

  /// A tab titled `titleKey` with an image of the bundle, selected by `value`.
  public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value,
    @ViewBuilder content: () -> Content
  ) {
    self.init(titleKey, image: image, value: value, role: nil, content: content)
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// A tab whose label comes from its role (a search tab's: "Search"), in a tab view without
  /// a selection.
  public init(role: TabRole?, @ViewBuilder content: () -> Content) {
    value = nil
    self.role = role
    self.content = content()
    label = DefaultTabLabel(role: role)
  }

  /// A tab titled `titleKey` with a system image, in a tab view without a selection.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(titleKey, systemImage: systemImage, role: nil, content: content)
  }

  /// A tab titled `titleKey` with an image of the bundle, in a tab view without a selection.
  public init(
    _ titleKey: LocalizedStringKey, image: String, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    value = nil
    self.role = role
    self.content = content()
    label = DefaultTabLabel(title: titleKey.text, systemImage: nil, image: image)
  }

  /// A tab titled `titleKey` with an image of the bundle, in a tab view without a selection.
  public init(
    _ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content
  ) {
    self.init(titleKey, image: image, role: nil, content: content)
  }
}

extension DefaultTabLabel {
  /// The label a role gives a tab that has none: "Search" with a magnifying glass for a
  /// search tab, an empty title otherwise.
  init(role: TabRole?) {
    if role == .search {
      self.init(title: "Search", systemImage: "magnifyingglass", image: nil)
    } else {
      self.init(title: "", systemImage: nil, image: nil)
    }
  }
}

/// A tab of a tab view, known by a token of its own: its label and, when tagged, its value.
struct TabItemEntry: Equatable {
  let token: TabToken
  let tag: AnyHashable?
  let label: AnyView

  /// The value that selects the tab: its tag, or its position among untagged ones.
  func value(in entries: [TabItemEntry]) -> AnyHashable {
    if let tag { return tag }
    return AnyHashable(entries.firstIndex { $0.token === token } ?? 0)
  }

  static func == (a: TabItemEntry, b: TabItemEntry) -> Bool {
    a.token === b.token && a.tag == b.tag
  }
}

/// The identity of a tab item, kept in its state.
final class TabToken: Sendable {}

extension EnvironmentValues {
  private struct SelectedTabKey: EnvironmentKey {
    static var defaultValue: TabSelection? { nil }
  }

  /// The tab the enclosing tab view shows (nil outside a tab view).
  var selectedTab: TabSelection? {
    get { self[SelectedTabKey.self] }
    set { self[SelectedTabKey.self] = newValue }
  }
}

extension View {
  /// Sets the tab bar item of this view, a tab of a `TabView`.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    _TabItem(content: self, label: AnyView(label()))
  }

  /// Writes the tag of a view for a tab item around it, or fills in the tab items inside it.
  func tabTag(_ tag: AnyHashable) -> some View {
    preference(key: TabTagKey.self, value: tag)
      .transformPreference(TabItemsKey.self) { entries in
        entries = entries.map {
          $0.tag == nil ? TabItemEntry(token: $0.token, tag: tag, label: $0.label) : $0
        }
      }
  }
}

/// A tab: its content, hidden unless its tab view shows it, and its item for the bar.
struct _TabItem<Content: View>: View {
  let content: Content
  let label: AnyView
  @State private var token = TabToken()
  @Environment(\.selectedTab) private var selected

  var body: some View {
    let token = self.token
    let label = self.label
    let hidden = selected.map { $0.token !== token } ?? false
    content
      .modifier(_HitTestingEffect(allowsHitTesting: !hidden, hidden: hidden, offscreen: hidden))
      .backgroundPreferenceValue(TabTagKey.self) { tag in
        Color.clear.preference(
          key: TabItemsKey.self, value: [TabItemEntry(token: token, tag: tag, label: label)])
      }
  }
}

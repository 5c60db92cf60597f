/// A view that switches between child views with a tab bar: each child's `tabItem` is a
/// button of the bar (the host taps it by its label), `tag` gives the value a selection
/// binding takes (untagged tabs are numbered from 0). Only the selected tab is shown; the
/// others keep their state, hidden (`hidden` in the snapshot, taking no interactions, and off
/// screen: `first(_:)`, `all(_:)` and the host's interactions do not find them). The
/// bar is 49 points tall at the bottom, as on an iPhone.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content
  @State private var chosen: AnyHashable?
  @State private var entries: [TabItemEntry] = []
  @Environment(\.tabViewBottomAccessory) private var accessory

  /// Creates a tab view whose selection is `selection` (nil: the tab view keeps its own).
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  /// The height of the tab bar.
  static var barHeight: CGFloat { 49 }

  public var body: some View {
    let selected = selectedValue
    let token = entries.first { $0.value(in: entries) == selected }?.token
    let select: @MainActor (AnyHashable) -> Void = { [selection, $chosen] value in
      if let selection {
        if let typed = value.base as? SelectionValue { selection.wrappedValue = typed }
      } else {
        $chosen.wrappedValue = value
      }
    }
    insetByAccessory(
      ZStack { content }
        .environment(\.selectedTab, TabSelection(token: token))
        .environment(\.tabViewBottomAccessory, nil)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    )
    .padding(.bottom, Self.barHeight)
    .onPreferenceChange(TabItemsKey.self) { entries = $0 }
    .overlay(alignment: .bottom) {
      _TabBar(entries: entries, selected: selected, known: token != nil, select: select)
        .frame(height: Self.barHeight)
    }
  }

  /// The tabs' content above the bottom accessory, if there is one.
  @ViewBuilder
  private func insetByAccessory(_ tabs: some View) -> some View {
    if let accessory {
      tabs.safeAreaInset(edge: .bottom, spacing: 0) { accessory }
    } else {
      tabs
    }
  }

  /// The selected value: the binding's, the tab view's own choice, or the first tab's.
  private var selectedValue: AnyHashable? {
    if let selection { return AnyHashable(selection.wrappedValue) }
    return chosen ?? entries.first?.value(in: entries)
  }
}

extension TabView where SelectionValue == Int {
  /// Creates a tab view that keeps its own selection, the first tab selected.
  public init(@ViewBuilder content: () -> Content) {
    self.init(selection: nil, content: content)
  }
}

/// The tab bar: a button for each tab item, the selected one marked `selected`.
struct _TabBar: ContainerView {
  typealias Body = Never
  let entries: [TabItemEntry]
  let selected: AnyHashable?
  let known: Bool
  let select: @MainActor (AnyHashable) -> Void

  var content: some View {
    HStack(spacing: 0) {
      ForEach(entries.indices, id: \.self) { index in
        let value = entries[index].value(in: entries)
        Button {
          select(value)
        } label: {
          entries[index].label
        }
        .frame(maxWidth: .infinity)
        .modifier(_StyleEffect(name: "selected", value: value == selected ? "true" : "false"))
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }

  var contentLayout: ZStackLayout { ZStackLayout() }

  func renderItem(children: RenderedChildren, in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(stack: "TabBar", alignment: "center", spacing: nil, children: children)
    if let selected { item.styles["selection"] = String(describing: selected.base) }
    return item
  }

  var problems: [(kind: Diagnostic.Kind, message: String)] {
    guard !known, let selected, !entries.isEmpty else { return [] }
    let values = entries.map { String(describing: $0.value(in: entries).base) }
    return [
      (
        .interactionFailed,
        "TabView: the selection \(selected.base) is no tab's (tabs: "
          + values.joined(separator: ", ") + "); no tab is shown"
      )
    ]
  }
}

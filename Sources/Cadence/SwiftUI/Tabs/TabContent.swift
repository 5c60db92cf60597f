/// What a `TabView` built of `Tab`s holds: tabs and tab sections (iOS 18). In Cadence a tab is
/// also a view — the tab item it stands for — so tab content composes with the builders views
/// use; its own modifiers (`badge`, `customizationID`, …) return tab content again.
public protocol TabContent<TabValue>: View {
  /// The type of the value that selects the tab.
  associatedtype TabValue: Hashable
}

/// A tab changed by one of `TabContent`'s modifiers.
public struct _ModifiedTabContent<Content: View, TabValue: Hashable> {
  let content: Content
}

extension _ModifiedTabContent: TabContent {
  public var body: some View { content }
}

extension TabContent {
  /// The tab as a view only, so that a modifier below reaches `View`'s own.
  fileprivate var asView: some View { self }

  fileprivate func modified(_ content: some View) -> some TabContent<TabValue> {
    _ModifiedTabContent<_, TabValue>(content: content)
  }

  /// Identifies the tab for customization: the key of its visibility in a
  /// `TabViewCustomization` (recorded as `customizationID`).
  public func customizationID(_ id: String) -> some TabContent<TabValue> {
    modified(asView.recorded("customizationID", id))
  }

  /// Sets whether people may move or hide the tab in `placements` (recorded as
  /// `customizationBehavior`).
  public func customizationBehavior(
    _ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...
  ) -> some TabContent<TabValue> {
    modified(
      asView.recorded(
        "customizationBehavior",
        behavior.name + placementsSuffix(placements)))
  }

  /// Sets whether the tab shows in `placements` until people change it (recorded as
  /// `defaultVisibility`).
  public func defaultVisibility(
    _ visibility: Visibility, for placements: AdaptableTabBarPlacement...
  ) -> some TabContent<TabValue> {
    modified(
      asView.recorded("defaultVisibility", visibility.rawValue + placementsSuffix(placements)))
  }

  /// Shows `count` on the tab's item, as `View.badge(_:)` does (no badge for 0).
  public func badge(_ count: Int) -> some TabContent<TabValue> {
    modified(asView.badge(count))
  }

  /// Hides the tab when `hidden` is true: it is left out of the tab view, as a view under
  /// `if !hidden` would be, its state kept.
  public func hidden(_ hidden: Bool = true) -> some TabContent<TabValue> {
    modified(asView.modifier(_TabHiddenEffect(hidden: hidden)))
  }

  /// Actions for the tab's section in a sidebar (recorded as `sectionActions`; on iPhone the
  /// tab view shows a bar and no sidebar).
  public func sectionActions<Content: View>(@ViewBuilder content: () -> Content)
    -> some TabContent<TabValue>
  {
    modified(asView.recorded("sectionActions", String(describing: Content.self)))
  }

  /// A context menu on the tab's item, as `View.contextMenu(menuItems:)`.
  public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some TabContent<TabValue> {
    modified(asView.contextMenu(menuItems: menuItems))
  }

  /// The tab's accessibility label, as `View.accessibilityLabel(_:)`.
  public func accessibilityLabel(_ label: Text) -> some TabContent<TabValue> {
    modified(asView.accessibilityLabel(label))
  }

  /// The tab's accessibility identifier, as `View.accessibilityIdentifier(_:)`.
  public func accessibilityIdentifier(_ identifier: String) -> some TabContent<TabValue> {
    modified(asView.accessibilityIdentifier(identifier))
  }
}

private func placementsSuffix(_ placements: [AdaptableTabBarPlacement]) -> String {
  placements.isEmpty ? "" : " for " + placements.map(\.name).joined(separator: ", ")
}

/// Leaves a hidden tab out of its tab view.
struct _TabHiddenEffect: ViewModifier {
  let hidden: Bool

  func body(content: Content) -> some View {
    if !hidden { content }
  }
}

/// Builds the tabs of a `TabView`: tab content of one selection type.
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
  /// One tab.
  public static func buildExpression<Content: TabContent>(_ content: Content) -> Content
  where TabValue == Content.TabValue { content }

  /// One tab.
  public static func buildBlock<Content: TabContent>(_ content: Content) -> Content
  where TabValue == Content.TabValue { content }

  /// Tabs in order.
  public static func buildBlock<each Content: TabContent>(_ content: repeat each Content)
    -> some TabContent<TabValue>
  {
    _ModifiedTabContent<_, TabValue>(content: TupleView(elements: repeat each content))
  }

  /// A tab shown when a condition holds.
  public static func buildIf<C: TabContent>(_ content: C?) -> C? where TabValue == C.TabValue {
    content
  }

  /// The first of two branches.
  public static func buildEither<T: TabContent, F: TabContent>(first: T) -> _ConditionalContent<
    T, F
  > where TabValue == T.TabValue, T.TabValue == F.TabValue {
    ViewBuilder.buildEither(first: first)
  }

  /// The second of two branches.
  public static func buildEither<T: TabContent, F: TabContent>(second: F) -> _ConditionalContent<
    T, F
  > where TabValue == T.TabValue, T.TabValue == F.TabValue {
    ViewBuilder.buildEither(second: second)
  }
}

extension Optional: TabContent where Wrapped: TabContent {
  public typealias TabValue = Wrapped.TabValue
}

extension _ConditionalContent: TabContent
where
  TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue
{
  public typealias TabValue = TrueContent.TabValue
}

extension Tab: TabContent {
  public typealias TabValue = Value
}

extension TabSection: TabContent where Content: TabContent {
  public typealias TabValue = Content.TabValue
}

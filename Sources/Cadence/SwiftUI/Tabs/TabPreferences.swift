/// The tab items of a tab view's content, in order.
struct TabItemsKey: PreferenceKey {
  static var defaultValue: [TabItemEntry] { [] }
  static func reduce(value: inout [TabItemEntry], nextValue: () -> [TabItemEntry]) {
    value += nextValue()
  }
}

/// The tag of a view (`tag(_:)`), for the tab item around it.
struct TabTagKey: PreferenceKey {
  static var defaultValue: AnyHashable? { nil }
  static func reduce(value: inout AnyHashable?, nextValue: () -> AnyHashable?) {
    value = value ?? nextValue()
  }
}

/// The tab a tab view shows.
struct TabSelection: Equatable {
  let token: TabToken?
  static var none: TabSelection { TabSelection(token: nil) }
  static func == (a: TabSelection, b: TabSelection) -> Bool { a.token === b.token }
}

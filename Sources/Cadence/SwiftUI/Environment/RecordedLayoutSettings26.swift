/// How the search field of a toolbar may shrink (iOS 26; recorded as
/// `searchToolbarBehavior`).
public struct SearchToolbarBehavior: Hashable, Sendable {
  let name: String
  /// The platform decides.
  public static var automatic: SearchToolbarBehavior { .init(name: "automatic") }
  /// The field minimizes to a button.
  public static var minimize: SearchToolbarBehavior { .init(name: "minimize") }
}

extension View {
  /// Sets how the search field in the toolbar may shrink (recorded as
  /// `searchToolbarBehavior`).
  public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View {
    recorded("searchToolbarBehavior", behavior.name)
  }

  /// Sets the space between the icon and the title of the labels below (recorded as
  /// `labelIconToTitleSpacing`; Cadence's labels keep their standard spacing).
  public func labelIconToTitleSpacing(_ spacing: CGFloat) -> some View {
    recorded("labelIconToTitleSpacing", DecimalFormatting.format(Double(spacing)))
  }

  /// Reserves `value` points for the icons of the labels below, so that titles line up
  /// (recorded as `labelReservedIconWidth`).
  public func labelReservedIconWidth(_ value: CGFloat) -> some View {
    recorded("labelReservedIconWidth", DecimalFormatting.format(Double(value)))
  }

  /// Sets whether the controls below show their labels (recorded as `labelsVisibility`).
  public func labelsVisibility(_ visibility: Visibility) -> some View {
    recorded("labelsVisibility", visibility.rawValue)
  }

  /// Sets the margins of the list sections below at `edges` (recorded as
  /// `listSectionMargins`; nil: the default).
  public func listSectionMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
    recorded(
      "listSectionMargins",
      "\(edgeNames(edges)) \(length.map { DecimalFormatting.format(Double($0)) } ?? "default")")
  }

  /// Sets the insets of this list row at `edges` (nil: the default), laid out as
  /// `listRowInsets(_:)`'s (recorded as `listRowInsets.edges`).
  public func listRowInsets(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
    var insets = ListRowInsetValues()
    if edges.contains(.top) { insets.top = length }
    if edges.contains(.leading) { insets.leading = length }
    if edges.contains(.bottom) { insets.bottom = length }
    if edges.contains(.trailing) { insets.trailing = length }
    return layoutValue(key: ListRowInsetsKey.self, value: insets)
      .recorded(
        "listRowInsets.edges",
        "\(edgeNames(edges)) \(length.map { DecimalFormatting.format(Double($0)) } ?? "default")")
  }

  /// Sets whether the list shows its section index (recorded as
  /// `listSectionIndexVisibility`).
  public func listSectionIndexVisibility(_ visibility: Visibility) -> some View {
    recorded("listSectionIndexVisibility", visibility.rawValue)
  }

  /// Sets the label of the section in the list's section index (recorded as
  /// `sectionIndexLabel`).
  public func sectionIndexLabel(_ label: Text?) -> some View {
    recorded("sectionIndexLabel", label?.content ?? "none")
  }

  /// Adds actions to the header of the section this modifies (recorded as `sectionActions`).
  public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    recorded("sectionActions", String(describing: Content.self))
  }

  /// Sets whether the sliders below show their thumb (recorded as `sliderThumbVisibility`).
  public func sliderThumbVisibility(_ visibility: Visibility) -> some View {
    recorded("sliderThumbVisibility", visibility.rawValue)
  }

  /// Sets the point a window grows from when its content resizes it (recorded as
  /// `windowResizeAnchor`; Cadence's window is the device's screen).
  public func windowResizeAnchor(_ anchor: UnitPoint?) -> some View {
    recorded("windowResizeAnchor", anchor.map { "\($0)" } ?? "automatic")
  }

  /// Sets whether the navigation links below show their disclosure indicator (recorded as
  /// `navigationLinkIndicatorVisibility`).
  public func navigationLinkIndicatorVisibility(_ visibility: Visibility) -> some View {
    recorded("navigationLinkIndicatorVisibility", visibility.rawValue)
  }

  /// Offers `completion` to finish what is being typed in the field this modifies (recorded
  /// as `textInputCompletion`).
  public func textInputCompletion(_ completion: String) -> some View {
    recorded("textInputCompletion", completion)
  }
}

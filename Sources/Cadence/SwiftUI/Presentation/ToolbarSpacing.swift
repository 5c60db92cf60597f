/// Space between toolbar items (iOS 26): a fixed gap, or a flexible one that pushes the items
/// apart. Its node is a `Spacer` in the toolbar, recorded with `toolbar` = its placement and
/// `toolbarSpacer` = its sizing.
public struct ToolbarSpacer: ToolbarContent, CustomizableToolbarContent {
  public typealias Body = Never
  let sizing: SpacerSizing
  let placement: ToolbarItemPlacement

  /// A spacer of `sizing` at `placement`.
  public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
    self.sizing = sizing
    self.placement = placement
  }

  public var _toolbarItems: AnyView {
    AnyView(
      Spacer(minLength: sizing == .fixed ? 8 : nil)
        .modifier(_StyleEffect(name: "toolbar", value: placement.name))
        .modifier(_StyleEffect(name: "toolbarSpacer", value: sizing.name))
        .layoutValue(key: ToolbarPlacementKey.self, value: placement))
  }
}

/// How much room a toolbar spacer takes.
public struct SpacerSizing: Hashable, Sendable {
  let name: String
  /// A standard, fixed gap.
  public static let fixed = SpacerSizing(name: "fixed")
  /// As much room as there is.
  public static let flexible = SpacerSizing(name: "flexible")
}

/// An item the system provides, placed where the toolbar puts it (iOS 26): `search` is the
/// search field of a `searchable` view. Recorded as a `DefaultToolbarItem` node with
/// `toolbar` = its placement and `toolbarDefaultItem` = its kind.
public struct DefaultToolbarItem: ToolbarContent, CustomizableToolbarContent {
  public typealias Body = Never
  let kind: ToolbarDefaultItemKind
  let placement: ToolbarItemPlacement

  /// The system's item of `kind` at `placement`.
  public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {
    self.kind = kind
    self.placement = placement
  }

  public var _toolbarItems: AnyView {
    AnyView(
      _KindStack("DefaultToolbarItem", alignment: .center, spacing: 0) { EmptyView() }
        .modifier(_StyleEffect(name: "toolbar", value: placement.name))
        .modifier(_StyleEffect(name: "toolbarDefaultItem", value: kind.name))
        .layoutValue(key: ToolbarPlacementKey.self, value: placement))
  }
}

extension ToolbarContent {
  /// Whether the items share the glass background of the items beside them (iOS 26;
  /// recorded as `sharedBackgroundVisibility`).
  public func sharedBackgroundVisibility(_ visibility: Visibility) -> some ToolbarContent {
    _RecordedToolbarContent(
      base: self, name: "sharedBackgroundVisibility", value: visibility.rawValue)
  }
}

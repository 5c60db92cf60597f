import Foundation

/// The tint of a list row's icons.
public struct ListItemTint: Sendable {
  let name: String

  /// A tint of `color`.
  public static func fixed(_ tint: Color) -> ListItemTint {
    ListItemTint(name: "fixed(\(tint.name))")
  }
  /// A tint of `color` that the system may override.
  public static func preferred(_ tint: Color) -> ListItemTint {
    ListItemTint(name: "preferred(\(tint.name))")
  }
  /// The monochrome tint.
  public static let monochrome = ListItemTint(name: "monochrome")
}

/// The spacing between the sections of a list.
public struct ListSectionSpacing: Sendable {
  let name: String

  /// The system's spacing.
  public static let `default` = ListSectionSpacing(name: "default")
  /// A compact spacing.
  public static let compact = ListSectionSpacing(name: "compact")
  /// A spacing of `spacing` points.
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
    ListSectionSpacing(name: DecimalFormatting.format(Double(spacing)))
  }
}

/// Whether a list's rows alternate their backgrounds.
public struct AlternatingRowBackgroundBehavior: Hashable, Sendable {
  let name: String

  /// The system's choice.
  public static let automatic = AlternatingRowBackgroundBehavior(name: "automatic")
  /// Alternating.
  public static let enabled = AlternatingRowBackgroundBehavior(name: "enabled")
  /// Not alternating.
  public static let disabled = AlternatingRowBackgroundBehavior(name: "disabled")
}

extension EnvironmentValues {
  /// The spacing between the rows of the lists below, when set.
  @Entry var listRowSpacing: CGFloat? = nil
  /// Whether the rows below can be selected in a list (false under `selectionDisabled`).
  @Entry var isSelectionDisabled: Bool = false
}

extension View {
  /// Sets the tint of the list rows below (recorded as `listItemTint`).
  public func listItemTint(_ tint: ListItemTint?) -> some View {
    recorded("listItemTint", tint?.name ?? "none")
  }

  /// Sets the tint of the list rows' icons (recorded as `listItemTint`).
  public func listItemTint(_ tint: Color?) -> some View {
    recorded("listItemTint", tint.map { "fixed(\($0.name))" } ?? "none")
  }

  /// Sets the colour of this row's separators (recorded as `listRowSeparatorTint`).
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    recorded("listRowSeparatorTint", (color.map(\.name) ?? "automatic") + edges.recordedSuffix)
  }

  /// Sets the space between the rows of the lists below: laid out between their rows.
  public func listRowSpacing(_ spacing: CGFloat?) -> some View {
    environment(\.listRowSpacing, spacing.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil })
      .modifier(
        _DeferredProblem(
          problem: spacing.map { $0.isFinite && $0 >= 0 } == false
            ? "listRowSpacing: \(spacing!) is not a spacing (finite, not negative); none is used"
            : nil, kind: .invalidFrame))
  }

  /// Shows or hides this section's separators (recorded as `listSectionSeparator`).
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    recorded("listSectionSeparator", visibility.rawValue + edges.recordedSuffix)
  }

  /// Sets the colour of this section's separators (recorded as `listSectionSeparatorTint`).
  public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all)
    -> some View
  {
    recorded(
      "listSectionSeparatorTint", (color.map(\.name) ?? "automatic") + edges.recordedSuffix)
  }

  /// Sets the spacing between sections (recorded as `listSectionSpacing`).
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    recorded("listSectionSpacing", spacing.name)
  }

  /// Sets the spacing between sections, in points (recorded as `listSectionSpacing`).
  public func listSectionSpacing(_ spacing: CGFloat) -> some View {
    listSectionSpacing(.custom(spacing))
  }

  /// Alternates the backgrounds of the list's rows (recorded as `alternatingRowBackgrounds`).
  public func alternatingRowBackgrounds(
    _ behavior: AlternatingRowBackgroundBehavior = .enabled
  ) -> some View {
    recorded("alternatingRowBackgrounds", behavior.name)
  }

  /// Keeps this row from being deleted: it carries `onDelete` = `false`, whatever action is
  /// set around it.
  public func deleteDisabled(_ isDisabled: Bool) -> some View {
    recorded("deleteDisabled", isDisabled ? "true" : "false")
      .modifier(_RowActionBlock(name: "onDelete", isBlocked: isDisabled))
  }

  /// Keeps this row from being moved: it carries `onMove` = `false`.
  public func moveDisabled(_ isDisabled: Bool) -> some View {
    recorded("moveDisabled", isDisabled ? "true" : "false")
      .modifier(_RowActionBlock(name: "onMove", isBlocked: isDisabled))
  }

  /// Keeps the rows below from being selected in a list: a tap selects nothing.
  public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
    environment(\.isSelectionDisabled, isDisabled)
      .recorded("selectionDisabled", isDisabled ? "true" : "false")
  }

  /// Sets the hover effect of this list row (recorded as `listRowHoverEffect`).
  public func listRowHoverEffect(_ effect: HoverEffect?) -> some View {
    recorded("listRowHoverEffect", effect?.name ?? "none")
  }

  /// Turns this list row's hover effect off (recorded as `listRowHoverEffect`).
  public func listRowHoverEffectDisabled(_ disabled: Bool = true) -> some View {
    recorded("listRowHoverEffect", disabled ? "none" : "automatic")
  }
}

/// A list row's own insets (`listRowInsets`): an edge left nil keeps the list's.
struct ListRowInsetValues: Hashable, Sendable {
  var top: CGFloat?
  var leading: CGFloat?
  var bottom: CGFloat?
  var trailing: CGFloat?
}

/// The layout value a list row's insets travel by, to the list's layout.
struct ListRowInsetsKey: LayoutValueKey {
  static let defaultValue: ListRowInsetValues? = nil
}

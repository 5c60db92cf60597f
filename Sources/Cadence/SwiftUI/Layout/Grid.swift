/// A container that arranges its views in two dimensions: each `GridRow` is a row, its views
/// the cells of the columns in order; a view outside a `GridRow` is a row of one cell across
/// every column. Columns are as wide as their widest cell, rows as tall as their tallest.
public struct Grid<Content: View> {
  let layout: GridLayout
  let content: Content

  /// Creates a grid: `alignment` places each view in its cell (unless its row or column or
  /// the view itself says otherwise), the spacings separate the cells (8 points when nil).
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.layout = GridLayout(
      alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    self.content = content()
  }
}

extension Grid: ContainerView {
  /// `Grid` is a primitive view.
  public typealias Body = Never

  var contentLayout: GridLayout { layout }

  func renderItem(children: RenderedChildren, in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(
      stack: "Grid", alignment: layout.alignment.name, spacing: nil, children: children)
    if let spacing = layout.horizontalSpacing { item.attributes["horizontalSpacing"] = spacing }
    if let spacing = layout.verticalSpacing { item.attributes["verticalSpacing"] = spacing }
    return item
  }

  var problems: [(kind: Diagnostic.Kind, message: String)] { layout.problems(of: "Grid") }
}

/// A row of a `Grid`: its views are the row's cells, one column each unless a view spans
/// more (`gridCellColumns(_:)`). Outside a grid its views lay out as a group's would.
public struct GridRow<Content: View>: View {
  let alignment: VerticalAlignment?
  let content: Content

  /// Creates a row; `alignment` places its views vertically in their cells (the grid's
  /// vertical alignment when nil).
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// `GridRow` is a primitive view.
  public typealias Body = Never

  public static func _makeOrUpdateNode(
    _ view: GridRow, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let row: GridRowNode
    if let node {
      row = downcast(node, to: GridRowNode.self)
      row.environment = context.environment
      if row.alignment != view.alignment {
        row.alignment = view.alignment
        row.invalidateLayout(transaction: context.transaction)
      }
    } else {
      row = GridRowNode(alignment: view.alignment, in: context)
    }
    row.child = reconciled(view.content, node: row.child, context: row.childContext(context))
    return row
  }
}

/// What a cell knows of the row it is in: the row's node (which tells two rows apart) and
/// its alignment.
struct GridRowMarker {
  let row: ObjectIdentifier
  let alignment: VerticalAlignment?
}

/// The layout value key a grid row gives each of its cells.
enum GridRowKey: LayoutValueKey {
  static let defaultValue: GridRowMarker? = nil
}

/// The node of a `GridRow`: it lays out as its content, and marks each of the content's
/// subviews (which its grid collects as its own) with the row.
final class GridRowNode: LayoutModifierNodeBase {
  var alignment: VerticalAlignment?

  init(alignment: VerticalAlignment?, in context: __shared _MountContext) {
    self.alignment = alignment
    super.init(in: context)
  }

  override func modifierLayoutValue(for key: ObjectIdentifier) -> Any? {
    guard key == ObjectIdentifier(GridRowKey.self) else { return nil }
    return GridRowMarker(row: ObjectIdentifier(self), alignment: alignment) as GridRowMarker?
  }
}

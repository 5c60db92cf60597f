/// The layout of a `Grid`, usable on its own (in an `AnyLayout`): its subviews that a
/// `GridRow` marks are that row's cells; any other subview is a row of one cell spanning
/// every column.
///
/// Columns are sized first, from the cells that span one column: with no width proposed,
/// each is as wide as its widest cell's ideal width; with a width, the columns share it as a
/// stack's children do (least flexible first, each its share of what is left, within what
/// its cells can be). A cell spanning several columns, or a row outside a `GridRow`, then
/// widens the columns it spans equally when it needs more than they have (a `Divider` or a
/// `Color` takes all the width proposed, unless `gridCellUnsizedAxes(.horizontal)`). Rows
/// are sized the same way down, their cells proposed their columns' width.
public struct GridLayout: Layout {
  /// How views are placed in their cells, unless their row, column or themselves say.
  public var alignment: Alignment
  /// The space between columns (8 points when nil).
  public var horizontalSpacing: CGFloat?
  /// The space between rows (8 points when nil).
  public var verticalSpacing: CGFloat?

  /// Creates a grid layout (from any context: a value, as SwiftUI's).
  nonisolated public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  /// The most columns a cell's span reaches: 10,000 (Cadence's bound; a span past it is cut
  /// to the columns left in its row, and reported).
  static let maximumColumnCount = 10_000

  /// Where each subview sits in the grid, and the last sizes worked out.
  public struct Cache {
    var cells: [GridCell] = []
    var rowCount = 0
    var columnCount = 0
    var rowAlignments: [VerticalAlignment?] = []
    var columnAlignments: [HorizontalAlignment?] = []
    var solved: (proposal: ProposedViewSize, solution: GridSolution)?
  }

  public func makeCache(subviews: Subviews) -> Cache {
    var cache = Cache()
    updateCache(&cache, subviews: subviews)
    return cache
  }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = Cache()
    var currentRow: ObjectIdentifier?
    var column = 0
    var fullWidth: [Int] = []
    for index in subviews.indices {
      let subview = subviews[index]
      let marker = subview[GridRowKey.self]
      if marker == nil || marker?.row != currentRow {
        cache.rowCount += 1
        column = 0
        cache.rowAlignments.append(marker?.alignment)
      }
      currentRow = marker?.row
      // A span is cut to the columns left in the row (spans come from data: never a trap, nor
      // columns by the billion).
      let span = min(
        max(subview[GridCellColumnsKey.self], 1), max(Self.maximumColumnCount - column, 1))
      var cell = GridCell(
        subview: index, row: cache.rowCount - 1, column: column, span: span,
        unsized: subview[GridCellUnsizedAxesKey.self], anchor: subview[GridCellAnchorKey.self])
      if marker == nil {
        fullWidth.append(cache.cells.count)
        cell.span = 0
      } else {
        column += span
        cache.columnCount = max(cache.columnCount, column)
      }
      cache.cells.append(cell)
    }
    cache.columnCount = max(cache.columnCount, fullWidth.isEmpty ? 0 : 1)
    for index in fullWidth { cache.cells[index].span = cache.columnCount }
    cache.columnAlignments = Array(repeating: nil, count: cache.columnCount)
    for cell in cache.cells where cell.span == 1 && cache.columnAlignments[cell.column] == nil {
      cache.columnAlignments[cell.column] = subviews[cell.subview][GridColumnAlignmentKey.self]
    }
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize
  {
    solution(proposal, subviews: subviews, cache: &cache).size
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    for (cell, origin, cellProposal) in placements(
      in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    {
      subviews[cell.subview].place(at: origin, proposal: cellProposal)
    }
  }

  /// Where a horizontal guide set explicitly by cells is: their explicit values where the
  /// grid places them, combined as the guide combines them (none when no cell sets it).
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    combined(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// Where a vertical guide set explicitly by cells is (a row's text baseline, say).
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    combined(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// The spacing around the grid: its cells' preferences, united.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    subviews.unitedSpacing
  }

  /// The cells' explicit values of the guide `key`, where the grid places them, combined.
  private func combined(
    _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    var result: CGFloat?
    var count = 0
    for (cell, origin, cellProposal) in placements(
      in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    {
      let dimensions = subviews[cell.subview].dimensions(in: cellProposal)
      guard let value = dimensions.explicitValue(of: key) else { continue }
      key.combine(value + (key.axis == .horizontal ? origin.x : origin.y), count, into: &result)
      count += 1
    }
    return result
  }

  /// Each cell with the point its subview is placed at and the size proposed to it.
  private func placements(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> [(cell: GridCell, origin: CGPoint, proposal: ProposedViewSize)] {
    let solution = solution(proposal, subviews: subviews, cache: &cache)
    return cache.cells.map { cell in
      let columns = cell.column..<(cell.column + cell.span)
      let rect = CGRect(
        x: bounds.minX + solution.columns.starts[cell.column],
        y: bounds.minY + solution.rows.starts[cell.row],
        width: solution.columns.length(of: columns, spacing: resolved(horizontalSpacing)),
        height: solution.rows.lengths[cell.row])
      let cellProposal = ProposedViewSize(rect.size)
      let subview = subviews[cell.subview]
      if let anchor = cell.anchor {
        let size = subview.sizeThatFits(cellProposal)
        let origin = CGPoint(
          x: rect.minX + anchor.x * (rect.width - size.width),
          y: rect.minY + anchor.y * (rect.height - size.height))
        return (cell, origin, cellProposal)
      }
      let cellAlignment = Alignment(
        horizontal: cell.span == 1
          ? cache.columnAlignments[cell.column] ?? alignment.horizontal : alignment.horizontal,
        vertical: cache.rowAlignments[cell.row] ?? alignment.vertical)
      let placed = FramePlacement.aligned(
        subview.dimensions(in: cellProposal), in: rect, alignment: cellAlignment)
      return (cell, placed.origin, cellProposal)
    }
  }

  /// The spacing to use for `spacing` as given (8 when nil; 0 when negative or not finite).
  private func resolved(_ spacing: CGFloat?) -> CGFloat {
    guard let spacing else { return GridTracks.defaultSpacing }
    return spacing.isFinite && spacing >= 0 ? spacing : 0
  }

  /// The columns and rows for `proposal`, worked out once for each proposal in a row.
  private func solution(_ proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> GridSolution
  {
    if let solved = cache.solved, solved.proposal == proposal { return solved.solution }
    let hSpacing = resolved(horizontalSpacing)
    let vSpacing = resolved(verticalSpacing)
    let columns = GridTrackSizing.solve(
      count: cache.columnCount, available: proposal.width, spacing: hSpacing,
      cells: cache.cells.filter { !$0.unsized.contains(.horizontal) }.map {
        cell in
        (
          tracks: cell.column..<(cell.column + cell.span),
          measure: { (length: CGFloat?) in
            subviews[cell.subview].sizeThatFits(ProposedViewSize(width: length, height: nil))
              .width
          }
        )
      })
    let rows = GridTrackSizing.solve(
      count: cache.rowCount, available: proposal.height, spacing: vSpacing,
      cells: cache.cells.filter { !$0.unsized.contains(.vertical) }.map { cell in
        let width = columns.length(of: cell.column..<(cell.column + cell.span), spacing: hSpacing)
        return (
          tracks: cell.row..<(cell.row + 1),
          measure: { (length: CGFloat?) in
            subviews[cell.subview].sizeThatFits(ProposedViewSize(width: width, height: length))
              .height
          }
        )
      })
    let solution = GridSolution(columns: columns, rows: rows)
    cache.solved = (proposal, solution)
    return solution
  }

  /// What is wrong with the spacings.
  func problems(of kind: String) -> [(kind: Diagnostic.Kind, message: String)] {
    [("horizontal", horizontalSpacing), ("vertical", verticalSpacing)].compactMap {
      name, spacing in
      guard let spacing, !(spacing.isFinite && spacing >= 0) else { return nil }
      return (
        .layoutProblem, "\(kind) \(name) spacing \(spacing) is negative or not finite; 0 is used"
      )
    }
  }
}

/// One subview's place in a grid: its row, its first column and how many it spans (every
/// column for a view outside a `GridRow`), the axes it does not size, its anchor.
struct GridCell {
  var subview: Int
  var row: Int
  var column: Int
  var span: Int
  var unsized: Axis.Set
  var anchor: UnitPoint?
}

/// A grid's columns and rows for one proposal.
struct GridSolution {
  var columns: GridTrackSizing
  var rows: GridTrackSizing

  var size: CGSize { CGSize(width: columns.total, height: rows.total) }
}

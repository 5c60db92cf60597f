/// The lines of cells of a run of lazy rows in a grid: how many cells a line holds, the
/// measured length of each line (with the spacing before it), and where the tracks were
/// placed, so that a cell never made can still be found (`LazyRowsNode.frame(of:)`).
struct GridLines {
  var perLine = 1
  var extents = RowExtents(count: 0)
  var trackStarts: [CGFloat] = []
  var trackLengths: [CGFloat] = []
  /// The spacing between two lines, as last placed.
  var spacing: CGFloat = 0

  /// The number of lines `cells` cells fill.
  func lineCount(of cells: Int) -> Int { (cells + perLine - 1) / perLine }
}

/// The layout of a lazy grid (D52). A grid whose content is one `ForEach` makes its cells as
/// their lines come into sight, as a lazy stack makes its rows: a line is as long as its
/// longest cell, lines never measured count at the mean length of those measured. A grid
/// whose content mixes other views with its `ForEach` makes every cell (the lines of such
/// content depend on every view before them) and lays them out as `LazyGridLayout` does.
@MainActor
struct LazyGridLayoutEngine {
  /// The grid's layout: its axis, items, alignment and spacing.
  let layout: LazyGridLayout
  let container: LayoutNode
  let items: [LazyStackItem]

  private var axis: Axis { layout.axis }

  /// The one run of rows that is the whole content, if it is.
  private var onlyRows: (any LazyRowSegment)? {
    guard items.count == 1, case .rows(let rows) = items[0] else { return nil }
    return rows
  }

  /// Every subview, every row made: the content of a grid that is not one run of rows.
  private func allSubviews() -> [LayoutSubview] {
    var list: [LayoutSubview] = []
    for item in items {
      switch item {
      case .view(let subview): list.append(subview)
      case .rows(let rows):
        container.geometry.isRebuildingContent = true
        for index in 0..<rows.rowCount { list += rows.subviews(ofRow: index, along: axis) }
        container.geometry.isRebuildingContent = false
        rows.setWindow(0..<rows.rowCount)
      }
    }
    return list
  }

  private var lineSpacing: CGFloat { layout.lineSpacing }

  /// A line measured: its cells' subviews and their sizes, and its length.
  private struct MeasuredLine {
    var cells: [(subview: LayoutSubview, track: Int)] = []
    var length: CGFloat = 0
  }

  /// Measures line `line` of `rows` (making its cells), recording its length with the
  /// spacing before it.
  private func measure(_ rows: any LazyRowSegment, line: Int, tracks: GridTracks)
    -> MeasuredLine
  {
    let perLine = rows.gridLines.perLine
    var measured = MeasuredLine()
    container.geometry.isRebuildingContent = true
    for track in 0..<perLine {
      let index = line * perLine + track
      guard index < rows.rowCount else { break }
      for subview in rows.subviews(ofRow: index, along: axis) {
        measured.cells.append((subview, track))
        let size = subview.sizeThatFits(layout.cellProposal(tracks.lengths[track]))
        measured.length = max(measured.length, size[axis])
      }
    }
    container.geometry.isRebuildingContent = false
    rows.gridLines.extents.record(Double(measured.length + (line > 0 ? lineSpacing : 0)), at: line)
    return measured
  }

  /// Takes the tracks for `proposal` and starts the lines afresh when their count changed.
  private func prepare(_ rows: any LazyRowSegment, tracks: GridTracks) {
    let perLine = max(tracks.lengths.count, 1)
    if rows.gridLines.perLine != perLine
      || rows.gridLines.extents.count != rows.gridLines.lineCount(of: rows.rowCount)
    {
      rows.gridLines.perLine = perLine
      rows.gridLines.extents = RowExtents(count: rows.gridLines.lineCount(of: rows.rowCount))
    }
  }

  /// The grid's size for `proposal`: its tracks across, its lines along.
  func size(_ proposal: ProposedViewSize) -> CGSize {
    guard let rows = onlyRows, !layout.items.isEmpty else {
      var cache: () = ()
      return layout.sizeThatFits(
        proposal: proposal, subviews: LayoutSubviews(allSubviews()), cache: &cache)
    }
    let tracks = layout.tracks(proposal)
    prepare(rows, tracks: tracks)
    let lines = rows.gridLines.extents.count
    if lines > 0 {
      let window = rows.window
      let perLine = rows.gridLines.perLine
      let again =
        rows.gridLines.extents.isEmpty
        ? 0..<1 : (window.lowerBound / perLine)..<((window.upperBound + perLine - 1) / perLine)
      for line in again where line < lines { _ = measure(rows, line: line, tracks: tracks) }
    }
    let along = CGFloat(rows.gridLines.extents.total)
    return axis == .vertical
      ? CGSize(width: tracks.total, height: along) : CGSize(width: along, height: tracks.total)
  }

  /// Places the cells of the lines in sight (made now if they were not); returns the grid's
  /// length now that more lines are measured.
  func place(in rect: CGRect, proposal: ProposedViewSize, transaction: Transaction?) -> CGFloat {
    guard let rows = onlyRows, !layout.items.isEmpty else {
      let subviews = LayoutSubviews(allSubviews())
      var cache: () = ()
      layout.placeSubviews(in: rect, proposal: proposal, subviews: subviews, cache: &cache)
      container.commitPlacements(of: subviews.elements, in: rect, transaction: transaction)
      return axis == .vertical ? rect.height : rect.width
    }
    let tracks = layout.tracks(proposal)
    prepare(rows, tracks: tracks)
    let region = LazyStackLayoutEngine.visibleRegion(of: container)
    let visibleStart = axis == .vertical ? region.minY : region.minX
    let visibleEnd = axis == .vertical ? region.maxY : region.maxX
    let origin = axis == .vertical ? rect.minY : rect.minX
    let crossOrigin = axis == .vertical ? rect.minX : rect.minY
    rows.placedStart = origin
    rows.placedAxis = axis
    rows.placedStackRect = rect
    rows.gridLines.trackStarts = tracks.starts.map { $0 + crossOrigin }
    rows.gridLines.trackLengths = tracks.lengths
    rows.gridLines.spacing = lineSpacing
    let extents = rows.gridLines.extents
    let lines = extents.count
    var line = extents.firstRow(endingAfter: Double(visibleStart - origin))
    let first = line
    var start = origin + CGFloat(extents.offset(before: line))
    while line < lines, start < visibleEnd, visibleEnd > visibleStart {
      // A line whose spacing before it reaches the end of the region is not in sight.
      let lineStart = start + (line > 0 ? lineSpacing : 0)
      if line > first, lineStart >= visibleEnd { break }
      let measured = measure(rows, line: line, tracks: tracks)
      start = lineStart
      for (subview, track) in measured.cells {
        let (placed, proposal) = layout.placement(
          of: subview, track: track, tracks: tracks, line: start, length: measured.length,
          crossOrigin: crossOrigin)
        subview.place(in: placed, proposal: proposal, inherited: transaction)
      }
      start += measured.length
      line += 1
    }
    let perLine = rows.gridLines.perLine
    rows.setWindow((first * perLine)..<min(max(first, line) * perLine, rows.rowCount))
    return CGFloat(rows.gridLines.extents.total)
  }
}

/// A grid that grows vertically: its columns are `GridItem`s across its width, and its
/// subviews fill the columns row by row. The cells of a `ForEach` are made as their rows
/// come into sight (`LazyGridLayoutEngine`), as SwiftUI creates them.
public struct LazyVGrid<Content: View> {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// Creates a grid with `columns`; `alignment` places views in their cells (unless a column
  /// has its own), `spacing` separates the rows (8 by default).
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }
}

extension LazyVGrid: ContainerView {
  /// `LazyVGrid` is a primitive view.
  public typealias Body = Never

  var contentLayout: LazyGridLayout {
    LazyGridLayout(
      axis: .vertical, items: columns,
      alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
  }

  var lazyLayout: (any LazyContentLayout)? {
    var spec = LazyStackSpec(axis: .vertical, alignment: alignment.key, spacing: spacing)
    spec.grid = contentLayout
    return spec
  }

  func renderItem(children: RenderedChildren, in environment: EnvironmentValues) -> RenderItem {
    RenderItem(
      grid: "LazyVGrid", items: columns, alignment: alignment.name, spacing: spacing,
      pinned: pinnedViews, children: children)
  }

  var problems: [(kind: Diagnostic.Kind, message: String)] {
    LazyGridLayout.problems(of: "LazyVGrid", items: columns, spacing: spacing)
  }
}

/// A grid that grows horizontally: its rows are `GridItem`s down its height, and its
/// subviews fill the rows column by column; a `ForEach`'s cells are made as their columns
/// come into sight.
public struct LazyHGrid<Content: View> {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// Creates a grid with `rows`; `alignment` places views in their cells (unless a row has
  /// its own), `spacing` separates the columns (8 by default).
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }
}

extension LazyHGrid: ContainerView {
  /// `LazyHGrid` is a primitive view.
  public typealias Body = Never

  var contentLayout: LazyGridLayout {
    LazyGridLayout(
      axis: .horizontal, items: rows,
      alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
  }

  var lazyLayout: (any LazyContentLayout)? {
    var spec = LazyStackSpec(axis: .horizontal, alignment: alignment.key, spacing: spacing)
    spec.grid = contentLayout
    return spec
  }

  func renderItem(children: RenderedChildren, in environment: EnvironmentValues) -> RenderItem {
    RenderItem(
      grid: "LazyHGrid", items: rows, alignment: alignment.name, spacing: spacing,
      pinned: pinnedViews, children: children)
  }

  var problems: [(kind: Diagnostic.Kind, message: String)] {
    LazyGridLayout.problems(of: "LazyHGrid", items: rows, spacing: spacing)
  }
}

/// The kinds of views pinned to the bounds of a scroll view while the content scrolls.
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

extension RenderItem {
  /// The rendered node of a lazy grid: its items (`columns` or `rows`), and the alignment,
  /// spacing and pinned views when set.
  init(
    grid kind: String, items: [GridItem], alignment: String, spacing: CGFloat?,
    pinned: PinnedScrollableViews, children: RenderedChildren
  ) {
    self.init(stack: kind, alignment: alignment, spacing: spacing, children: children)
    styles[kind == "LazyVGrid" ? "columns" : "rows"] = items.map(\.summary).joined(separator: " ")
    recordPinnedViews(pinned)
  }

  /// Records the views a lazy container pins while it scrolls (`pinnedViews`).
  mutating func recordPinnedViews(_ pinned: PinnedScrollableViews) {
    var pinnedNames: [String] = []
    if pinned.contains(.sectionHeaders) { pinnedNames.append("sectionHeaders") }
    if pinned.contains(.sectionFooters) { pinnedNames.append("sectionFooters") }
    if !pinnedNames.isEmpty { styles["pinnedViews"] = pinnedNames.joined(separator: " ") }
  }
}

/// The layout of a lazy grid: tracks along the sizing axis (`GridTracks`), lines of cells
/// across it as long as their longest cell, `spacing` (8 by default) between the lines.
/// Cells fill a line, then the next; each is proposed its track's length and nothing across
/// (a vertical grid's cells choose their heights) and is aligned in its cell.
struct LazyGridLayout: Layout {
  /// `.vertical` for `LazyVGrid` (columns across), `.horizontal` for `LazyHGrid`.
  var axis: Axis
  var items: [GridItem]
  /// How cells align where their item sets no alignment.
  var alignment: Alignment
  var spacing: CGFloat?

  static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// The space between two lines of cells (8 by default; a bad spacing is none).
  var lineSpacing: CGFloat {
    guard let spacing, spacing.isFinite, spacing >= 0 else {
      return spacing == nil ? GridTracks.defaultSpacing : 0
    }
    return spacing
  }

  /// The tracks the items resolve to in `proposal`'s length along the sizing axis.
  func tracks(_ proposal: ProposedViewSize) -> GridTracks {
    GridTracks(items: items, available: axis == .vertical ? proposal.width : proposal.height)
  }

  /// What a cell of a track `length` long is proposed: the track's length, nothing across.
  func cellProposal(_ length: CGFloat) -> ProposedViewSize {
    axis == .vertical
      ? ProposedViewSize(width: length, height: nil) : ProposedViewSize(width: nil, height: length)
  }

  /// The length of each line of cells across the sizing axis.
  private func lineLengths(_ tracks: GridTracks, subviews: Subviews) -> [CGFloat] {
    let perLine = tracks.lengths.count
    guard perLine > 0, !subviews.isEmpty else { return [] }
    var lines: [CGFloat] = []
    lines.reserveCapacity((subviews.count + perLine - 1) / perLine)
    var index = 0
    while index < subviews.count {
      var longest: CGFloat = 0
      for track in 0..<perLine where index + track < subviews.count {
        let size = subviews[index + track].sizeThatFits(cellProposal(tracks.lengths[track]))
        longest = max(longest, axis == .vertical ? size.height : size.width)
      }
      lines.append(longest)
      index += perLine
    }
    return lines
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let tracks = tracks(proposal)
    let lines = lineLengths(tracks, subviews: subviews)
    let across = lines.reduce(0, +) + CGFloat(max(lines.count - 1, 0)) * lineSpacing
    return axis == .vertical
      ? CGSize(width: tracks.total, height: across) : CGSize(width: across, height: tracks.total)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let tracks = tracks(proposal)
    let perLine = tracks.lengths.count
    guard perLine > 0 else {
      // No tracks: nothing has room (the grid's problem is reported when it mounts).
      for subview in subviews { subview.place(at: bounds.origin, proposal: .zero) }
      return
    }
    let lines = lineLengths(tracks, subviews: subviews)
    var lineStart: CGFloat = 0
    for (line, length) in lines.enumerated() {
      for track in 0..<perLine {
        let index = line * perLine + track
        guard index < subviews.count else { break }
        let along = (axis == .vertical ? bounds.minY : bounds.minX) + lineStart
        let cross = axis == .vertical ? bounds.minX : bounds.minY
        let (placed, cellProposal) = placement(
          of: subviews[index], track: track, tracks: tracks, line: along, length: length,
          crossOrigin: cross)
        subviews[index].place(at: placed.origin, proposal: cellProposal)
      }
      lineStart += length + lineSpacing
    }
  }

  /// Where a cell of `track` goes in a line starting at `line` (along the growing axis) and
  /// `length` long, the tracks starting at `crossOrigin`: aligned in its cell as its item
  /// (or the grid) says; and what it is proposed.
  func placement(
    of subview: LayoutSubview, track: Int, tracks: GridTracks, line: CGFloat, length: CGFloat,
    crossOrigin: CGFloat
  ) -> (rect: CGRect, proposal: ProposedViewSize) {
    let cross = crossOrigin + tracks.starts[track]
    let cell =
      axis == .vertical
      ? CGRect(x: cross, y: line, width: tracks.lengths[track], height: length)
      : CGRect(x: line, y: cross, width: length, height: tracks.lengths[track])
    let proposal = cellProposal(tracks.lengths[track])
    let placed = FramePlacement.aligned(
      subview.dimensions(in: proposal), in: cell,
      alignment: tracks.alignments[track] ?? alignment)
    return (placed, proposal)
  }

  /// What is wrong with a grid's items and spacing.
  static func problems(of kind: String, items: [GridItem], spacing: CGFloat?) -> [(
    kind: Diagnostic.Kind, message: String
  )] {
    var problems = items.flatMap(\.problems).map {
      (Diagnostic.Kind.layoutProblem, "\(kind): \($0)")
    }
    if items.isEmpty {
      problems.append(
        (
          .layoutProblem,
          "\(kind) has no \(kind == "LazyVGrid" ? "columns" : "rows"); its views have no room"
        ))
    }
    if let spacing, !(spacing.isFinite && spacing >= 0) {
      problems.append(
        (.layoutProblem, "\(kind) spacing \(spacing) is negative or not finite; 0 is used"))
    }
    return problems
  }
}

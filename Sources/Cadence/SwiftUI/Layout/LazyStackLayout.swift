/// What makes a stack lazy: its axis, the guide its rows align by across it, and its spacing;
/// for a list's rows, also the least length of a row (a row shorter is centred in it) and the
/// inset on both sides across.
struct LazyStackSpec {
  let axis: Axis
  let alignment: AlignmentKey
  let spacing: CGFloat?
  var minimumRowLength: CGFloat = 0
  var crossInset: CGFloat = 0
  /// Whether a row's own insets (`listRowInsets`) replace the inset across and add room along.
  var readsRowInsets = false
  /// For a lazy grid, its layout (the rows are its cells).
  var grid: LazyGridLayout?
}

/// A lazy stack's content as its layout sees it, kept by the container between layouts.
final class LazyStackContent {
  let items: [LazyStackItem]

  init(_ items: [LazyStackItem]) { self.items = items }
}

extension LazyStackSpec: LazyContentLayout {
  func content(of container: LayoutNode) -> AnyObject {
    LazyStackContent(LazyStackItem.items(of: container, axis: axis))
  }

  /// The items of `content`, which this layout collected (none before it did).
  private func items(_ content: AnyObject?) -> [LazyStackItem] {
    (content as? LazyStackContent)?.items ?? []
  }

  func size(_ proposal: ProposedViewSize, container: LayoutNode, content: AnyObject?) -> CGSize {
    let items = items(content)
    if let grid {
      return LazyGridLayoutEngine(layout: grid, container: container, items: items).size(proposal)
    }
    return LazyStackLayoutEngine(spec: self, container: container, items: items).size(proposal)
  }

  func place(
    in rect: CGRect, proposal: ProposedViewSize, transaction: Transaction?,
    container: LayoutNode, content: AnyObject?
  ) -> CGFloat {
    let items = items(content)
    if let grid {
      return LazyGridLayoutEngine(layout: grid, container: container, items: items)
        .place(in: rect, proposal: proposal, transaction: transaction)
    }
    return LazyStackLayoutEngine(spec: self, container: container, items: items)
      .place(in: rect, proposal: proposal, transaction: transaction)
  }
}

/// One element of a lazy stack's content as its layout sees it: a view made with the stack,
/// or a run of rows made as they come into sight (a `ForEach`).
@MainActor
enum LazyStackItem {
  case view(LayoutSubview)
  case rows(any LazyRowSegment)

  /// The items of the content below `container`, in order: a `ForEach` reached through
  /// nodes that pass content on is a run of rows, every other view lays out as itself.
  static func items(of container: _ViewNode, axis: Axis) -> [LazyStackItem] {
    var items: [LazyStackItem] = []
    func visit(_ node: _ViewNode) {
      if let rows = node as? any LazyRowSegment {
        items.append(.rows(rows))
      } else if node.mountedInLazyRun, node.passesLazyRows {
        node.forEachChildDescending(visit)
      } else {
        var list: [LayoutSubview] = []
        node.appendLayoutSubviews(to: &list)
        items.append(contentsOf: list.map { .view($0.along(axis)) })
      }
    }
    container.forEachChildDescending(visit)
    return items
  }
}

/// The layout of a lazy stack (D47). Each view is proposed the stack's proposal across and
/// nothing along (its ideal length), and the views follow one another with the stack's
/// spacing (or the views' own, between a row and one like it); a run of rows counts the rows
/// not yet measured at the mean length of those measured (the first row is measured when
/// none is). Placing makes and lays out only the rows that overlap the visible region: the
/// screen, within the nearest scroll view's frame.
@MainActor
struct LazyStackLayoutEngine {
  let spec: LazyStackSpec
  let container: LayoutNode
  let items: [LazyStackItem]

  private var axis: Axis { spec.axis }

  /// The insets of `subview` in its row: before and after it along the stack, and on its
  /// leading and trailing sides across (a list row's own, where it sets them).
  private func insets(of subview: LayoutSubview) -> RowInsets {
    var insets = RowInsets(
      before: 0, after: 0, leading: spec.crossInset, trailing: spec.crossInset)
    guard spec.readsRowInsets, let own = subview[ListRowInsetsKey.self] else { return insets }
    insets.before = (axis == .vertical ? own.top : own.leading) ?? 0
    insets.after = (axis == .vertical ? own.bottom : own.trailing) ?? 0
    insets.leading = (axis == .vertical ? own.leading : own.top) ?? spec.crossInset
    insets.trailing = (axis == .vertical ? own.trailing : own.bottom) ?? spec.crossInset
    return insets
  }

  /// What `subview` is proposed: the stack's proposal across less its insets, nothing along.
  private func childProposal(_ proposal: ProposedViewSize, insets: RowInsets) -> ProposedViewSize {
    let inset = insets.leading + insets.trailing
    return axis == .vertical
      ? ProposedViewSize(width: proposal.width.map { max($0 - inset, 0) }, height: nil)
      : ProposedViewSize(width: nil, height: proposal.height.map { max($0 - inset, 0) })
  }

  /// The length a view of `size` takes along the stack: with its insets, at least a row's
  /// least length.
  private func slot(_ size: CGSize, _ insets: RowInsets) -> CGFloat {
    max(size[axis] + insets.before + insets.after, spec.minimumRowLength)
  }

  /// The space before `subview`, after `previous` (nil: it is the first view of the stack).
  private func gap(before subview: LayoutSubview, after previous: LayoutSubview?) -> CGFloat {
    guard let previous else { return 0 }
    return spec.spacing ?? previous.spacing.distance(to: subview.spacing, along: axis)
  }

  /// A row measured: its subviews, their sizes and the space before each, and its length.
  private struct MeasuredRow {
    var subviews: [LayoutSubview] = []
    var insets: [RowInsets] = []
    var sizes: [CGSize] = []
    var gaps: [CGFloat] = []
    var length: CGFloat = 0
    var cross: CGFloat = 0
  }

  /// Measures row `index` of `rows` (making it if needed), recording its length. The space
  /// before its first view is from `previous` for a run's first row, else from a row like it.
  private func measure(
    _ rows: any LazyRowSegment, row index: Int, after previous: LayoutSubview?,
    proposal: ProposedViewSize
  ) -> MeasuredRow {
    container.geometry.isRebuildingContent = true
    let subviews = rows.subviews(ofRow: index, along: axis)
    container.geometry.isRebuildingContent = false
    var row = MeasuredRow()
    row.subviews = subviews
    var before = index == 0 ? previous : subviews.first
    for subview in subviews {
      let insets = insets(of: subview)
      let size = subview.sizeThatFits(childProposal(proposal, insets: insets))
      let space = gap(before: subview, after: before)
      row.insets.append(insets)
      row.sizes.append(size)
      row.gaps.append(space)
      row.length += space + slot(size, insets)
      row.cross = max(row.cross, size[axis.other] + insets.leading + insets.trailing)
      before = subview
    }
    rows.extents.record(Double(row.length), at: index)
    rows.crossExtent = max(rows.crossExtent, row.cross)
    return row
  }

  /// The stack's size for `proposal`: the views' lengths and spaces along, the widest across.
  func size(_ proposal: ProposedViewSize) -> CGSize {
    var length: CGFloat = 0
    var cross: CGFloat = 0
    var previous: LayoutSubview?
    for item in items {
      switch item {
      case .view(let subview):
        let insets = insets(of: subview)
        let size = subview.sizeThatFits(childProposal(proposal, insets: insets))
        length += gap(before: subview, after: previous) + slot(size, insets)
        cross = max(cross, size[axis.other] + insets.leading + insets.trailing)
        previous = subview
      case .rows(let rows):
        guard rows.rowCount > 0 else { continue }
        // The rows in sight are measured again (one may have changed); with none measured,
        // the first row is, for the estimate.
        let again = rows.extents.measuredCount == 0 ? 0..<1 : rows.window
        for index in again {
          _ = measure(rows, row: index, after: index == 0 ? previous : nil, proposal: proposal)
        }
        length += CGFloat(rows.extents.total)
        cross = max(cross, rows.crossExtent)
        previous = nil
      }
    }
    // Across, a lazy stack takes what it is offered (unlike a stack, which hugs its widest
    // view): rows made later do not change its width.
    let across = (axis == .vertical ? proposal.width : proposal.height) ?? cross
    return axis == .vertical
      ? CGSize(width: across, height: length) : CGSize(width: length, height: across)
  }

  /// The region in sight of `container`'s content, in the screen's coordinates: the screen,
  /// within the nearest scroll view's frame.
  static func visibleRegion(of container: _ViewNode) -> CGRect {
    let screen = CGRect(origin: .zero, size: container.tree.layout.screenSize)
    guard let scroll = container.environment.relativeContainer else { return screen }
    return screen.intersection(scroll.viewport)
  }

  /// Places the views in `rect`: every view made with the stack, and of each run of rows
  /// those that overlap the visible region (made now if they were not). Returns the length
  /// the stack has now that more rows are measured.
  func place(in rect: CGRect, proposal: ProposedViewSize, transaction: Transaction?) -> CGFloat {
    let visible = Self.visibleRegion(of: container)
    let visibleStart = axis == .vertical ? visible.minY : visible.minX
    let visibleEnd = axis == .vertical ? visible.maxY : visible.maxX
    var position = axis == .vertical ? rect.minY : rect.minX
    var previous: LayoutSubview?
    // A view shorter than a row's least length is centred in the row, within its insets.
    func put(_ subview: LayoutSubview, size: CGSize, insets: RowInsets, at slotStart: CGFloat) {
      let inner = childProposal(proposal, insets: insets)
      let room = slot(size, insets) - insets.before - insets.after
      let start = slotStart + insets.before + (room - size[axis]) / 2
      let fraction = unitFraction(of: spec.alignment)
      let crossLength =
        (axis == .vertical ? rect.width : rect.height) - insets.leading - insets.trailing
      let guide =
        subview.explicitGuide(spec.alignment, size: size, proposal: inner)
        ?? fraction * size[axis.other]
      let crossStart =
        (axis == .vertical ? rect.minX : rect.minY) + insets.leading + fraction * crossLength
        - guide
      let origin =
        axis == .vertical
        ? CGPoint(x: crossStart, y: start) : CGPoint(x: start, y: crossStart)
      subview.place(
        in: CGRect(origin: origin, size: size), proposal: inner, inherited: transaction)
    }
    for item in items {
      switch item {
      case .view(let subview):
        let insets = insets(of: subview)
        let size = subview.sizeThatFits(childProposal(proposal, insets: insets))
        position += gap(before: subview, after: previous)
        put(subview, size: size, insets: insets, at: position)
        position += slot(size, insets)
        previous = subview
      case .rows(let rows):
        rows.placedStart = position
        rows.placedAxis = axis
        rows.placedStackRect = rect
        var index = rows.extents.firstRow(endingAfter: Double(visibleStart - position))
        let first = index
        var start = position + CGFloat(rows.extents.offset(before: index))
        while index < rows.rowCount, start < visibleEnd, visibleEnd > visibleStart {
          let row = measure(
            rows, row: index, after: index == 0 ? previous : nil, proposal: proposal)
          // A row whose space before it reaches the end of the region is not in sight.
          if index > first, start + (row.gaps.first ?? 0) >= visibleEnd { break }
          for (offset, subview) in row.subviews.enumerated() {
            start += row.gaps[offset]
            put(subview, size: row.sizes[offset], insets: row.insets[offset], at: start)
            start += slot(row.sizes[offset], row.insets[offset])
          }
          index += 1
        }
        rows.setWindow(first..<max(first, index))
        position += CGFloat(rows.extents.total)
        previous = nil
      }
    }
    return position - (axis == .vertical ? rect.minY : rect.minX)
  }
}

/// The insets of a view in a lazy stack's row: before and after it along the stack, leading
/// and trailing across it.
struct RowInsets {
  var before: CGFloat
  var after: CGFloat
  var leading: CGFloat
  var trailing: CGFloat
}

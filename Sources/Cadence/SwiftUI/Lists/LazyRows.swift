/// The rows of a `ForEach` inside a lazy stack: every element's identifier is known, but a
/// row's view is made only when the stack's layout first needs it (it comes into the
/// visible region, or is the first row measured for the estimate). A row made once is kept
/// with its state, by identifier, while it is scrolled away; only the rows in the stack's
/// window are laid out and rendered, and a kept row's `onAppear`/`onDisappear` run as it
/// enters and leaves the window (D47).
@MainActor
final class LazyRowsNode<ID: Hashable>: _ViewNode, LazyRowSegment {
  /// The identifiers in order, and the node of each row made so far.
  private var ids: [ID] = []
  private var rows: [_ViewNode?] = []
  /// Each row's offset in the data, where a repeated identifier left elements out (nil: the
  /// same offsets).
  private var dataOffsets: [Int]?
  /// The range of integers the identifiers are, when they are one (`ForEach(0..<n)`).
  private var idRange: Range<Int>?
  /// Makes or updates the row of the element at an offset in the data, along a transaction.
  private var makeRow: ((Int, _ViewNode?, Transaction) -> _ViewNode)?
  /// The offsets of the rows made so far (in the order they were made): what an update
  /// visits, rather than every element.
  private var madeRows: [Int] = []
  /// Rows made that have not been in the window yet.
  private var freshRows = Set<Int>()
  /// The rows in the stack's window, which are laid out and rendered.
  private(set) var window: Range<Int> = 0..<0
  /// The measured lengths of the rows along the stack.
  var extents = RowExtents(count: 0)
  /// Where the stack last placed the first row, along its axis (global coordinates), and
  /// the stack's axis then.
  var placedStart: CGFloat = 0
  var placedAxis = Axis.vertical
  var placedStackRect = CGRect.zero
  /// The widest row measured, across the stack.
  var crossExtent: CGFloat = 0
  /// In a lazy grid, the lines the rows (cells) fill.
  var gridLines = GridLines()

  var rowCount: Int { ids.count }

  /// Takes the elements of a new value of the `ForEach`: rows kept by identifier update in
  /// place (the others stay unmade), rows whose identifier left unmount, and measurements
  /// follow their rows. A repeated identifier is reported and only its first element kept.
  func update(
    idRange: Range<Int>?, ids makeIDs: () -> [ID], idDescription: String,
    transaction: Transaction, makeRow: @escaping (Int, _ViewNode?, Transaction) -> _ViewNode
  ) {
    self.makeRow = makeRow
    let sameRange = idRange != nil && idRange == self.idRange
    let newIDs = sameRange ? ids : makeIDs()
    self.idRange = idRange
    if dataOffsets == nil, sameRange || newIDs == ids {
      for index in madeRows {
        rows[index] = makeRow(index, rows[index], transaction)
      }
      return
    }
    var kept: [ID: (node: _ViewNode, size: Double?)] = [:]
    for index in madeRows {
      if let node = rows[index] { kept[ids[index]] = (node, extents.size(at: index)) }
    }
    madeRows = []
    // A range's integers never repeat; other identifiers are checked.
    var unique: [ID] = idRange != nil ? newIDs : []
    var offsets: [Int] = []
    if idRange == nil {
      var seen = Set<ID>()
      seen.reserveCapacity(newIDs.count)
      unique.reserveCapacity(newIDs.count)
      for (offset, id) in newIDs.enumerated() {
        guard seen.insert(id).inserted else {
          if offsets.isEmpty { offsets = Array(0..<offset) }
          reportDuplicate(id, by: idDescription, at: offset)
          continue
        }
        if !offsets.isEmpty { offsets.append(offset) }
        unique.append(id)
      }
    }
    dataOffsets = offsets.isEmpty ? nil : offsets
    let oldWindowIDs = Set(window.map { ids[$0] })
    let freshIDs = Set(freshRows.map { ids[$0] })
    freshRows = []
    var newRows = [_ViewNode?](repeating: nil, count: unique.count)
    var newExtents = RowExtents(count: unique.count)
    var newWindow: [Int] = []
    if !kept.isEmpty {
      for (index, id) in unique.enumerated() {
        guard let old = kept.removeValue(forKey: id) else { continue }
        newRows[index] = makeRow(dataOffsets?[index] ?? index, old.node, transaction)
        madeRows.append(index)
        if let size = old.size { newExtents.record(size, at: index) }
        if oldWindowIDs.contains(id) { newWindow.append(index) }
        if freshIDs.contains(id) { freshRows.insert(index) }
      }
    }
    for (_, old) in kept { old.node.unmount(transaction: transaction) }
    ids = unique
    rows = newRows
    extents = newExtents
    gridLines.extents = RowExtents(count: 0)
    window = (newWindow.min() ?? 0)..<((newWindow.max() ?? -1) + 1)
    invalidateLayout(transaction: transaction)
    childrenDidChange()
  }

  /// The row at `index`, made now if it was not yet (during layout: the stack calls this).
  func realisedRow(at index: Int) -> _ViewNode? {
    if let row = rows[index] { return row }
    // Set by the first update, which comes before any layout.
    guard let makeRow else { return nil }
    let row = makeRow(dataOffsets?[index] ?? index, nil, Transaction())
    rows[index] = row
    madeRows.append(index)
    // Its appear actions were queued as it mounted: entering the window does not queue them.
    freshRows.insert(index)
    return row
  }

  /// The layout subviews of the row at `index`, made now if needed.
  func subviews(ofRow index: Int, along axis: Axis) -> [LayoutSubview] {
    var list: [LayoutSubview] = []
    realisedRow(at: index)?.appendLayoutSubviews(to: &list)
    list.set(along: axis)
    return list
  }

  /// Moves the window to `newWindow`: rows leaving it run their disappear actions, kept rows
  /// entering it their appear actions (a row made since queued its own when it mounted).
  func setWindow(_ newWindow: Range<Int>) {
    guard newWindow != window else { return }
    for index in window where !newWindow.contains(index) {
      rows[index]?.queueDisappearActions()
    }
    for index in newWindow where !window.contains(index) {
      if freshRows.remove(index) == nil { rows[index]?.queueAppearActions() }
    }
    window = newWindow
    childrenDidChange()
  }

  override func appendLayoutSubviews(to list: inout [LayoutSubview]) {
    for index in window { rows[index]?.appendLayoutSubviews(to: &list) }
  }

  override func collectRendered(into slots: inout [RenderedSlot]) {
    guard !isHidden else { return }
    for index in window {
      let start = slots.count
      collect(child: rows[index], into: &slots)
      RenderedSlot.setIdentity(KeyedListNode<ID>.describe(ids[index]), of: &slots, from: start)
    }
  }

  override func forEachChild(_ body: (_ViewNode) -> Void) {
    for row in rows {
      if let row { body(row) }
    }
  }

  /// The index of the element whose identifier is `id`.
  func index(of id: ID) -> Int? { ids.firstIndex(of: id) }

  /// Where the row of `id` is, in the screen's coordinates: its placed rect in the window,
  /// else where the stack's estimate puts it (its offset from the measured rows before it,
  /// the mean length for those not yet measured).
  func frame(of id: ID) -> CGRect? {
    guard let index = index(of: id) else { return nil }
    if window.contains(index), let rect = rows[index]?.placedContentRect { return rect }
    if let cell = gridCell(at: index) { return cell }
    let start = placedStart + CGFloat(extents.offset(before: index))
    let length = CGFloat(extents.size(at: index) ?? extents.estimate)
    let stack = placedStackRect
    return placedAxis == .vertical
      ? CGRect(x: stack.minX, y: start, width: stack.width, height: length)
      : CGRect(x: start, y: stack.minY, width: length, height: stack.height)
  }
}

extension LazyRowsNode {
  /// In a lazy grid, where the cell at `index` is: its line's offset from the measured lines
  /// before it (the mean for those not measured), in its track.
  fileprivate func gridCell(at index: Int) -> CGRect? {
    let lines = gridLines
    let track = index % lines.perLine
    let line = index / lines.perLine
    guard lines.extents.count > line, track < lines.trackStarts.count else { return nil }
    // A line's recorded length counts the spacing before it.
    let before = line > 0 ? lines.spacing : 0
    let start = placedStart + CGFloat(lines.extents.offset(before: line)) + before
    let length = max(CGFloat(lines.extents.size(at: line) ?? lines.extents.estimate) - before, 0)
    let across = lines.trackStarts[track]
    let width = lines.trackLengths[track]
    return placedAxis == .vertical
      ? CGRect(x: across, y: start, width: width, height: length)
      : CGRect(x: start, y: across, width: length, height: width)
  }
}

extension LazyRowsNode: IdentifiedRows {
  var shownRows: [(id: ID, node: _ViewNode)] {
    window.compactMap { index in rows[index].map { (ids[index], $0) } }
  }
}

extension LazyRowsNode: RowList {
  func offset(ofRow child: _ViewNode) -> Int? {
    rows.firstIndex { $0 === child }
  }
}

/// The measured lengths of a lazy stack's rows along its axis, each with the space before it,
/// in two Fenwick trees (sums and counts), so that where a row starts costs O(log n) however
/// many rows there are: rows not yet measured count at the mean length of those measured.
struct RowExtents {
  private var sums: [Double]
  private var counts: [Int32]
  private var sizes: [Double]
  private(set) var measuredCount = 0
  private(set) var measuredTotal = 0.0

  init(count: Int) {
    sums = [Double](repeating: 0, count: count + 1)
    counts = [Int32](repeating: 0, count: count + 1)
    sizes = [Double](repeating: .nan, count: count)
  }

  var count: Int { sizes.count }

  /// Whether no row is measured.
  var isEmpty: Bool { measuredCount == 0 }

  /// The mean measured length of the rows after the first (whose space before it is not
  /// between two rows), or the first row's when it is the only one measured; 0 before any.
  var estimate: Double {
    guard measuredCount > 0 else { return 0 }
    let first = size(at: 0)
    let others = measuredCount - (first == nil ? 0 : 1)
    guard others > 0 else { return first ?? 0 }
    return (measuredTotal - (first ?? 0)) / Double(others)
  }

  /// The measured length of the row at `index`, or nil.
  func size(at index: Int) -> Double? {
    let size = sizes[index]
    return size.isNaN ? nil : size
  }

  /// Records the length of the row at `index`.
  mutating func record(_ size: Double, at index: Int) {
    let old = sizes[index]
    if old == size { return }
    let delta = old.isNaN ? size : size - old
    let countDelta: Int32 = old.isNaN ? 1 : 0
    sizes[index] = size
    measuredTotal += delta
    measuredCount += Int(countDelta)
    var position = index + 1
    while position < sums.count {
      sums[position] += delta
      counts[position] += countDelta
      position += position & -position
    }
  }

  /// The length of the rows before `index`: measured ones as measured, others at the mean.
  func offset(before index: Int) -> Double {
    var sum = 0.0
    var measured: Int32 = 0
    var position = index
    while position > 0 {
      sum += sums[position]
      measured += counts[position]
      position -= position & -position
    }
    return sum + estimate * Double(index - Int(measured))
  }

  /// The length of all the rows.
  var total: Double { measuredTotal + estimate * Double(count - measuredCount) }

  /// The first row that ends after `position` (the row `position` falls in), or `count`.
  func firstRow(endingAfter position: Double) -> Int {
    guard position > 0 else { return 0 }
    var low = 0
    var high = count
    // The smallest index whose end (its offset plus its length) is past `position`.
    while low < high {
      let middle = (low + high) / 2
      let end = offset(before: middle + 1)
      if end > position { high = middle } else { low = middle + 1 }
    }
    return low
  }
}

/// A run of lazily made rows inside a lazy stack (a `ForEach` there), as the stack sees it.
@MainActor
protocol LazyRowSegment: _ViewNode {
  var rowCount: Int { get }
  var window: Range<Int> { get }
  var extents: RowExtents { get set }
  var placedStart: CGFloat { get set }
  var placedAxis: Axis { get set }
  var placedStackRect: CGRect { get set }
  var crossExtent: CGFloat { get set }
  var gridLines: GridLines { get set }
  func subviews(ofRow index: Int, along axis: Axis) -> [LayoutSubview]
  func setWindow(_ newWindow: Range<Int>)
}

/// The rows of a `ForEach` that are shown, with their identifiers (all of a plain one's, the
/// window of a lazy one's): what scroll positions and visibility look at.
@MainActor
protocol IdentifiedRows<ID>: _ViewNode {
  associatedtype ID: Hashable
  var shownRows: [(id: ID, node: _ViewNode)] { get }
}

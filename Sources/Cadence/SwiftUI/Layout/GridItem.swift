/// A description of a row or a column in a lazy grid.
public struct GridItem: Sendable, Hashable {
  /// The size in the grid's sizing axis of a row or column.
  public enum Size: Sendable, Hashable {
    /// A single item with the given fixed size.
    case fixed(CGFloat)
    /// A single flexible item: its share of the space left, within its bounds.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many items as fit in its share of the space, each at least `minimum` wide.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The size of the item.
  public var size: GridItem.Size
  /// The spacing to the next item (nil: the default spacing, 8 points).
  public var spacing: CGFloat?
  /// The alignment of views in this item's cells (nil: the grid's).
  public var alignment: Alignment?

  /// Creates a grid item.
  public init(
    _ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil
  ) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }

  /// The spacing after this item: its own, or the default (a negative or non-finite one is
  /// taken as 0, and reported).
  var resolvedSpacing: CGFloat {
    guard let spacing else { return GridTracks.defaultSpacing }
    return spacing.isFinite && spacing >= 0 ? spacing : 0
  }

  /// A short description for the rendered node: `fixed(70)`, `flexible(10…∞)`, `adaptive(40…∞)`.
  var summary: String {
    func n(_ value: CGFloat) -> String {
      value == .infinity ? "∞" : DecimalFormatting.format(Double(value))
    }
    switch size {
    case .fixed(let size): return "fixed(\(n(size)))"
    case .flexible(let minimum, let maximum): return "flexible(\(n(minimum))…\(n(maximum)))"
    case .adaptive(let minimum, let maximum): return "adaptive(\(n(minimum))…\(n(maximum)))"
    }
  }

  /// What is wrong with the item: negative or non-finite sizes and spacings.
  var problems: [String] {
    var problems: [String] = []
    if let spacing, !(spacing.isFinite && spacing >= 0) {
      problems.append("grid item spacing \(spacing) is negative or not finite; 0 is used")
    }
    let bounds: [CGFloat]
    switch size {
    case .fixed(let size): bounds = [size]
    case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
      bounds = [minimum, maximum]
      if minimum > maximum {
        problems.append(
          "grid item \(summary) has its minimum above its maximum; the maximum is the minimum")
      }
    }
    if bounds.contains(where: { $0.isNaN || $0 < 0 }) || bounds.first == .infinity {
      problems.append("grid item \(summary) has a negative, infinite or NaN size; 0 is used")
    }
    return problems
  }
}

/// The rows or columns of a lazy grid along its sizing axis: where each starts, how long it
/// is, and how its cells align. An adaptive item is as many tracks as fit.
struct GridTracks: Equatable {
  /// The default spacing between items, and between the lines of cells.
  static let defaultSpacing: CGFloat = 8

  var starts: [CGFloat] = []
  var lengths: [CGFloat] = []
  var alignments: [Alignment?] = []

  /// The length of all the tracks and the spacing between them.
  var total: CGFloat {
    guard let last = starts.indices.last else { return 0 }
    return starts[last] + lengths[last]
  }

  /// Resolves `items` in `available` length (nil: none proposed). Fixed items first take
  /// their size; then, in order, each other item takes the space left over the items left
  /// (flexible: within its bounds; adaptive: as many tracks of at least its minimum as fit,
  /// sharing it, within its maximum). The spacing after each item but the last is taken off
  /// first. (objc.io, "SwiftUI's Grid Views", 2020: the algorithm and its examples.)
  init(items: [GridItem], available: CGFloat?) {
    guard !items.isEmpty else { return }
    var remaining = available.map { proposed -> CGFloat in
      let spacing = items.dropLast().reduce(0) { $0 + $1.resolvedSpacing }
      return (proposed.isFinite ? proposed : 0) - spacing
    }
    var left = items.count
    var sized: [(count: Int, length: CGFloat)] = Array(repeating: (1, 0), count: items.count)
    let order =
      items.indices.filter { if case .fixed = items[$0].size { true } else { false } }
      + items.indices.filter { if case .fixed = items[$0].size { false } else { true } }
    for index in order {
      let item = items[index]
      let share = remaining.map { max($0, 0) / CGFloat(left) }
      var used: CGFloat
      switch item.size {
      case .fixed(let size):
        sized[index] = (1, Self.clean(size))
        used = sized[index].length
      case .flexible(let minimum, let maximum):
        let (low, high) = Self.bounds(minimum, maximum)
        let length = min(max(share ?? low, low), high)
        sized[index] = (1, length)
        used = length
      case .adaptive(let minimum, let maximum):
        let (low, high) = Self.bounds(minimum, maximum)
        let spacing = item.resolvedSpacing
        let space = share ?? low
        let fitting = low + spacing > 0 ? ((space + spacing) / (low + spacing)).rounded(.down) : 1
        let count = Int(min(max(fitting, 1), 10_000))
        let each = (space - CGFloat(count - 1) * spacing) / CGFloat(count)
        let length = min(max(each, low), high)
        sized[index] = (count, length)
        used = CGFloat(count) * length + CGFloat(count - 1) * spacing
      }
      remaining = remaining.map { $0 - used }
      left -= 1
    }
    var position: CGFloat = 0
    for (index, item) in items.enumerated() {
      for track in 0..<sized[index].count {
        starts.append(position)
        lengths.append(sized[index].length)
        alignments.append(item.alignment)
        position += sized[index].length
        let last = index == items.count - 1 && track == sized[index].count - 1
        if !last { position += item.resolvedSpacing }
      }
    }
  }

  private static func clean(_ value: CGFloat) -> CGFloat {
    value.isFinite && value > 0 ? value : 0
  }

  private static func bounds(_ minimum: CGFloat, _ maximum: CGFloat) -> (CGFloat, CGFloat) {
    let low = clean(minimum)
    let high = maximum.isNaN ? .infinity : max(maximum, low)
    return (low, high)
  }
}

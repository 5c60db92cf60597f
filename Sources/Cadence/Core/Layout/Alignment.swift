/// A type that identifies an alignment guide: its default value in a view that sets no
/// explicit guide for it. Main-actor isolated in Cadence, where layout runs.
@MainActor @preconcurrency
public protocol AlignmentID {
  /// The guide's value in a view with dimensions `context`, when the view sets none.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The identity of an alignment guide, with its default value and name.
struct AlignmentKey: Hashable, @unchecked Sendable {
  let id: ObjectIdentifier
  let type: any AlignmentID.Type
  let name: String
  /// The axis the guide measures along.
  let axis: Axis
  /// For the built-in guides whose default is a fixed fraction of the view's length along
  /// the axis (leading, centre, bottom, …): that fraction, so that layout need not ask the
  /// type; nil for the others.
  let fraction: CGFloat?

  init(_ type: any AlignmentID.Type, axis: Axis, name: String? = nil, fraction: CGFloat? = nil) {
    id = ObjectIdentifier(type)
    self.type = type
    self.axis = axis
    self.name = name ?? "\(type)"
    self.fraction = fraction
  }

  /// The guide's default value in a view of `size` (the subview and proposal for a custom
  /// guide's `defaultValue(in:)`).
  @MainActor
  func defaultValue(size: CGSize, subview: LayoutSubview?, proposal: ProposedViewSize) -> CGFloat {
    if let fraction { return fraction * (axis == .horizontal ? size.width : size.height) }
    return type.defaultValue(in: ViewDimensions(size: size, subview: subview, proposal: proposal))
  }

  static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
    lhs.id == rhs.id && lhs.axis == rhs.axis
  }
  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(axis)
  }
}

extension AlignmentKey {
  /// Combines the `n`-th (from 0) explicit value of a container's children, projected into
  /// the container, into its value: the first text baseline is the lowest value, the last
  /// the highest, and any other guide the mean (SwiftUI's `_combineExplicit`).
  func combine(_ child: CGFloat, _ n: Int, into parent: inout CGFloat?) {
    if self == VerticalAlignment.firstTextBaseline.key {
      parent = Swift.min(child, parent ?? .infinity)
    } else if self == VerticalAlignment.lastTextBaseline.key {
      parent = Swift.max(child, parent ?? -.infinity)
    } else {
      let current = parent ?? child
      parent = (current * CGFloat(n) + child) / CGFloat(n + 1)
    }
  }
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable {
  let key: AlignmentKey

  /// The alignment of a horizontal guide's key.
  init(key: AlignmentKey) { self.key = key }

  /// Creates a custom alignment identified by `id`.
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(id, axis: .horizontal)
  }

  private init(_ id: any AlignmentID.Type, name: String, fraction: CGFloat? = nil) {
    key = AlignmentKey(id, axis: .horizontal, name: name, fraction: fraction)
  }

  /// The name shown in renderings.
  package var name: String { key.name }

  private enum Leading: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
  }
  private enum Center: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
  }
  private enum Trailing: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
  }

  /// Aligns leading edges.
  public static let leading = HorizontalAlignment(Leading.self, name: "leading", fraction: 0)
  /// Aligns centres.
  public static let center = HorizontalAlignment(Center.self, name: "center", fraction: 0.5)
  /// Aligns trailing edges.
  public static let trailing = HorizontalAlignment(Trailing.self, name: "trailing", fraction: 1)
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Hashable, Sendable {
  let key: AlignmentKey

  /// The alignment of a vertical guide's key.
  init(key: AlignmentKey) { self.key = key }

  /// Creates a custom alignment identified by `id`.
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(id, axis: .vertical)
  }

  private init(_ id: any AlignmentID.Type, name: String, fraction: CGFloat? = nil) {
    key = AlignmentKey(id, axis: .vertical, name: name, fraction: fraction)
  }

  /// The name shown in renderings.
  package var name: String { key.name }

  private enum Top: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
  }
  private enum Center: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
  }
  private enum Bottom: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
  }
  /// Views without text put their baselines at their bottom edge.
  private enum FirstTextBaseline: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
  }
  private enum LastTextBaseline: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
  }

  /// Aligns top edges.
  public static let top = VerticalAlignment(Top.self, name: "top", fraction: 0)
  /// Aligns centres.
  public static let center = VerticalAlignment(Center.self, name: "center", fraction: 0.5)
  /// Aligns bottom edges.
  public static let bottom = VerticalAlignment(Bottom.self, name: "bottom", fraction: 1)
  /// Aligns the first text baselines.
  public static let firstTextBaseline = VerticalAlignment(
    FirstTextBaseline.self, name: "firstTextBaseline")
  /// Aligns the last text baselines.
  public static let lastTextBaseline = VerticalAlignment(
    LastTextBaseline.self, name: "lastTextBaseline")
}

/// An alignment in both axes.
public struct Alignment: Hashable, Sendable {
  /// The horizontal component.
  public var horizontal: HorizontalAlignment
  /// The vertical component.
  public var vertical: VerticalAlignment

  /// Creates an alignment from its two components.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The name shown in renderings, such as `topLeading`.
  package var name: String {
    switch (horizontal.name, vertical.name) {
    case ("center", "center"): return "center"
    case ("center", let v): return v
    case (let h, "center"): return h
    case (let h, let v): return v + h.prefix(1).uppercased() + h.dropFirst()
    }
  }

  /// Centre in both axes.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Leading edge, vertically centred.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Trailing edge, vertically centred.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Top edge, horizontally centred.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Bottom edge, horizontally centred.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  /// Centred horizontally, first text baseline vertically.
  public static let centerFirstTextBaseline = Alignment(
    horizontal: .center, vertical: .firstTextBaseline)
  /// Leading edge, first text baseline vertically.
  public static let leadingFirstTextBaseline = Alignment(
    horizontal: .leading, vertical: .firstTextBaseline)
  /// Centred horizontally, last text baseline vertically.
  public static let centerLastTextBaseline = Alignment(
    horizontal: .center, vertical: .lastTextBaseline)
  /// Leading edge, last text baseline vertically.
  public static let leadingLastTextBaseline = Alignment(
    horizontal: .leading, vertical: .lastTextBaseline)
  /// Trailing edge, first text baseline vertically.
  public static let trailingFirstTextBaseline = Alignment(
    horizontal: .trailing, vertical: .firstTextBaseline)
  /// Trailing edge, last text baseline vertically.
  public static let trailingLastTextBaseline = Alignment(
    horizontal: .trailing, vertical: .lastTextBaseline)
}

extension HorizontalAlignment {
  /// The value a container takes for this guide from its children's explicit values (nil
  /// where a child has none), as a stack combines them: their mean.
  public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
    key.combineExplicit(values)
  }
}

extension VerticalAlignment {
  /// The value a container takes for this guide from its children's explicit values (nil
  /// where a child has none), as a stack combines them: the lowest first text baseline, the
  /// highest last one, the mean of any other guide.
  public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
    key.combineExplicit(values)
  }
}

extension AlignmentKey {
  /// The combination of the explicit values among `values`, in order; nil when there is none.
  func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
    var result: CGFloat?
    var n = 0
    for case let value? in values {
      combine(value, n, into: &result)
      n += 1
    }
    return result
  }
}

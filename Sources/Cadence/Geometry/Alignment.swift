/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable {
  /// The name shown in renderings.
  package let name: String

  /// Aligns leading edges.
  public static let leading = HorizontalAlignment(name: "leading")
  /// Aligns centres.
  public static let center = HorizontalAlignment(name: "center")
  /// Aligns trailing edges.
  public static let trailing = HorizontalAlignment(name: "trailing")
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Hashable, Sendable {
  /// The name shown in renderings.
  package let name: String

  /// Aligns top edges.
  public static let top = VerticalAlignment(name: "top")
  /// Aligns centres.
  public static let center = VerticalAlignment(name: "center")
  /// Aligns bottom edges.
  public static let bottom = VerticalAlignment(name: "bottom")
  /// Aligns the first text baselines.
  public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
  /// Aligns the last text baselines.
  public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
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
}

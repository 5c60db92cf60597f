/// How many columns a cell spans (`gridCellColumns(_:)`).
enum GridCellColumnsKey: LayoutValueKey {
  static let defaultValue = 1
}

/// The alignment a cell gives its column (`gridColumnAlignment(_:)`).
enum GridColumnAlignmentKey: LayoutValueKey {
  static let defaultValue: HorizontalAlignment? = nil
}

/// Where a cell's view goes in its cell (`gridCellAnchor(_:)`).
enum GridCellAnchorKey: LayoutValueKey {
  static let defaultValue: UnitPoint? = nil
}

/// The axes in which a cell does not size its column or row (`gridCellUnsizedAxes(_:)`).
enum GridCellUnsizedAxesKey: LayoutValueKey {
  static let defaultValue: Axis.Set = []
}

/// `gridCellColumns(_:)`: the layout value, with a count below 1 or past a grid's columns
/// reported.
struct _GridCellColumnsLayout: PassThroughLayoutModifier, Equatable {
  var count: Int

  func layoutValue(for key: ObjectIdentifier) -> Any? {
    key == ObjectIdentifier(GridCellColumnsKey.self)
      ? min(max(count, 1), GridLayout.maximumColumnCount) : nil
  }

  var problems: [(kind: Diagnostic.Kind, message: String)] {
    if count < 1 {
      return [
        (.layoutProblem, "gridCellColumns(\(count)): a cell spans at least 1 column; 1 is used")
      ]
    }
    if count > GridLayout.maximumColumnCount {
      return [
        (
          .layoutProblem,
          "gridCellColumns(\(count)): a grid has at most \(GridLayout.maximumColumnCount) "
            + "columns; the cell spans the columns left in its row"
        )
      ]
    }
    return []
  }
}

extension View {
  /// Makes this cell of a `Grid` span `count` columns (1 by default).
  public func gridCellColumns(_ count: Int) -> some View {
    modifier(_GridCellColumnsLayout(count: count))
  }

  /// Aligns every cell of this cell's column in a `Grid` horizontally by `guide` (the first
  /// cell of a column that says wins).
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    layoutValue(key: GridColumnAlignmentKey.self, value: guide)
  }

  /// Puts this view's `anchor` point at its cell's `anchor` point in a `Grid`, overriding the
  /// row's and column's alignments.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    layoutValue(key: GridCellAnchorKey.self, value: anchor)
  }

  /// Keeps this cell from sizing its column (`.horizontal`) or row (`.vertical`) in a `Grid`:
  /// it takes the size the other cells give them (a `Divider` no wider than the rows).
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
  }
}

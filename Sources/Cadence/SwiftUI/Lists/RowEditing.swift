/// How a rendered node is deleted or moved as a row of a `ForEach`: which of the two it offers
/// (marked as the snapshot renders) and, when a host acts on it, what each calls.
@MainActor
package struct RowEditing {
  /// Whether it can be deleted (`onDelete`, edit actions' `.delete`, not `deleteDisabled`).
  package var canDelete = false
  /// Whether it can be moved (`onMove`, edit actions' `.move`, not `moveDisabled`).
  package var canMove = false
  /// Deletes the row; set when a host acts on it.
  package var delete: (@MainActor () -> Void)?
  /// Moves the row to the offset given, counted before the move; set when a host acts on it.
  package var move: (@MainActor (Int) -> Void)?
  /// The row's offset among its `ForEach`'s rows.
  package var offset = 0
  /// The number of the `ForEach`'s rows.
  package var rowCount = 0
  /// Why a person could not do it, if they could not (the rows are not in a list).
  package var problem: String?
}

/// How a rendered node is deleted or moved as a row (`onDelete`, `onMove`, edit actions).
enum RowEditingAction: InteractionFeature {
  typealias Value = RowEditing
  static var kind: InteractionKinds { .rowAction }
}

extension RenderItem {
  /// How it is deleted or moved as a row of a `ForEach` with `onDelete`/`onMove`, if it is.
  var rowEditing: RowEditing? {
    get { features[RowEditingAction.self] }
    set { features[RowEditingAction.self] = newValue }
  }
}

extension Interaction {
  /// How it is deleted or moved as a row (`onDelete`, `onMove`, edit actions), if it is.
  package var rowEditing: RowEditing? { features[RowEditingAction.self] }
}

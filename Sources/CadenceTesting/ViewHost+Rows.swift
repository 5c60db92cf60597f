import Cadence

// Deleting and moving the rows of a list, as a person's swipe and drag do.
extension ViewHost {
  /// Deletes the `index`-th row `query` matches (as `tap` matches, among rows that can be
  /// deleted or moved: rows of a `ForEach` with `onDelete`, `onMove` or edit actions), as a
  /// person swiping it away in a `List` or `Form` does: `onDelete` is called with the row's
  /// offset among its `ForEach`'s rows; an edit action removes the row's element from the
  /// bound collection. Throws when no row matches, when the row cannot be deleted (no
  /// `onDelete`, `deleteDisabled(true)`), or when it is not in a list (SwiftUI offers
  /// swipe to delete only there).
  public func deleteRow(
    _ query: String, index: Int = 0, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: Int = #column
  ) throws {
    let site = enter(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    let (target, editing) = try editableRow(query, index: index, action: "delete row")
    guard let delete = editing.delete else {
      throw refusal(
        "delete row", query, index: index, target: target,
        reason: editing.canMove
          ? "it can be moved but not deleted (no onDelete, or deleteDisabled(true))"
          : "it cannot be deleted")
    }
    runtime.emit(
      .interaction, "delete row \(editing.offset) of \(editing.rowCount), \(target.summary)",
      path: target.path)
    runtime.send { delete() }
  }

  /// Moves the `index`-th row `query` matches (as `deleteRow` matches) to before the row at
  /// `destination`, counted before the move (0: first; the number of rows: last), as a person
  /// dragging it by its handle in a `List` or `Form` does: `onMove` is called with the row's
  /// offset and `destination`, as SwiftUI passes them to `move(fromOffsets:toOffset:)`; an
  /// edit action moves the row's element in the bound collection. Throws when no row
  /// matches, when the row cannot be moved (no `onMove`, `moveDisabled(true)`), when it is
  /// not in a list, or for a destination outside 0 through the number of rows.
  public func moveRow(
    _ query: String, toOffset destination: Int, index: Int = 0, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: Int = #column
  ) throws {
    let site = enter(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    let (target, editing) = try editableRow(query, index: index, action: "move row")
    guard let move = editing.move else {
      throw refusal(
        "move row", query, index: index, target: target,
        reason: editing.canDelete
          ? "it can be deleted but not moved (no onMove, or moveDisabled(true))"
          : "it cannot be moved")
    }
    guard destination >= 0, destination <= editing.rowCount else {
      throw refusal(
        "move row", query, index: index, target: target,
        reason:
          "the destination \(destination) is not an offset among its ForEach's "
          + "\(editing.rowCount) rows (0 through \(editing.rowCount), counted before the move)")
    }
    runtime.emit(
      .interaction,
      "move row \(editing.offset) of \(editing.rowCount) to offset \(destination), "
        + target.summary,
      path: target.path)
    runtime.send { move(destination) }
  }

  /// The row `query` matches and how it is edited, when a person could edit it.
  private func editableRow(
    _ query: String, index: Int, action: String
  ) throws -> (Interaction, RowEditing) {
    // A row kept from every action it had is no row to edit: say which modifier keeps it.
    if runtime.interactions(.rowAction, matching: query).isEmpty, let row = snapshot().first(query),
      row.style("onDelete") != "true", row.style("onMove") != "true"
    {
      let keeping = [("onDelete", "deleteDisabled(true)"), ("onMove", "moveDisabled(true)")]
        .filter { row.style($0.0) == "false" }.map(\.1)
      if !keeping.isEmpty {
        let error = ViewHostError(
          action: action, query: query, index: index, matchCount: 0,
          candidates: runtime.interactions(.rowAction).prefix(20).map(\.summary),
          candidateCount: runtime.interactions(.rowAction).count,
          reason: keeping.joined(separator: " and ")
            + (keeping.count > 1 ? " keep" : " keeps") + " it from being edited")
        runtime.report(.interactionFailed, error.description, path: row.path)
        throw error
      }
    }
    let target = try interaction(query, index: index, action: action, kind: .rowAction)
    guard let editing = target.rowEditing else {
      throw refusal(action, query, index: index, target: target, reason: "it is not a row")
    }
    if let problem = editing.problem {
      throw refusal(action, query, index: index, target: target, reason: problem)
    }
    return (target, editing)
  }

  /// The error for an action on a row that does not take it, reported as it is thrown.
  private func refusal(
    _ action: String, _ query: String, index: Int, target: Interaction, reason: String
  ) -> ViewHostError {
    let error = ViewHostError(
      action: action, query: query, index: index, matchCount: 1,
      candidates: [target.summary], candidateCount: 1, reason: reason)
    runtime.report(.interactionFailed, error.description, path: target.path)
    return error
  }
}

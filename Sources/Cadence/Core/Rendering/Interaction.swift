/// Something a user can do to one rendered node, with the action that does it.
@MainActor
package struct Interaction {
  /// The rendered node's kind.
  package let kind: String
  /// The rendered node's label.
  package let label: String?
  /// The rendered node's accessibility identifier, if it has one.
  package let identifier: String?
  /// The rendered node's path.
  package var path: String { location.string }
  /// The path, shared with the snapshot's nodes.
  let location: SnapshotPath
  /// Its tap action, if it has one.
  package let tap: (@MainActor () -> Void)?
  /// Its text binding, if it takes text.
  package let text: Binding<String>?
  /// Its toggle binding, if it toggles.
  package let toggle: Binding<Bool>?
  /// Its value binding, if it is adjusted (a slider, a stepper).
  package var adjust: Binding<Double>? = nil
  /// What submitting it does (`onSubmit` around a text field), if anything.
  package var submit: (@MainActor () -> Void)? = nil
  /// What typing into it begins with (a text field's `onEditingChanged(true)`), if anything.
  package var beginEditing: (@MainActor () -> Void)? = nil
  /// What giving it the focus (`true`) or taking it away (`false`) does to the focus states
  /// bound to it (`focused(_:)`), if any is.
  package var focus: (@MainActor (Bool) -> Void)? = nil
  /// What pulling it to refresh starts (`refreshable`), if anything.
  package var refresh: (@MainActor () -> Void)? = nil
  /// What a key pressed while it has the focus does (`onKeyPress` around it), if anything.
  package var keyPress: (@MainActor (KeyPress) -> KeyPress.Result)? = nil
  /// Its accessibility actions by name (`default`, `escape`, `increment`, a custom name, …).
  package var accessibilityActions: [String: @MainActor () -> Void] = [:]
  /// How it is deleted or moved as a row (`onDelete`, `onMove`, edit actions), if it is.
  package var rowEditing: RowEditing? = nil
  /// The features' own action data (drag and drop, file dialogs), by feature.
  package var features = InteractionFeatures()
  /// Its frame on screen.
  package let frame: CGRect
  /// Its gestures, innermost first.
  let gestures: [AttachedGesture]
  /// Whether its view is still on screen and not leaving (a gesture in progress ends when
  /// its view goes away).
  package var isPresent: @MainActor () -> Bool = { true }

  /// `Kind "label" at path`, for error messages.
  package var summary: String {
    kind + (label.map { " \"\($0)\"" } ?? "")
      + (identifier.map { " (identifier \"\($0)\")" } ?? "") + " at " + path
  }
}

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

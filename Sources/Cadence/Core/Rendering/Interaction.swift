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
  /// The path, made once for the interaction (a leaf's snapshot node keeps only its parts,
  /// D68): a host reads it at least twice for each action, and compares it with others'.
  let location: SnapshotPath
  /// Its tap action, if it has one.
  package let tap: (@MainActor () -> Void)?
  /// Its text binding, if it takes text.
  package let text: Binding<String>?
  /// Its toggle binding, if it toggles.
  package let toggle: Binding<Bool>?
  /// Its value binding, if it is adjusted (a slider, a stepper).
  package var adjust: Binding<Double>? = nil
  /// The features' own action data (gestures, key presses, refreshing, row editing, drag and
  /// drop, file dialogs), by feature.
  package var features = InteractionFeatures()
  /// Its frame on screen.
  package let frame: CGRect
  /// Whether its view is still on screen and not leaving (a gesture in progress ends when
  /// its view goes away).
  package var isPresent: @MainActor () -> Bool = { true }

  /// `Kind "label" at path`, for error messages.
  package var summary: String {
    kind + (label.map { " \"\($0)\"" } ?? "")
      + (identifier.map { " (identifier \"\($0)\")" } ?? "") + " at " + path
  }
}

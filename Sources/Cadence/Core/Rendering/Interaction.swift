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
  /// What pulling it to refresh starts (`refreshable`), if anything.
  package var refresh: (@MainActor () -> Void)? = nil
  /// What a key pressed while it has the focus does (`onKeyPress` around it), if anything.
  package var keyPress: (@MainActor (KeyPress) -> KeyPress.Result)? = nil
  /// Its accessibility actions by name (`default`, `escape`, `increment`, a custom name, …).
  package var accessibilityActions: [String: @MainActor () -> Void] = [:]
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

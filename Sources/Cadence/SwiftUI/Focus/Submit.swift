/// The triggers of `onSubmit`.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Text fields and secure fields.
  public static let text = SubmitTriggers(rawValue: 1)
  /// Search fields.
  public static let search = SubmitTriggers(rawValue: 2)
}

/// The label of the return key of the keyboard (recorded as `submitLabel`).
public struct SubmitLabel: Sendable, Equatable {
  let name: String
  public static let done = SubmitLabel(name: "done")
  public static let go = SubmitLabel(name: "go")
  public static let send = SubmitLabel(name: "send")
  public static let join = SubmitLabel(name: "join")
  public static let route = SubmitLabel(name: "route")
  public static let search = SubmitLabel(name: "search")
  public static let `return` = SubmitLabel(name: "return")
  public static let next = SubmitLabel(name: "next")
  public static let `continue` = SubmitLabel(name: "continue")
}

/// Gives the text fields below a submit action (the host submits with `host.submit(_:)`);
/// an inner action runs before an outer one, as every `onSubmit` around a field runs.
struct _SubmitEffect: RenderModifier {
  static let attributeName = "onSubmit"
  let triggers: SubmitTriggers
  let action: () -> Void

  func apply(to item: inout RenderItem) {}

  func wrapInteraction(_ item: inout RenderItem, below node: _ViewNode) {
    guard item.text != nil, triggers.contains(.text), item.styles["submitScope"] != "true"
    else { return }
    let action = self.action
    if let inner = item.submit {
      item.submit = {
        inner()
        action()
      }
    } else {
      item.submit = { action() }
    }
  }
}

/// Stops submit actions outside it from running for the text fields below
/// (`submitScope`): recorded as `submitScope` on the fields.
struct _SubmitScope: RenderModifier, Equatable {
  static let attributeName = "submitScope"
  let isBlocking: Bool

  func apply(to item: inout RenderItem) {
    item.setStyleIfAbsent(isBlocking ? "true" : "false", for: "submitScope")
  }

  func wrapInteraction(_ item: inout RenderItem, below node: _ViewNode) {
    guard item.text != nil else { return }
    item.setStyleIfAbsent(isBlocking ? "true" : "false", for: "submitScope")
  }
}

extension View {
  /// Keeps the submit actions around this view from running when a text field inside it is
  /// submitted (only those inside it run).
  public func submitScope(_ isBlocking: Bool = true) -> some View {
    modifier(_SubmitScope(isBlocking: isBlocking))
  }

  /// Adds an action to perform when the user submits a value to this view (the return key
  /// in a text field below it).
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> some View
  {
    modifier(_SubmitEffect(triggers: triggers, action: action))
  }

  /// Sets the label of the return key for the text fields below.
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
    modifier(_StyleEffect(name: "submitLabel", value: submitLabel.name))
  }
}

/// What submitting a rendered node does (`onSubmit`, a text field's `onCommit`).
enum SubmitAction: InteractionFeature {
  typealias Value = @MainActor () -> Void
  static var kind: InteractionKinds { [] }
}

extension RenderItem {
  /// What submitting it does (`onSubmit`), if it takes text.
  var submit: (@MainActor () -> Void)? {
    get { features[SubmitAction.self] }
    set { features[SubmitAction.self] = newValue }
  }
}

extension Interaction {
  /// What submitting it does (`onSubmit` around a text field), if anything.
  package var submit: (@MainActor () -> Void)? { features[SubmitAction.self] }
}

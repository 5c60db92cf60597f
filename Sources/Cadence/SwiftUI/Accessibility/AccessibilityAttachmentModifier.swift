/// The accessibility properties and actions of a view (a label, a hint, a value, traits, named
/// actions, …), recorded on each of its rendered nodes as textual attributes
/// (`accessibilityHint`, `accessibilityTraits`, …; a label and an identifier are also what
/// queries match; the actions' names as `accessibilityActions`, which a host performs with
/// `performAccessibilityAction`). Where the same property or action is set twice, the
/// innermost wins, as SwiftUI's accessibility modifiers do. Modifiers chained on one of these
/// add to it (`ModifiedContent`'s accessibility methods), as SwiftUI's do.
public struct AccessibilityAttachmentModifier: ViewModifier, RenderModifier, Equatable {
  /// `AccessibilityAttachmentModifier` is a primitive modifier.
  public typealias Body = Never
  static let attributeName = "accessibility"

  struct Property: Equatable, Sendable {
    let name: String
    let value: String
  }

  /// An action: performed on the main actor only, where views are.
  struct Action {
    let name: String
    let perform: () -> Void
  }

  nonisolated private(set) var properties: [Property] = []
  nonisolated(unsafe) private(set) var actions: [Action] = []

  init(_ name: String, _ value: String) {
    properties = [Property(name: name, value: value)]
  }

  init(action name: String, _ perform: @escaping () -> Void) {
    actions = [Action(name: name, perform: perform)]
  }

  /// An attachment with the action when there is one, else with nothing.
  init(action name: String, ifAny perform: (() -> Void)?) {
    actions = perform.map { [Action(name: name, perform: $0)] } ?? []
  }

  /// This attachment and then `other` (this one's properties win where both set one).
  func adding(_ other: AccessibilityAttachmentModifier) -> AccessibilityAttachmentModifier {
    var merged = self
    merged.properties += other.properties
    merged.actions += other.actions
    return merged
  }

  func apply(to item: inout RenderItem) {
    for property in properties { item.setStyleIfAbsent(property.value, for: property.name) }
    for action in actions {
      let perform = action.perform
      item.addAccessibilityAction(action.name) { perform() }
    }
  }

  /// Equal when the properties are and there are no actions (closures are never shown equal).
  nonisolated public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.properties == rhs.properties && lhs.actions.isEmpty && rhs.actions.isEmpty
  }
}

extension RenderItem {
  /// Adds an accessibility action a host performs by name, unless an inner view named one
  /// the same (the innermost wins); the names are recorded as `accessibilityActions`.
  mutating func addAccessibilityAction(_ name: String, _ perform: @escaping @MainActor () -> Void) {
    var performed = accessibilityActions
    guard performed[name] == nil else { return }
    performed[name] = perform
    accessibilityActions = performed
    styles["accessibilityActions"] = performed.keys.sorted().joined(separator: ", ")
  }
}

/// A rendered node's accessibility actions by name (`default`, `escape`, `increment`, a
/// custom name, …), which a host performs.
enum AccessibilityActions: InteractionFeature {
  typealias Value = [String: @MainActor () -> Void]
  static var kind: InteractionKinds { .accessibilityAction }
}

extension RenderItem {
  /// Its accessibility actions by name (`accessibilityAction`, adjustable, scroll, zoom).
  var accessibilityActions: [String: @MainActor () -> Void] {
    get { features[AccessibilityActions.self] ?? [:] }
    set { features[AccessibilityActions.self] = newValue.isEmpty ? nil : newValue }
  }
}

extension Interaction {
  /// Its accessibility actions by name (`default`, `escape`, `increment`, a custom name, …).
  package var accessibilityActions: [String: @MainActor () -> Void] {
    features[AccessibilityActions.self] ?? [:]
  }
}

import Foundation

/// A key pressed, repeated or released while a view has the focus (`onKeyPress`).
public struct KeyPress: Sendable, CustomDebugStringConvertible {
  /// The phases of a key press.
  public struct Phases: OptionSet, Hashable, Sendable, CustomDebugStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The key went down.
    public static let down = Phases(rawValue: 1 << 0)
    /// The key, held down, repeats.
    public static let `repeat` = Phases(rawValue: 1 << 1)
    /// The key was released.
    public static let up = Phases(rawValue: 1 << 2)
    /// Every phase.
    public static let all = Phases(rawValue: 7)

    public var debugDescription: String {
      let names = [(Phases.down, "down"), (.repeat, "repeat"), (.up, "up")]
        .filter { contains($0.0) }.map(\.1)
      return "[" + names.joined(separator: ", ") + "]"
    }
  }

  /// Whether a handler took the press, or lets it go on to the views around.
  public enum Result: Hashable, Sendable {
    case handled
    case ignored
  }

  /// The phase of this press.
  public let phase: Phases
  /// The key.
  public let key: KeyEquivalent
  /// The characters the key types with its modifiers.
  public let characters: String
  /// The modifier keys held.
  public let modifiers: EventModifiers

  /// A press of `key` in `phase` (Cadence's: a host makes them).
  package init(phase: Phases, key: KeyEquivalent, characters: String, modifiers: EventModifiers) {
    self.phase = phase
    self.key = key
    self.characters = characters
    self.modifiers = modifiers
  }

  public var debugDescription: String {
    "KeyPress(phase: \(phase.debugDescription), key: \(key.glyph), characters: \"\(characters)\", "
      + "modifiers: \(modifiers.glyphs))"
  }
}

/// Handles the keys pressed while a view below has the focus: which presses it takes, and
/// what it does with them (recorded as `onKeyPress`, the phases it takes, on the view). An inner handler sees a press first; one that returns `.ignored`
/// passes it to the next one out.
struct _KeyPressEffect: RenderModifier {
  static let attributeName = "onKeyPress"
  let phases: KeyPress.Phases
  let accepts: @Sendable (KeyPress) -> Bool
  let action: (KeyPress) -> KeyPress.Result

  func apply(to item: inout RenderItem) {
    let phases = self.phases.debugDescription
    item.styles["onKeyPress"] = item.styles["onKeyPress"].map { $0 + " " + phases } ?? phases
  }

  func wrapInteraction(_ item: inout RenderItem, below node: _ViewNode) {
    guard item.text != nil || item.focusable else { return }
    let inner = item.keyPress
    let phases = self.phases
    let accepts = self.accepts
    let action = self.action
    item.keyPress = { press in
      if inner?(press) == .handled { return .handled }
      guard phases.contains(press.phase), accepts(press) else { return .ignored }
      return action(press)
    }
  }
}

/// Makes the rendered nodes below take the focus (a `focused` binding gives it to them; keys
/// pressed then go to their `onKeyPress` handlers).
struct _FocusableEffect: RenderModifier {
  static let attributeName = "focusable"
  let isFocusable: Bool
  let interactions: FocusInteractions

  func apply(to item: inout RenderItem) {
    guard isFocusable else { return }
    item.focusable = true
    item.setStyleIfAbsent("true", for: "focusable")
  }
}

/// The ways a focusable view can be interacted with.
public struct FocusInteractions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Activated, as a button is.
  public static let activate = FocusInteractions(rawValue: 1 << 0)
  /// Edited, as a text field is.
  public static let edit = FocusInteractions(rawValue: 1 << 1)
  /// As the platform decides.
  public static var automatic: FocusInteractions { [.activate, .edit] }
}

extension View {
  /// Makes this view able to take the focus (keys pressed then go to its `onKeyPress`
  /// handlers); false leaves it as it is.
  public func focusable(_ isFocusable: Bool = true) -> some View {
    modifier(_FocusableEffect(isFocusable: isFocusable, interactions: .automatic))
  }

  /// Makes this view able to take the focus for `interactions`.
  public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
    modifier(_FocusableEffect(isFocusable: isFocusable, interactions: interactions))
  }

  /// Runs `action` when `key` goes down or repeats while this view has the focus.
  public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result)
    -> some View
  {
    modifier(
      _KeyPressEffect(
        phases: [.down, .repeat], accepts: { $0.key == key }, action: { _ in action() }))
  }

  /// Runs `action` for the `phases` of `key` while this view has the focus.
  public func onKeyPress(
    _ key: KeyEquivalent, phases: KeyPress.Phases,
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(_KeyPressEffect(phases: phases, accepts: { $0.key == key }, action: action))
  }

  /// Runs `action` for the `phases` of any of `keys` while this view has the focus.
  public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(_KeyPressEffect(phases: phases, accepts: { keys.contains($0.key) }, action: action))
  }

  /// Runs `action` for the `phases` of keys that type one of `characters`.
  public func onKeyPress(
    characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(
      _KeyPressEffect(
        phases: phases,
        accepts: { press in
          !press.characters.isEmpty
            && press.characters.unicodeScalars.allSatisfy { characters.contains($0) }
        }, action: action))
  }

  /// Runs `action` for the `phases` of every key while this view has the focus.
  public func onKeyPress(
    phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(_KeyPressEffect(phases: phases, accepts: { _ in true }, action: action))
  }
}

/// The `onKeyPress` handlers around a rendered node, innermost first: what a key pressed
/// while it has the focus does. A node with them is found as a focusable one (no kind of its
/// own).
enum KeyPressHandlers: InteractionFeature {
  typealias Value = @MainActor (KeyPress) -> KeyPress.Result
  static var kind: InteractionKinds { [] }
}

extension RenderItem {
  /// What a key pressed while it has the focus does (`onKeyPress`), innermost handler first.
  var keyPress: (@MainActor (KeyPress) -> KeyPress.Result)? {
    get { features[KeyPressHandlers.self] }
    set { features[KeyPressHandlers.self] = newValue }
  }
}

extension Interaction {
  /// What a key pressed while it has the focus does (`onKeyPress` around it), if anything.
  package var keyPress: (@MainActor (KeyPress) -> KeyPress.Result)? {
    features[KeyPressHandlers.self]
  }
}

import Cadence
import CadenceInspection

// What a test does to the tree: taps, typing, toggles, adjustments, tasks, and reading the
// snapshot.
extension ViewHost {
  /// Taps the `index`-th node in tree order that has a tap action (a `Button`, an
  /// `onTapGesture`) and whose accessibility identifier equals `query`; when none has that
  /// identifier, whose label (or accessibility label) equals it; when none has that label,
  /// whose kind equals it. When no tappable node matches, taps the `TextField` or
  /// `SecureField` `query` matches (its identifier, label or prompt) and, as on iOS, gives it
  /// the focus: the `@FocusState` bound to it follows, the field that had the focus loses it,
  /// and its editing begins (`onEditingChanged(true)`). Throws an error listing every
  /// tappable node when there is none, and one naming them when several share the identifier
  /// `query`.
  public func tap(
    _ query: String, index: Int = 0, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    column: Int = #column
  ) throws {
    let site = enter(
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    // Looked up once: the lookup makes each match's interaction, its path included.
    let taps = runtime.interactions(.tap, matching: query)
    if taps.isEmpty {
      let fields = runtime.interactions(.text, matching: query)
      if index >= 0, index < fields.count {
        let field = fields[index]
        runtime.emit(.interaction, "tap \(field.summary)", path: field.path)
        focus(field)
        return
      }
    }
    let target = try interaction(query, index: index, action: "tap", kind: .tap, matches: taps)
    runtime.emit(.interaction, "tap \(target.summary)", path: target.path)
    runtime.send { target.tap?() }
  }

  /// Gives `field` the focus as a tap on it does, in one update: the fields that had it lose
  /// it, the focus states bound to `field` take its value, and its editing begins.
  private func focus(_ field: Interaction) {
    let others = runtime.interactions([.text, .focus]).filter { $0.path != field.path }
    runtime.send {
      for other in others { other.focus?(false) }
      field.focus?(true)
      field.beginEditing?()
    }
  }

  /// Types `text` into the `TextField` or `SecureField` matched by `query` (its identifier,
  /// label or prompt), focusing it first as a tap does, then one character at a time, each an
  /// event committed by its own update.
  public func type(
    _ text: String, into query: String, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line,
    column: Int = #column
  ) throws {
    let site = enter(
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    let target = try interaction(query, index: 0, action: "type into", kind: .text)
    guard let binding = target.text else { return }
    runtime.emit(.interaction, "type \"\(text)\" into \(target.summary)", path: target.path)
    focus(target)
    for character in text {
      runtime.send { binding.wrappedValue.append(character) }
    }
  }

  /// Types `text` into the field that has the focus (`focused(_:)`), one character at a time;
  /// throws when no field has it.
  public func type(
    _ text: String, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: Int = #column
  ) throws {
    guard
      let field = snapshot().allNodes.first(where: {
        $0.style("focused") == "true" && $0.interactions.contains(.text)
      })
    else {
      let candidates = runtime.interactions(.text)
      let error = ViewHostError(
        action: "type into", query: "the focused field", index: 0, matchCount: 0,
        candidates: candidates.prefix(ViewHostError.maximumListedCandidates).map(\.summary),
        candidateCount: candidates.count)
      runtime.report(.interactionFailed, error.description, path: "")
      throw error
    }
    try type(
      text, into: field.style("accessibilityIdentifier") ?? field.label ?? field.kind,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Submits the field `query` matches (the return key): runs the `onSubmit` actions around
  /// it, innermost first.
  public func submit(
    _ query: String, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: Int = #column
  ) throws {
    let site = enter(
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    let target = try interaction(query, index: 0, action: "submit", kind: .text)
    runtime.emit(.interaction, "submit \(target.summary)", path: target.path)
    guard let submit = target.submit else {
      runtime.report(
        .interactionFailed, "submit \(target.summary): no onSubmit around it", path: target.path)
      return
    }
    runtime.send { submit() }
  }

  /// Flips the `Toggle` matched by `query` (as `tap` matches).
  public func toggle(
    _ query: String, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    column: Int = #column
  ) throws {
    let site = enter(
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    let target = try interaction(query, index: 0, action: "toggle", kind: .toggle)
    guard let binding = target.toggle else { return }
    runtime.emit(.interaction, "toggle \(target.summary)", path: target.path)
    runtime.send { binding.wrappedValue.toggle() }
  }

  /// Sets the value of the slider or stepper `query` matches (its label or identifier) to
  /// `value`, as a person dragging the slider or tapping the stepper would; the control
  /// clamps it to its range and step.
  public func adjust(
    _ query: String, to value: Double, index: Int = 0, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: Int = #column
  ) throws {
    let site = enter(
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    let target = try interaction(query, index: index, action: "adjust", kind: .adjust)
    guard let binding = target.adjust else { return }
    runtime.emit(
      .interaction, "adjust \(target.summary) to \(value)", path: target.path)
    runtime.send { binding.wrappedValue = value }
  }

  /// Scrolls the scroll view `query` matches (`"ScrollView"`, or its identifier) by `delta`
  /// points along its main axis, as a finger flicking it would end: the offset stays between
  /// 0 and the content's length less the view's.
  public func scroll(
    _ query: String, by delta: CGFloat, index: Int = 0, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: Int = #column
  ) throws {
    let site = enter(
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    let target = try interaction(query, index: index, action: "scroll", kind: .adjust)
    guard let binding = target.adjust else { return }
    runtime.emit(.interaction, "scroll \(target.summary) by \(delta)", path: target.path)
    runtime.send { binding.wrappedValue += Double(delta) }
  }

  /// Pulls the refreshable list, form or scroll view `query` matches (`"List"` by default)
  /// down, as a finger would, and waits for its `refreshable` action to finish (with the
  /// state changes it made applied at the current instant; virtual time does not move).
  public func refresh(
    _ query: String = "List", index: Int = 0, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: Int = #column
  ) async throws {
    let site = enter(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    let target = try interaction(query, index: index, action: "refresh", kind: .refresh)
    guard let refresh = target.refresh else { return }
    runtime.emit(.interaction, "refresh \(target.summary)", path: target.path)
    runtime.send { refresh() }
    await runtime.idle()
  }

  /// Lets the tasks of `.task` modifiers run (on the main actor) until each has finished or
  /// they all wait for something else, then applies the state changes they made at the
  /// current instant. Virtual time does not move.
  public func idle() async {
    await runtime.idle()
  }

  /// The number of tasks of `.task` modifiers that have not finished.
  public var runningTasks: Int { runtime.runningTaskCount }

  /// How many task records the runtime keeps now, read without letting any go (for tests of
  /// its memory).
  package var taskRecordCount: Int { runtime.runningTaskCount }

  /// The rendered tree now.
  public func snapshot() -> Snapshot {
    runtime.snapshot()
  }

  /// The rendered tree now, rendered from scratch (what `snapshot()` must equal; for tests
  /// of the incremental render pass).
  package func snapshotFromScratch() -> Snapshot {
    runtime.snapshotFromScratch()
  }

  /// The text rendering of the tree now.
  public func render() -> String {
    SnapshotRenderer().render(runtime.snapshot())
  }

  /// The `index`-th of the nodes `query` matches that take `kind` (`matches`, when they were
  /// looked up already), or an error naming them or the candidates.
  func interaction(
    _ query: String, index: Int, action: String, kind: InteractionKinds,
    matches found: [Interaction]? = nil
  ) throws -> Interaction {
    let matches = found ?? runtime.interactions(kind, matching: query)
    // A test identifier names one view: two views with it are a mistake in the scene.
    if matches.count > 1, matches.allSatisfy({ $0.identifier == query }) {
      let error = ViewHostError(
        action: action, query: query, index: index, matchCount: matches.count,
        candidates: matches.prefix(ViewHostError.maximumListedCandidates).map(\.summary),
        candidateCount: matches.count, identifierIsShared: true)
      runtime.report(.interactionFailed, error.description, path: "")
      throw error
    }
    guard index >= 0, index < matches.count else {
      let candidates = runtime.interactions(kind)
      let error = ViewHostError(
        action: action, query: query, index: index, matchCount: matches.count,
        candidates: candidates.prefix(ViewHostError.maximumListedCandidates).map(\.summary),
        candidateCount: candidates.count)
      runtime.report(.interactionFailed, error.description, path: "")
      throw error
    }
    return matches[index]
  }
}

// Keys.
extension ViewHost {
  /// Presses `key` with `modifiers` and releases it, as a hardware keyboard would: the press
  /// goes first to the `onKeyPress` handlers around the view with the focus (or around the
  /// focusable view or field `on` matches, as if it had it), innermost first, down then up;
  /// when none handles it, to the control whose `keyboardShortcut` it is. Throws, naming the
  /// shortcuts there are, when nothing takes it.
  public func press(
    _ key: KeyEquivalent, modifiers: EventModifiers = [], on query: String? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: Int = #column
  ) throws {
    let site = enter(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    let shortcut = KeyboardShortcut(key, modifiers: modifiers)
    let target: Interaction?
    if let query {
      target = try interaction(query, index: 0, action: "press a key on", kind: [.text, .focus])
    } else {
      target = snapshot().allNodes.first(where: { $0.style("focused") == "true" }).flatMap {
        focused in
        runtime.interactions([.text, .focus]).first { $0.path == focused.path }
      }
    }
    runtime.emit(
      .interaction,
      "press \(shortcut.glyphs)" + (target.map { " on \($0.summary)" } ?? ""),
      path: target?.path ?? "")
    if let handler = target?.keyPress {
      var handled = false
      let characters =
        modifiers.contains(.shift) ? String(key.character).uppercased() : String(key.character)
      for phase in [KeyPress.Phases.down, .up] {
        let press = KeyPress(phase: phase, key: key, characters: characters, modifiers: modifiers)
        runtime.send { if handler(press) == .handled { handled = true } }
      }
      if handled { return }
    }
    let shortcuts = snapshot().allNodes.filter { $0.style("keyboardShortcut") != nil }
    if let node = shortcuts.first(where: { $0.style("keyboardShortcut") == shortcut.glyphs }),
      let control = runtime.interactions([.tap, .toggle]).first(where: { $0.path == node.path })
    {
      if let tap = control.tap {
        runtime.send { tap() }
      } else if let toggle = control.toggle {
        runtime.send { toggle.wrappedValue.toggle() }
      }
      return
    }
    let error = ViewHostError(
      action: "press", query: shortcut.glyphs, index: 0, matchCount: 0,
      candidates: shortcuts.prefix(ViewHostError.maximumListedCandidates).map {
        "\($0.kind)\($0.label.map { " \"\($0)\"" } ?? "") (\($0.style("keyboardShortcut")!))"
      },
      candidateCount: shortcuts.count,
      reason: (target == nil ? "no view has the focus" : "no key press handler took it")
        + " and no control has that keyboard shortcut")
    runtime.report(.interactionFailed, error.description, path: target?.path ?? "")
    throw error
  }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// Keyboard shortcuts and key presses (SwiftUI's documentation of `keyboardShortcut(_:)`:
/// pressing the shortcut performs the control's action, `.defaultAction` is return and
/// `.cancelAction` escape, both without modifiers, and ⌘ is the default modifier; of
/// `onKeyPress`: the handlers of the focused view and the views around it run, the innermost
/// first, for the phases asked (down and repeat by default), until one returns `.handled`).
@MainActor
@Suite("Keyboard")
struct KeyboardTests {
  struct Editor: View {
    @State var log: [String] = []
    @State var text = ""
    @FocusState var focused: Bool
    var body: some View {
      VStack {
        TextField("Body", text: $text)
          .focused($focused)
          .onKeyPress(.upArrow) {
            log.append("inner up")
            return .ignored
          }
        Button("Save") { log.append("save") }.keyboardShortcut("s")
        Button("OK") { log.append("ok") }.keyboardShortcut(.defaultAction)
        Button("Cancel") { log.append("cancel") }.keyboardShortcut(.cancelAction)
        Text(log.joined(separator: ", "))
      }
      .onKeyPress(keys: [.upArrow, .downArrow], phases: .all) { press in
        log.append("outer \(press.phase == .up ? "up" : "down")")
        return .handled
      }
      .onAppear { focused = true }
    }
  }

  @Test("a shortcut performs its control's action; default and cancel are return and escape")
  func shortcuts() throws {
    let host = ViewHost(Editor())
    try host.press("s", modifiers: .command)
    try host.press(.return)
    try host.press(.escape)
    #expect(host.snapshot().first("save, ok, cancel") != nil)
    #expect(host.snapshot().first("Save")?.style("keyboardShortcut") == "⌘S")
    #expect(host.snapshot().first("OK")?.style("keyboardShortcut") == "↩")
    #expect(host.snapshot().first("Cancel")?.style("keyboardShortcut") == "⎋")
  }

  @Test("a key goes to the focused view's handlers, inner first, for the phases each asked")
  func keyPressHandlers() throws {
    let host = ViewHost(Editor())
    try host.press(.upArrow)
    // Down: the inner handler ignores it, the outer takes it; up: only the outer asked for it.
    #expect(host.snapshot().first("inner up, outer down, outer up") != nil)
    #expect(host.snapshot().first("Body")?.style("onKeyPress") == "[down, repeat]")
    #expect(host.snapshot().first("VStack")?.style("onKeyPress") == "[down, repeat, up]")
  }

  @Test("a key no handler takes and no shortcut has is an error naming the shortcuts")
  func unhandledKey() throws {
    let host = ViewHost(Editor())
    #expect(throws: ViewHostError.self) { try host.press("q", modifiers: .command) }
    let message = host.diagnostics.last { $0.kind == .interactionFailed }?.message
    #expect(
      message
        == "cannot press \"⌘Q\" (index 0): no key press handler took it and no control has that "
        + "keyboard shortcut; nodes to press: Button \"Save\" (⌘S); Button \"OK\" (↩); Button \"Cancel\" (⎋)"
    )
    // Shift with another modifier shows in menu order.
    #expect(KeyboardShortcut("z", modifiers: [.command, .shift, .option]).key == "z")
  }

  struct Board: View {
    @State var typed = ""
    var body: some View {
      VStack {
        Color.red.frame(width: 10, height: 10)
          .focusable()
          .onKeyPress(characters: .letters) { press in
            typed += press.characters
            return .handled
          }
        Text("typed \(typed)")
        Button("Inner") { typed += "!" }.keyboardShortcut("k", modifiers: [.command, .shift])
      }
      .keyboardShortcut("j")
    }
  }

  @Test("a focusable view takes keys pressed on it; an inner shortcut wins over an outer one")
  func focusableAndNestedShortcuts() throws {
    let host = ViewHost(Board())
    #expect(host.snapshot().first("Color")?.style("focusable") == "true")
    try host.press("a", on: "Color")
    try host.press("b", modifiers: .shift, on: "Color")
    // A digit is not a letter: nothing takes it, and the board has no shortcut for it.
    #expect(throws: ViewHostError.self) { try host.press("1", on: "Color") }
    try host.press("k", modifiers: [.shift, .command])
    #expect(host.snapshot().first("typed aB!") != nil)
    #expect(host.snapshot().first("Inner")?.style("keyboardShortcut") == "⇧⌘K")
    #expect(throws: ViewHostError.self) { try host.press("j") }
  }
}

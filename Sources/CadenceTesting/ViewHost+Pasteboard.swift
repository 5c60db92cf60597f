import Cadence
import Foundation

// Copying, as a person copies text or an item in another app before pasting it here.
extension ViewHost {
  /// Puts `items` on this host's pasteboard, replacing what was there, as copying them
  /// elsewhere does: paste buttons taking one of their types are enabled, and a tap pastes
  /// them. Each host has a pasteboard of its own.
  public func copy<T: Transferable>(_ items: T...) {
    copy(items)
  }

  /// Puts `items` on this host's pasteboard, replacing what was there.
  public func copy<T: Transferable>(_ items: [T]) {
    runtime.emit(
      .interaction, "copy \(items.count) \(T.self) item\(items.count == 1 ? "" : "s")", path: "")
    setEnvironment(\.pasteboard, Pasteboard(copying: items))
  }

  /// Empties this host's pasteboard.
  public func clearPasteboard() {
    runtime.emit(.interaction, "clear the pasteboard", path: "")
    setEnvironment(\.pasteboard, Pasteboard())
  }
}

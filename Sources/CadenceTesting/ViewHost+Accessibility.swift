import Cadence
import Foundation

// Accessibility actions, as VoiceOver performs them.
extension ViewHost {
  /// Performs the accessibility action `name` of the `index`-th view `query` matches (as `tap`
  /// matches, among views with accessibility actions): `default`, `escape`, `magicTap`, a
  /// custom action's name, `increment`/`decrement` on an adjustable view,
  /// `scroll.top`/`scroll.bottom`/`scroll.leading`/`scroll.trailing`, `zoomIn`/`zoomOut`.
  /// Throws when no view matches or the view has no action of that name (the error lists
  /// the ones it has).
  public func performAccessibilityAction(
    _ name: String, on query: String, index: Int = 0, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: Int = #column
  ) throws {
    let site = enter(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    let target = try interaction(
      query, index: index, action: "accessibility action \(name)", kind: .accessibilityAction)
    guard let perform = target.accessibilityActions[name] else {
      let message =
        "accessibility action \(name) on \(target.summary): it has no such action (it has "
        + target.accessibilityActions.keys.sorted().joined(separator: ", ") + ")"
      runtime.report(.interactionFailed, message, path: target.path)
      throw AccessibilityActionError(description: message)
    }
    runtime.emit(.interaction, "accessibility action \(name) \(target.summary)", path: target.path)
    runtime.send { perform() }
  }
}

/// An accessibility action a view does not have.
public struct AccessibilityActionError: Error, CustomStringConvertible {
  /// What was asked, and the actions the view has.
  public let description: String
}

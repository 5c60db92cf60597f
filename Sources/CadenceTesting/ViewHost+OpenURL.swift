import Cadence
import Foundation

// Opening a URL in the app, as the system does for a deep link.
extension ViewHost {
  /// Asks the app to open `url`, as the system does for a deep link: every `onOpenURL`
  /// handler in the tree runs, in the order it appeared. Throws when there is none (the
  /// URL would go nowhere).
  public func open(
    _ url: URL, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: Int = #column
  ) throws {
    let site = enter(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    runtime.emit(.interaction, "open URL \(url.absoluteString)", path: "")
    var handled = 0
    runtime.send { handled = runtime.context.openURL(url) }
    guard handled > 0 else {
      let message = "open URL \(url.absoluteString): no view has an onOpenURL handler"
      runtime.report(.interactionFailed, message, path: "")
      throw OpenURLError(description: message)
    }
  }
}

/// A URL no view handles.
public struct OpenURLError: Error, CustomStringConvertible {
  /// The URL, and why it was not opened.
  public let description: String
}

import Cadence
import Foundation

// Turning an Apple Watch's Digital Crown.
extension ViewHost {
  /// Turns the Digital Crown by `delta` (in the values of the view's binding) for the view
  /// `query` matches (`index` picks among several; nil: the only view taking the crown), then
  /// lets it rest: the binding moves within its range (around it when continuous; to the
  /// nearest step for a detent binding), `onChange` is told, then `onIdle`. Throws when no
  /// view takes the crown there.
  public func rotateDigitalCrown(
    _ query: String? = nil, by delta: Double, index: Int = 0, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: Int = #column
  ) throws {
    let site = enter(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    let target: Interaction
    if let query {
      target = try interaction(query, index: index, action: "turn the crown", kind: .digitalCrown)
    } else {
      let all = runtime.interactions(.digitalCrown)
      guard all.count == 1, let only = all.first else {
        let message =
          "turn the crown: \(all.count) views take it; name one (rotateDigitalCrown(\"…\", by:))"
        runtime.report(.interactionFailed, message, path: "")
        throw DigitalCrownError(description: message)
      }
      target = only
    }
    guard let rotation = target.features[DigitalCrownFeature.self] else { return }
    runtime.emit(.interaction, "turn the crown by \(delta)", path: "")
    runtime.send { rotation.rotate(delta) }
    runtime.send { rotation.idle() }
  }
}

/// A turn of the crown that found no view taking it.
public struct DigitalCrownError: Error, CustomStringConvertible {
  /// What was asked, and why it failed.
  public let description: String
}

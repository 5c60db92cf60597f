import Cadence
import Foundation

// Moving a pointer over views, as a trackpad or a mouse does on iPad and the Mac.
extension ViewHost {
  /// Moves the pointer over the view `query` matches (as `tap` matches; `index` picks among
  /// several): to `point` in its own coordinates, or its centre. The `onHover` and
  /// `onContinuousHover` handlers whose views the pointer enters, moves over or leaves are
  /// told. Throws when nothing matches, or when no hover handler is under the pointer.
  public func hover(
    _ query: String, index: Int = 0, at point: CGPoint? = nil, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: Int = #column
  ) throws {
    let site = enter(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    let matches = snapshot().all(query)
    guard matches.indices.contains(index) else {
      let message = "hover over \"\(query)\": \(matches.count) views match, none at \(index)"
      runtime.report(.interactionFailed, message, path: "")
      throw HoverError(description: message)
    }
    let frame = matches[index].frame
    let target =
      point.map { CGPoint(x: frame.minX + $0.x, y: frame.minY + $0.y) }
      ?? CGPoint(x: frame.midX, y: frame.midY)
    runtime.emit(
      .interaction, "hover over \"\(query)\" at (\(target.x), \(target.y))", path: "")
    var under = 0
    runtime.send { under = runtime.context.movePointer(to: target) }
    guard under > 0 else {
      let message = "hover over \"\(query)\": no onHover or onContinuousHover view is under it"
      runtime.report(.interactionFailed, message, path: "")
      throw HoverError(description: message)
    }
  }

  /// Takes the pointer away: every view it was over is told it left.
  public func endHover() {
    runtime.emit(.interaction, "pointer left", path: "")
    runtime.send { _ = runtime.context.movePointer(to: nil) }
  }
}

/// A hover that found nothing to hover over.
public struct HoverError: Error, CustomStringConvertible {
  /// What was asked, and why it failed.
  public let description: String
}

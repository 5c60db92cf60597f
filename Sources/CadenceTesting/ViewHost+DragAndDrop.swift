import Cadence
import Foundation

// Dragging a view onto a drop destination, as a person's long press, drag and release do.
extension ViewHost {
  /// Drags the `index`-th view `source` matches (a view with `draggable`; matched as `tap`
  /// matches) onto the `destinationIndex`-th view `destination` matches (a view with
  /// `dropDestination`), dropping at `location` in the destination's own coordinates (its
  /// centre when nil), as a person does: the payload is made as the drag begins; the
  /// destination is told it is targeted (`isTargeted(true)`), then, at the drop, that it no
  /// longer is (`isTargeted(false)`); the items are loaded through their transfer
  /// representations (the first of each that the destination's type imports) and the
  /// destination's action runs with them and the location, in an update at the current
  /// instant. Returns what the action returned (false when no item loaded: the action is not
  /// run, and each item that did not load is reported).
  ///
  /// Throws when either view is not found, when the payload offers no content type the
  /// destination takes (a person's drag is refused there: the destination is not targeted),
  /// or when `location` is outside the destination.
  @discardableResult
  public func drag(
    _ source: String, onto destination: String, index: Int = 0, destinationIndex: Int = 0,
    at location: CGPoint? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: Int = #column
  ) async throws -> Bool {
    let site = enter(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    let lifted = try interaction(source, index: index, action: "drag", kind: .drag)
    let target = try interaction(
      destination, index: destinationIndex, action: "drop", kind: .drop)
    guard let dragSource = lifted.features[DragSourceFeature.self],
      let dropDestination = target.features[DropDestinationFeature.self]
    else {
      throw dragRefusal(source, destination, reason: "it cannot be dragged or dropped on")
    }
    let items = dragSource.items()
    let offered = items.flatMap(\.contentTypes)
    let taken = dropDestination.contentTypes
    guard offered.contains(where: { type in taken.contains(where: type.conforms) }) else {
      throw dragRefusal(
        source, destination,
        reason:
          "\(target.summary) takes \(Self.list(taken)); "
          + "the payload offers \(Self.list(offered))")
    }
    let size = target.frame.size
    let point = location ?? CGPoint(x: size.width / 2, y: size.height / 2)
    guard point.x >= 0, point.y >= 0, point.x <= size.width, point.y <= size.height else {
      throw dragRefusal(
        source, destination,
        reason:
          "(\(point.x), \(point.y)) is outside the destination's \(size.width) × "
          + "\(size.height) points")
    }
    runtime.emit(
      .interaction,
      "drag \(lifted.summary) onto \(target.summary) at (\(point.x), \(point.y))",
      path: target.path)
    var refusal: String?
    runtime.send { refusal = dropDestination.enter(items, point) }
    if let refusal {
      throw dragRefusal(source, destination, reason: "\(target.summary) refuses it: \(refusal)")
    }
    let drop = await dropDestination.prepare(items, point, size)
    for failure in drop.failures {
      runtime.report(.interactionFailed, "drop on \(target.summary): \(failure)", path: target.path)
    }
    var accepted = false
    runtime.send { accepted = drop.perform() }
    return accepted
  }

  /// The error for a drag a person could not make, reported as it is thrown.
  private func dragRefusal(_ source: String, _ destination: String, reason: String)
    -> ViewHostError
  {
    let error = ViewHostError(
      action: "drag onto \"\(destination)\"", query: source, index: 0, matchCount: 1,
      candidates: [], candidateCount: 0, reason: reason)
    runtime.report(.interactionFailed, error.description, path: "")
    return error
  }

  private static func list(_ types: [UTType]) -> String {
    types.isEmpty ? "nothing" : types.map(\.identifier).joined(separator: ", ")
  }
}

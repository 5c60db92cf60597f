import Foundation

// Dragging a view's transferable payload onto a drop destination, as a person's long press
// and drag do. Headless there is no drag session: a host's `drag(_:onto:)` lifts the
// payload, hovers it over the destination (`isTargeted` true, then false) and drops it, the
// items loaded through their transfer representations before the destination's action runs.

/// Marks a view as draggable: its node offers the payload to a host's drag, and records the
/// payload's content types (`draggable`).
struct _DraggableModifier<Payload: Transferable>: RenderModifier {
  static var attributeName: String { "draggable" }
  typealias Body = Never
  let payload: () -> Payload

  func apply(to item: inout RenderItem) {
    item.setStyleIfAbsent(
      Payload.exportedContentTypes(.ownProcess).map(\.identifier).joined(separator: ", "),
      for: "draggable")
    let payload = payload
    item.features[DragSourceFeature.self] = DragSource { [DragItem(payload())] }
  }
}

/// Marks a view as a drop destination for `Payload`: its node takes a host's drop, and
/// records the types it takes (`dropDestination`).
struct _DropDestinationModifier<Payload: Transferable>: RenderModifier {
  static var attributeName: String { "dropDestination" }
  typealias Body = Never
  let action: ([Payload], CGPoint) -> Bool
  let isTargeted: (Bool) -> Void

  func apply(to item: inout RenderItem) {
    let types = Payload.importedContentTypes()
    item.setStyleIfAbsent(types.map(\.identifier).joined(separator: ", "), for: "dropDestination")
    let action = action
    let isTargeted = isTargeted
    item.features[DropDestinationFeature.self] = DropDestination(
      contentTypes: types,
      enter: { _, _ in
        isTargeted(true)
        return nil
      },
      prepare: { items, location, _ in
        let (loaded, failures) = await DragItem.load(items, as: Payload.self)
        let perform: @MainActor () -> Bool = {
          isTargeted(false)
          return loaded.isEmpty ? false : action(loaded, location)
        }
        return (perform, failures)
      })
  }
}

extension View {
  /// Lets a person drag the view, carrying the payload `payload` makes when the drag begins.
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
    modifier(_DraggableModifier(payload: payload))
  }

  /// Lets a person drag the view, carrying the payload, under the preview given (a drag
  /// preview is drawn only while dragging: headless it is not rendered).
  public func draggable<V: View, T: Transferable>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
  ) -> some View {
    modifier(_DraggableModifier(payload: payload))
  }

  /// Lets a person drop items of `payloadType` on the view: `action` gets the items loaded and
  /// the drop's location in the view, and says whether the drop was taken; `isTargeted` is
  /// told when a drag enters (true) and leaves or drops (false).
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> some View {
    modifier(_DropDestinationModifier(action: action, isTargeted: isTargeted))
  }

  /// Sets the document the navigation bar's title offers to share and drag (recorded as
  /// `navigationDocument`: its description and the types it exports).
  public func navigationDocument<D: Transferable>(_ document: D) -> some View {
    recorded(
      "navigationDocument",
      "\(document) as "
        + D.exportedContentTypes(.ownProcess).map(\.identifier).joined(separator: ", "))
  }

  /// Sets the document the navigation bar's title offers, with its share preview (recorded
  /// as `navigationDocument` and `navigationDocument.preview`).
  public func navigationDocument<D: Transferable>(
    _ document: D, preview: SharePreview<Never, Never>
  ) -> some View {
    navigationDocument(document).recorded("navigationDocument.preview", preview.title)
  }
}

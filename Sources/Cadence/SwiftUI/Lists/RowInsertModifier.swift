import Foundation

/// Makes each row of a `ForEach` a place to drop items into the collection (`onInsert`,
/// `dropDestination(for:action:)`): a drop on a row's upper half inserts before it, on its
/// lower half after it; the action gets that offset among the `ForEach`'s rows and the items.
/// Each row records the types it takes (`onInsert`).
public struct _RowInsertModifier: RenderModifier, _DynamicViewContentModifier {
  static let attributeName = "onInsert"
  public typealias Body = Never
  let contentTypes: [UTType]
  /// What loads the items dropped: it returns what inserts them at an offset (nil when none
  /// loaded), and the failures.
  typealias Receive = @MainActor ([DragItem]) async -> ((@MainActor (Int) -> Void)?, [String])
  /// Loads the items dropped.
  let receive: Receive

  func apply(to item: inout RenderItem) {
    item.setStyleIfAbsent(contentTypes.map(\.identifier).joined(separator: ", "), for: "onInsert")
    // A row knows its offset only when a host acts on it (`wrapInteraction`); rendered, it
    // is marked as a drop destination of its types.
    item.features[DropDestinationFeature.self] = DropDestination(
      contentTypes: contentTypes, enter: { _, _ in "it is not a row of a ForEach" },
      prepare: { _, _, _ in ({ false }, []) })
  }

  func wrapInteraction(_ item: inout RenderItem, below node: _ViewNode, source: _ViewNode) {
    guard let row = source.row(below: node) else { return }
    item.features[DropDestinationFeature.self] = Self.destination(
      contentTypes, offset: row.offset, receive: receive)
  }

  /// What hands the providers of the items of `types` dropped to `action`, with the offset.
  static func providers(
    of types: [UTType], to action: @escaping (Int, [NSItemProvider]) -> Void
  ) -> Receive {
    { items in
      let providers = items.filter { $0.conforms(toAnyOf: types) }.map(\.provider)
      guard !providers.isEmpty else { return (nil, []) }
      let insert: @MainActor (Int) -> Void = { offset in action(offset, providers) }
      return (insert, [])
    }
  }

  /// What loads the items dropped as `T`s and hands them to `action`, with the offset.
  static func items<T: Transferable>(
    of type: T.Type, to action: @escaping (Int, [T]) -> Void
  ) -> Receive {
    { items in
      let (loaded, failures) = await DragItem.load(items, as: T.self)
      guard !loaded.isEmpty else { return (nil, failures) }
      let insert: @MainActor (Int) -> Void = { offset in action(offset, loaded) }
      return (insert, failures)
    }
  }

  /// The drop destination of the row at `offset`: a drop on its upper half inserts at the
  /// offset, on its lower half after it.
  static func destination(_ contentTypes: [UTType], offset: Int, receive: @escaping Receive)
    -> DropDestination
  {
    DropDestination(
      contentTypes: contentTypes, enter: { _, _ in nil },
      prepare: { items, location, size in
        let (insert, failures) = await receive(items)
        let at = location.y > size.height / 2 ? offset + 1 : offset
        return (
          {
            guard let insert else { return false }
            insert(at)
            return true
          }, failures
        )
      })
  }

  public static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    makeOrUpdateRenderModifier(view, node: node, in: context)
  }
}

/// A modifier that keeps its content a `DynamicViewContent` (the row actions and inserts of a
/// `ForEach`).
public protocol _DynamicViewContentModifier: ViewModifier {}

extension _RowActionModifier: _DynamicViewContentModifier {}

extension DynamicViewContent {
  /// Lets a person drop items of `supportedContentTypes` among the rows: `action` gets the
  /// offset to insert at and the providers of the items.
  public func onInsert(
    of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void
  ) -> some DynamicViewContent {
    modifier(
      _RowInsertModifier(
        contentTypes: supportedContentTypes,
        receive: _RowInsertModifier.providers(of: supportedContentTypes, to: action)))
  }

  /// Lets a person drop items of the types `acceptedTypeIdentifiers` names among the rows.
  @available(*, deprecated, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
  public func onInsert(
    of acceptedTypeIdentifiers: [String], perform action: @escaping (Int, [NSItemProvider]) -> Void
  ) -> some DynamicViewContent {
    onInsert(of: acceptedTypeIdentifiers.map(contentType(named:)), perform: action)
  }

  /// Lets a person drop items of `payloadType` among the rows: `action` gets the items loaded
  /// and the offset to insert them at.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void
  ) -> some DynamicViewContent {
    modifier(
      _RowInsertModifier(
        contentTypes: T.importedContentTypes(),
        receive: _RowInsertModifier.items(of: T.self) { offset, items in action(items, offset) }))
  }
}

import Foundation

/// Rows of a table made of a collection's elements (a `ForEach` of rows): items can be
/// dropped among them (`onInsert`, `dropDestination(for:action:)`).
@MainActor @preconcurrency
public protocol DynamicTableRowContent: TableRowContent {
  /// The collection.
  associatedtype Data: Collection
  /// The collection the rows are made of.
  var data: Data { get }
}

extension ForEach: DynamicTableRowContent where Content: TableRowContent {}

extension ModifiedContent: DynamicTableRowContent
where Content: DynamicTableRowContent, Modifier: _TableRowContentModifier {
  /// The collection the modified rows are made of.
  public var data: Content.Data { content.data }
}

/// Makes each row of a `ForEach` of rows a place to drop items into the collection: a drop on
/// a row's upper half inserts before it, on its lower half after it (each row records the
/// types it takes as `onInsert`).
public struct OnInsertTableRowModifier: _TableRowContentModifier {
  let contentTypes: [UTType]
  let receive: _RowInsertModifier.Receive

  /// The rows as drop destinations.
  public var body: some _TableRowContentModifier {
    let (contentTypes, receive) = (contentTypes, receive)
    return _TableRowEffectModifier { view, offset in
      AnyView(
        view.modifier(
          _TableRowInsertTarget(contentTypes: contentTypes, offset: offset, receive: receive)))
    }
  }
}

/// A row of a table that takes drops inserting at its offset (or after it).
struct _TableRowInsertTarget: RenderModifier {
  static var attributeName: String { "onInsert" }
  typealias Body = Never
  let contentTypes: [UTType]
  let offset: Int
  let receive: _RowInsertModifier.Receive

  func apply(to item: inout RenderItem) {
    item.setStyleIfAbsent(contentTypes.map(\.identifier).joined(separator: ", "), for: "onInsert")
    item.features[DropDestinationFeature.self] = _RowInsertModifier.destination(
      contentTypes, offset: offset, receive: receive)
  }
}

extension DynamicTableRowContent {
  /// Lets a person drop items of `supportedContentTypes` among the rows: `action` gets the
  /// offset to insert at and the providers of the items.
  public func onInsert(
    of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void
  ) -> ModifiedContent<Self, OnInsertTableRowModifier> {
    ModifiedContent(
      content: self,
      modifier: OnInsertTableRowModifier(
        contentTypes: supportedContentTypes,
        receive: _RowInsertModifier.providers(of: supportedContentTypes, to: action)))
  }

  /// Lets a person drop items of `payloadType` among the rows: `action` gets the offset to
  /// insert at and the items loaded.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping (Int, [T]) -> Void
  ) -> ModifiedContent<Self, OnInsertTableRowModifier> {
    ModifiedContent(
      content: self,
      modifier: OnInsertTableRowModifier(
        contentTypes: T.importedContentTypes(),
        receive: _RowInsertModifier.items(of: T.self, to: action)))
  }
}

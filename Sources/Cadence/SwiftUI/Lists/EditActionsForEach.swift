import Foundation

extension ForEach {
  /// Creates views from a binding to a collection, each given a binding to its element, with
  /// the edit actions `editActions` offers on the rows.
  @MainActor
  public init<C: MutableCollection & RandomAccessCollection, R: View>(
    _ data: Binding<C>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> R
  )
  where
    Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID,
    Content == EditableCollectionContent<R, C>, C.Element: Identifiable, C.Index: Hashable
  {
    self.init(data, id: \.id, editActions: editActions, content: content)
  }

  /// Creates views from a binding to a collection identified by `id`, each given a binding to
  /// its element, with the edit actions `editActions` offers on the rows.
  @MainActor
  public init<C: MutableCollection & RandomAccessCollection, R: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> R
  )
  where
    Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>,
    C.Index: Hashable
  {
    let collection = IndexedIdentifierCollection(base: data.wrappedValue) { $0[keyPath: id] }
    self.init(
      data: collection, identify: { $0.id }, idDescription: "\(id)",
      content: { element in
        let elementID = element.id
        let initial = data.wrappedValue[element.index]
        // The element is found by its identifier when the collection changed under it.
        let locate: (C) -> C.Index? = { items in
          if items.indices.contains(element.index), items[element.index][keyPath: id] == elementID {
            return element.index
          }
          return items.firstIndex { $0[keyPath: id] == elementID }
        }
        let binding = Binding<C.Element>(
          get: { locate(data.wrappedValue).map { data.wrappedValue[$0] } ?? initial },
          set: { value in
            guard let position = locate(data.wrappedValue) else { return }
            data.wrappedValue[position] = value
          })
        return EditableCollectionContent(
          content: content(binding), actions: editActions,
          delete: { Self.remove(elementID, by: id, from: data) },
          move: { Self.move(elementID, by: id, in: data, toOffset: $0) })
      })
  }

  /// Removes the element identified by `elementID` from the bound collection, when it can
  /// remove elements (a `RangeReplaceableCollection`, as SwiftUI's `.delete` asks); another
  /// kind is left as it is, and that is reported.
  @MainActor
  private static func remove<C: MutableCollection>(
    _ elementID: ID, by id: KeyPath<C.Element, ID>, from data: Binding<C>
  ) {
    guard let removable = data.wrappedValue as? any RangeReplaceableCollection,
      let collection = removing(
        from: removable, where: { ($0 as? C.Element)?[keyPath: id] == elementID })
        as? C
    else {
      UpdateContext.current?.report(
        .interactionFailed,
        "the row \(elementID) was not deleted: edit actions delete from a collection that "
          + "can remove elements (RangeReplaceableCollection), and this one is a \(C.self)",
        path: "")
      return
    }
    data.wrappedValue = collection
  }

  /// Moves the element identified by `elementID` in the bound collection to before the
  /// element at `destination`, counted before the move (the count: to the end), as
  /// `move(fromOffsets:toOffset:)` does; the elements between shift by one.
  @MainActor
  private static func move<C: MutableCollection & RandomAccessCollection>(
    _ elementID: ID, by id: KeyPath<C.Element, ID>, in data: Binding<C>, toOffset destination: Int
  ) {
    var items = data.wrappedValue
    guard let position = items.firstIndex(where: { $0[keyPath: id] == elementID }) else { return }
    let source = items.distance(from: items.startIndex, to: position)
    let target = min(max(destination > source ? destination - 1 : destination, 0), items.count - 1)
    guard target != source else { return }
    let step = target > source ? 1 : -1
    var current = source
    while current != target {
      let here = items.index(items.startIndex, offsetBy: current)
      items.swapAt(here, items.index(here, offsetBy: step))
      current += step
    }
    data.wrappedValue = items
  }

  private static func removing<R: RangeReplaceableCollection>(
    from collection: R, where matches: (Any) -> Bool
  ) -> R {
    var copy = collection
    copy.removeAll { matches($0) }
    return copy
  }
}

extension List {
  /// Creates a list of rows from a binding to identifiable data, with edit actions.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, editActions: EditActions<Data>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
      EditableCollectionContent<RowContent, Data>
    >, Data.Element: Identifiable, Data.Index: Hashable, SelectionValue == Never
  {
    self.init { ForEach(data, editActions: editActions, content: rowContent) }
  }

  /// Creates a list of rows from a binding to data identified by `id`, with edit actions.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>
    >, Data.Index: Hashable, SelectionValue == Never
  {
    self.init { ForEach(data, id: id, editActions: editActions, content: rowContent) }
  }

  /// Creates a list of rows from a binding to identifiable data, with edit actions and a
  /// selection of one row or none.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, editActions: EditActions<Data>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
      EditableCollectionContent<RowContent, Data>
    >, Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init(selection: selection) {
      ForEach(data, editActions: editActions, content: rowContent)
    }
  }

  /// Creates a list of rows from a binding to identifiable data, with edit actions and a
  /// selection of a set of rows.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, editActions: EditActions<Data>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
      EditableCollectionContent<RowContent, Data>
    >, Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init(selection: selection) {
      ForEach(data, editActions: editActions, content: rowContent)
    }
  }

  /// Creates a list of rows from a binding to data identified by `id`, with edit actions and
  /// a selection of one row or none.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>
    >, Data.Index: Hashable
  {
    self.init(selection: selection) {
      ForEach(data, id: id, editActions: editActions, content: rowContent)
    }
  }
}

/// The children of an outline group's subgroup: the rows below a disclosure group.
public struct OutlineSubgroupChildren: View {
  let content: AnyView

  public var body: some View { content }
}

/// A tree of rows: each element with children is a `DisclosureGroup` (collapsed at first;
/// the host taps its label to expand it) whose content is its children's rows, each element
/// without is its row.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
  /// What the group is made of: its rows as a view (a list's outline) or as a table's rows.
  let rows: @MainActor () -> Any
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
  public var body: some View {
    // Views of an outline are made by the initializers that make it a view.
    rows() as? AnyView ?? AnyView(EmptyView())
  }
}

@MainActor
extension OutlineGroup
where
  Parent == Leaf, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren>, Leaf: View
{
  /// An outline of identifiable elements whose children are at `children` (nil: a leaf).
  public init<DataElement: Identifiable>(
    _ data: Data, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    rows = { Self.rows(data, id: \.id, children: children, content: content) }
  }

  /// An outline of elements identified by `id`, whose children are at `children`.
  public init<DataElement>(
    _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    rows = { Self.rows(data, id: id, children: children, content: content) }
  }

  /// An outline of one identifiable root and its descendants.
  public init<DataElement: Identifiable>(
    _ root: DataElement, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    rows = {
      Self.row(root, id: \.id, children: children, content: content)
    }
  }

  /// An outline of one root identified by `id` and its descendants.
  public init<DataElement>(
    _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    rows = { Self.row(root, id: id, children: children, content: content) }
  }

  /// The rows of `data`, each element's children below it.
  @MainActor
  static func rows(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    content: @escaping (Data.Element) -> Leaf
  ) -> AnyView {
    AnyView(
      ForEach(data, id: id) { element in
        row(element, id: id, children: children, content: content)
      })
  }

  /// The row of `element`: a disclosure group of its children, or its content.
  @MainActor
  static func row(
    _ element: Data.Element, id: KeyPath<Data.Element, ID>,
    children: KeyPath<Data.Element, Data?>, content: @escaping (Data.Element) -> Leaf
  ) -> AnyView {
    guard let subgroup = element[keyPath: children] else { return AnyView(content(element)) }
    return AnyView(
      DisclosureGroup {
        OutlineSubgroupChildren(
          content: rows(subgroup, id: id, children: children, content: content))
      } label: {
        content(element)
      })
  }
}

@MainActor
extension List {
  /// Creates a hierarchical list: rows for `data`, each element's children (at `children`)
  /// below it in a disclosure group.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent,
      DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >, Data.Element: Identifiable, SelectionValue == Never
  {
    self.init { OutlineGroup(data, children: children, content: rowContent) }
  }

  /// Creates a hierarchical list of elements identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >, SelectionValue == Never
  {
    self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
  }
}

extension List {
  /// Creates a hierarchical list with a selection of one row: a tapped row (at any depth)
  /// selects its element's identifier.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent,
      DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >, Data.Element: Identifiable
  {
    self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
  }

  /// Creates a hierarchical list of elements identified by `id`, with a selection of one row.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >
  {
    self.init(selection: selection) {
      OutlineGroup(data, id: id, children: children, content: rowContent)
    }
  }
}

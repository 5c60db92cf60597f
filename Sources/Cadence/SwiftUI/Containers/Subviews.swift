/// One of the views a custom container was given (iOS 18), from `Group(subviews:transform:)`
/// or `ForEach(subviews:content:)`: a view itself, with an identity and the container values
/// the view set. A `ForEach`'s elements are subviews each, as are the views of a block, an
/// `if`'s shown branch and a `Group`'s content; a view of your own type is one subview (its
/// body is not opened: Cadence evaluates bodies only where they are mounted).
public struct Subview: Identifiable {
  /// A subview's identity: its place in the content, with the element identifiers of the
  /// `ForEach`es it came from.
  public struct ID: Hashable, @unchecked Sendable {
    let path: [AnyHashable]
  }

  /// The subview's identity.
  public let id: Subview.ID
  /// The container values the subview set.
  public let containerValues: ContainerValues
  let view: AnyView
}

extension Subview: View {
  public var body: some View { view }
}

/// The subviews of a container's content, in order (iOS 18): a collection, and a view that
/// shows them all.
public struct SubviewsCollection: RandomAccessCollection {
  let subviews: [Subview]

  /// The first index: 0.
  public var startIndex: Int { 0 }
  /// One past the last index.
  public var endIndex: Int { subviews.count }

  /// The subview at `index`.
  public subscript(index: Int) -> Subview { subviews[index] }

  /// The subviews in `bounds`.
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
    SubviewsCollectionSlice(subviews: subviews[bounds])
  }
}

extension SubviewsCollection: View {
  public var body: some View { ForEach(subviews) { $0 } }
}

/// Some of a container's subviews: a collection, and a view that shows them.
public struct SubviewsCollectionSlice: RandomAccessCollection {
  let subviews: ArraySlice<Subview>

  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }
  public subscript(index: Int) -> Subview { subviews[index] }

  /// The subviews in `bounds`.
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
    SubviewsCollectionSlice(subviews: subviews[bounds])
  }
}

extension SubviewsCollectionSlice: View {
  public var body: some View { ForEach(Array(subviews)) { $0 } }
}

/// The content of `Group(subviews:transform:)`: the base's subviews, transformed.
public struct GroupElementsOfContent<Subviews: View, Content: View> {
  let base: Subviews
  let transform: (SubviewsCollection) -> Content
}

extension GroupElementsOfContent: View {
  public var body: some View {
    transform(SubviewsCollection(subviews: SubviewCollector.subviews(of: base)))
  }
}

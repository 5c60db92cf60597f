import Foundation

// A binding to a mutable collection is a collection of bindings to its elements, as in
// SwiftUI (`Toggle(sources: $alarms, isOn: \.isOn)`, `for $item in $items`). Bindings live on
// the main actor, so the conformances are isolated to it.

extension Binding: @MainActor Sequence where Value: MutableCollection {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: @MainActor Collection where Value: MutableCollection {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices

  public var startIndex: Index { wrappedValue.startIndex }
  public var endIndex: Index { wrappedValue.endIndex }
  public var indices: Value.Indices { wrappedValue.indices }

  public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

  public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }

  /// A binding to the element at `position` (read and written through this binding).
  public subscript(position: Index) -> Binding<Value.Element> {
    let base = self
    return Binding<Value.Element> {
      base.wrappedValue[position]
    } set: { value, transaction in
      var collection = base.wrappedValue
      collection[position] = value
      withTransaction(transaction) { base.wrappedValue = collection }
    }
  }
}

extension Binding: @MainActor BidirectionalCollection
where Value: BidirectionalCollection & MutableCollection {
  public func index(before i: Index) -> Index { wrappedValue.index(before: i) }

  public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: @MainActor RandomAccessCollection
where Value: MutableCollection & RandomAccessCollection {}

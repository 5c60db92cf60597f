/// Builds a transfer representation from the representations listed in a
/// `transferRepresentation` or a `body`, the first the preferred.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
  /// A representation listed alone.
  public static func buildExpression<Content: TransferRepresentation>(
    _ content: Content
  ) -> Content where Content.Item == Item {
    content
  }

  /// One representation.
  public static func buildBlock<Content: TransferRepresentation>(
    _ content: Content
  ) -> Content where Content.Item == Item {
    content
  }

  /// The first of several representations.
  public static func buildPartialBlock<Content: TransferRepresentation>(
    first content: Content
  ) -> Content where Content.Item == Item {
    content
  }

  /// The representations so far and the next, the ones so far preferred.
  public static func buildPartialBlock<
    Accumulated: TransferRepresentation, Next: TransferRepresentation
  >(
    accumulated: Accumulated, next: Next
  ) -> TupleTransferRepresentation<Item, (Accumulated, Next)>
  where Accumulated.Item == Item, Next.Item == Item {
    TupleTransferRepresentation(
      value: (accumulated, next),
      entries: accumulated._transferEntries() + next._transferEntries())
  }

  /// A representation available only on some systems.
  public static func buildLimitedAvailability<Content: TransferRepresentation>(
    _ content: Content
  ) -> Content where Content.Item == Item {
    content
  }
}

/// Representations listed together, the first the preferred.
public struct TupleTransferRepresentation<Item: Transferable, Value>: TransferRepresentation,
  @unchecked Sendable
{
  // Sendable: `value` is a pair of representations, each `Sendable` (the builder makes it).
  /// The representations.
  let value: Value
  private let entries: [_TransferEntry<Item>]

  init(value: Value, entries: [_TransferEntry<Item>]) {
    self.value = value
    self.entries = entries
  }

  /// Primitive: its entries are its representations'.
  public typealias Body = Never

  /// The representations' entries, in order.
  public func _transferEntries() -> [_TransferEntry<Item>] { entries }
}

// What a representation's modifiers change: when it exports, the file name it suggests, and
// who may receive it.

extension TransferRepresentation {
  /// The representation, exporting only the items for which `condition` is true (an item
  /// it does not export is offered through the next representation that does).
  public func exportingCondition(
    _ condition: @escaping @Sendable (Item) -> Bool
  ) -> _ModifiedTransferRepresentation<Self> {
    _ModifiedTransferRepresentation(base: self) { entry in
      let previous = entry.condition
      entry.condition = { item in (previous?(item) ?? true) && condition(item) }
    }
  }

  /// The representation, suggesting `fileName` for the exported item's file.
  public func suggestedFileName(_ fileName: String) -> _ModifiedTransferRepresentation<Self> {
    _ModifiedTransferRepresentation(base: self) { entry in entry.fileName = { _ in fileName } }
  }

  /// The representation, suggesting the file name `fileName` gives for each exported item.
  public func suggestedFileName(
    _ fileName: @escaping @Sendable (Item) -> String?
  ) -> _ModifiedTransferRepresentation<Self> {
    _ModifiedTransferRepresentation(base: self) { entry in entry.fileName = fileName }
  }

  /// The representation, offered only to receivers `visibility` reaches.
  public func visibility(
    _ visibility: TransferRepresentationVisibility
  ) -> _ModifiedTransferRepresentation<Self> {
    _ModifiedTransferRepresentation(base: self) { entry in entry.visibility = visibility }
  }
}

/// A representation with a modifier's change to each of its entries (a condition, a file
/// name, a visibility).
public struct _ModifiedTransferRepresentation<Base: TransferRepresentation>:
  TransferRepresentation
{
  /// Primitive.
  public typealias Body = Never
  let base: Base
  let change: @Sendable (inout _TransferEntry<Base.Item>) -> Void

  /// The base's entries, changed.
  public func _transferEntries() -> [_TransferEntry<Base.Item>] {
    base._transferEntries().map { entry in
      var entry = entry
      change(&entry)
      return entry
    }
  }
}

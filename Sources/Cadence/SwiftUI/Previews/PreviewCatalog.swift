/// The previews of the running program: every `#Preview` (a type conforming to
/// `PreviewRegistry`) and every `PreviewProvider`, found in the Swift runtime's conformance
/// records of each loaded image. A preview type must be public or used to keep its record
/// in a release build; the types `#Preview` generates are public.
public enum PreviewCatalog {
  /// A preview found in the program.
  public struct Item: Sendable {
    /// What the preview is.
    public enum Kind: Sendable, Equatable {
      /// A `#Preview`.
      case macro
      /// A `PreviewProvider` type (its name).
      case provider(String)
    }

    public let kind: Kind
    /// The file (`Module/File.swift`) of a `#Preview`; nil for a provider.
    public let fileID: String?
    /// The line and column of a `#Preview`'s `#`; 0 for a provider.
    public let line: Int
    public let column: Int
    package let type: any Any.Type

    /// The preview itself (its name, traits and views); throws what its body throws.
    @MainActor
    public func makePreview() throws -> Preview {
      if let registry = type as? any PreviewRegistry.Type {
        return try registry.makePreview()
      }
      let provider = type as! any PreviewProvider.Type
      return Self.preview(of: provider)
    }

    @MainActor
    private static func preview<P: PreviewProvider>(of provider: P.Type) -> Preview {
      Preview(String(describing: provider)) { P.previews }
    }
  }

  /// Every preview of the program, `#Preview`s by file and line, then providers by name.
  @MainActor
  public static func all() -> [Item] {
    var items: [Item] = []
    for type in ConformanceRecords.types(conformingTo: ["PreviewRegistry", "PreviewProvider"]) {
      if let registry = type as? any PreviewRegistry.Type {
        items.append(
          Item(
            kind: .macro, fileID: registry.fileID, line: registry.line, column: registry.column,
            type: type))
      } else if type is any PreviewProvider.Type {
        items.append(
          Item(
            kind: .provider(String(describing: type)), fileID: nil, line: 0, column: 0, type: type))
      }
    }
    return items.sorted { a, b in
      switch (a.kind, b.kind) {
      case (.macro, .provider): return true
      case (.provider, .macro): return false
      case (.provider(let x), .provider(let y)): return x < y
      case (.macro, .macro):
        return (a.fileID ?? "", a.line, a.column) < (b.fileID ?? "", b.line, b.column)
      }
    }
  }
}

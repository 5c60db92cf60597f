/// What renames the item of a view, set with `renameAction(_:)`: a closure, or a focus state
/// that moves the focus to the field that edits the name.
public struct RenameAction {
  let action: @MainActor () -> Void

  /// Starts renaming.
  @MainActor
  public func callAsFunction() { action() }
}

extension EnvironmentValues {
  /// The rename action of the views below, when one is set (`renameAction(_:)`).
  @Entry public var rename: RenameAction? = nil
}

extension View {
  /// Renames by focusing the field `isFocused` is bound to: `RenameButton` and `\.rename`
  /// below set it to true.
  public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
    environment(\.rename, RenameAction { isFocused.wrappedValue = true })
  }

  /// Renames by running `action`: `RenameButton` and `\.rename` below run it.
  @preconcurrency public func renameAction(_ action: @escaping @MainActor () -> Void) -> some View {
    environment(\.rename, RenameAction(action: action))
  }
}

/// A button that starts renaming with the rename action of its environment
/// (`renameAction(_:)`); disabled where there is none.
public struct RenameButton<Label: View>: View {
  @Environment(\.rename) private var rename

  /// A button labelled "Rename" with a pencil.
  public init() where Label == Cadence.Label<Text, Image> {}

  public var body: some View {
    let rename = rename
    Button("Rename", systemImage: "pencil") { rename?() }
      .disabled(rename == nil)
  }
}

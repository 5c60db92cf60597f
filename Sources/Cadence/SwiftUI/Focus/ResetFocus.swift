/// The action that puts the focus back where a focus scope's default focus is
/// (`prefersDefaultFocus(_:in:)`): recorded as an `interaction` event (`resetFocus in …`), as
/// the default focus itself is recorded.
public struct ResetFocusAction: Sendable {
  /// The tree of the views the action is read in (its requests are recorded there).
  let tree: Int?

  /// Resets the focus in the scope `namespace`.
  @MainActor
  public func callAsFunction(in namespace: Namespace.ID) {
    WindowRequest.record("resetFocus in \(namespace)", in: tree)
  }
}

extension EnvironmentValues {
  /// The action that resets the focus to a scope's default (recorded).
  public var resetFocus: ResetFocusAction { ResetFocusAction(tree: treeNumber) }
}

/// The action that puts the focus back where a focus scope's default focus is
/// (`prefersDefaultFocus(_:in:)`): recorded as an `interaction` event (`resetFocus in …`), as
/// the default focus itself is recorded.
public struct ResetFocusAction: Sendable {
  /// Resets the focus in the scope `namespace`.
  @MainActor
  public func callAsFunction(in namespace: Namespace.ID) {
    WindowRequest.record("resetFocus in \(namespace)")
  }
}

extension EnvironmentValues {
  /// The action that resets the focus to a scope's default (recorded).
  @Entry public var resetFocus = ResetFocusAction()
}

/// When a default focus placement (`defaultFocus(_:_:priority:)`) applies.
public struct DefaultFocusEvaluationPriority: Sendable, Hashable {
  let isUserInitiated: Bool

  /// When the focus moves into the view's branch automatically (the view appears), not when a
  /// person moves it there.
  public static let automatic = DefaultFocusEvaluationPriority(isUserInitiated: false)
  /// Whenever the focus moves into the view's branch.
  public static let userInitiated = DefaultFocusEvaluationPriority(isUserInitiated: true)
}

extension View {
  /// Gives the focus to `value` when this view appears and nothing has taken it yet (the
  /// binding still holds its focus state's initial value): the focus moving into the branch
  /// automatically. Recorded as `defaultFocus`.
  public func defaultFocus<V: Hashable>(
    _ binding: FocusState<V>.Binding, _ value: V,
    priority: DefaultFocusEvaluationPriority = .automatic
  ) -> some View {
    recorded(
      "defaultFocus",
      "\(value)" + (priority.isUserInitiated ? " (userInitiated)" : "")
    ).onAppear {
      if binding.wrappedValue == binding.fallback { binding.wrappedValue = value }
    }
  }

  /// Makes this view a focus scope named `namespace`, for `prefersDefaultFocus(_:in:)` below
  /// it (recorded as `focusScope`; a platform with focus navigation uses it).
  public func focusScope(_ namespace: Namespace.ID) -> some View {
    recorded("focusScope", "\(namespace)")
  }

  /// Makes this view a section that directional focus moves into as a whole (recorded as
  /// `focusSection`; tvOS and macOS keyboard navigation use it).
  public func focusSection() -> some View {
    recorded("focusSection", "true")
  }

  /// Prefers this view for the default focus in the scope `namespace` (recorded as
  /// `prefersDefaultFocus`).
  public func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID)
    -> some View
  {
    recorded("prefersDefaultFocus", prefersDefaultFocus ? "\(namespace)" : "false")
  }
}

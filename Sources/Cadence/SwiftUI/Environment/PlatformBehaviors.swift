// Modifiers of behaviours that belong to a platform's windows and navigation: the ones a host
// can see are real (a hidden table header is not drawn; a long touch is a long press), the
// others recorded.

extension EnvironmentValues {
  /// Whether the tables below show their column headers (`tableColumnHeaders(_:)`).
  @Entry var tableColumnHeaders: Visibility = .automatic
}

extension View {
  /// Shows or hides the column headers of the tables below: hidden, the header row is not
  /// there.
  public func tableColumnHeaders(_ visibility: Visibility) -> some View {
    environment(\.tableColumnHeaders, visibility)
  }

  /// Says which external events (URLs, user activities) the scene of this view prefers and
  /// allows to handle (recorded as `handlesExternalEvents`: the two sets, sorted).
  public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
    recorded(
      "handlesExternalEvents",
      "preferring \(preferring.sorted().joined(separator: ",")) allowing "
        + allowing.sorted().joined(separator: ","))
  }

  /// Runs `action` when a touch stays on the view `minimumDuration` seconds (tvOS's remote);
  /// `onTouchingChanged` is told when the touch starts and ends. Headless, a long press
  /// (`host.longPress`).
  public func onLongTouchGesture(
    minimumDuration: Double = 0.5, perform action: @escaping () -> Void,
    onTouchingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    onLongPressGesture(
      minimumDuration: minimumDuration, perform: action, onPressingChanged: onTouchingChanged)
  }
}

extension NavigationLink {
  /// Whether the link's destination shows in the detail column of a split view (recorded as
  /// `isDetailLink`; a compact width shows it in the stack either way).
  public func isDetailLink(_ isDetailLink: Bool) -> some View {
    recorded("isDetailLink", "\(isDetailLink)")
  }
}

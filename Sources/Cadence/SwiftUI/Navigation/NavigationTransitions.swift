/// How a view pushed on a navigation stack or presented as a sheet arrives (iOS 18). Headless
/// there is no animation between screens: the transition is recorded on the destination as
/// `navigationTransition` (`automatic`, or `zoom(sourceID)`), and the source it zooms from
/// as `matchedTransitionSource`.
@MainActor @preconcurrency
public protocol NavigationTransition {
  /// The transition's name in recordings (hidden requirement).
  var _transitionName: String { get }
}

/// The platform's standard transition: a push slides, a sheet rises.
public struct AutomaticNavigationTransition: NavigationTransition {
  public var _transitionName: String { "automatic" }
}

/// A transition that zooms the destination out of a source view marked with
/// `matchedTransitionSource(id:in:)`.
public struct ZoomNavigationTransition: NavigationTransition {
  let sourceID: String
  public var _transitionName: String { "zoom(\(sourceID))" }
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
  /// The platform's standard transition.
  public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
  /// Zooms out of the view marked with `sourceID` in `namespace`.
  public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID)
    -> ZoomNavigationTransition
  {
    ZoomNavigationTransition(sourceID: "\(sourceID)")
  }
}

extension View {
  /// Sets how the view arrives when pushed or presented (recorded as `navigationTransition`).
  public func navigationTransition(_ style: some NavigationTransition) -> some View {
    recorded("navigationTransition", style._transitionName)
  }

  /// Marks the view as the source a zoom transition with `id` grows from (recorded as
  /// `matchedTransitionSource`).
  public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
    recorded("matchedTransitionSource", "\(id)")
  }

  /// Marks the view as a zoom source, styled by `configuration` while it morphs (recorded as
  /// `matchedTransitionSource`, with the configuration).
  public func matchedTransitionSource<C: MatchedTransitionSourceConfiguration>(
    id: some Hashable, in namespace: Namespace.ID,
    configuration: (EmptyMatchedTransitionSourceConfiguration) -> C
  ) -> some View {
    let summary = configuration(EmptyMatchedTransitionSourceConfiguration())._summary
    return recorded(
      "matchedTransitionSource",
      (["\(id)"] + summary).joined(separator: "; "))
  }
}

/// How a scroll view's content fades under the bars at its edges (iOS 26). Headless nothing is
/// drawn: the style is recorded as `scrollEdgeEffectStyle` (`style for edges`).
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static var automatic: ScrollEdgeEffectStyle { .init(name: "automatic") }
  /// A sharp edge, for content with a dense bar over it.
  public static var hard: ScrollEdgeEffectStyle { .init(name: "hard") }
  /// A soft fade.
  public static var soft: ScrollEdgeEffectStyle { .init(name: "soft") }
}

/// Which of a scroll view's behaviours a default anchor applies to (iOS 18).
public struct ScrollAnchorRole: Hashable, Sendable {
  let name: String
  /// Where the content starts, before any scroll.
  public static var initialOffset: ScrollAnchorRole { .init(name: "initialOffset") }
  /// What stays in place when the content or the container changes size.
  public static var sizeChanges: ScrollAnchorRole { .init(name: "sizeChanges") }
  /// How content smaller than the container is aligned.
  public static var alignment: ScrollAnchorRole { .init(name: "alignment") }
}

extension ViewAlignedScrollTargetBehavior.LimitBehavior {
  /// One gesture scrolls past a few views at most, on every size of screen.
  public static var alwaysByFew: Self { Self(name: "alwaysByFew") }
  /// One gesture scrolls past one view at most.
  public static var alwaysByOne: Self { Self(name: "alwaysByOne") }
}

extension View {
  /// Sets the edge effect of the scroll views below at `edges` (recorded as
  /// `scrollEdgeEffectStyle`; nil: the automatic one).
  public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set)
    -> some View
  {
    recorded("scrollEdgeEffectStyle", "\(style?.name ?? "automatic") for \(edgeNames(edges))")
  }

  /// Hides the edge effect of the scroll views below at `edges` (recorded as
  /// `scrollEdgeEffectHidden`).
  public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all)
    -> some View
  {
    recorded("scrollEdgeEffectHidden", "\(hidden) for \(edgeNames(edges))")
  }

  /// Mirrors and blurs the view past its edges into the safe area, under bars and sidebars
  /// (iOS 26; recorded as `backgroundExtensionEffect`: only pixels change).
  public func backgroundExtensionEffect() -> some View {
    backgroundExtensionEffect(isEnabled: true)
  }

  /// Mirrors and blurs the view past its edges when `isEnabled` (recorded as
  /// `backgroundExtensionEffect`).
  public func backgroundExtensionEffect(isEnabled: Bool = true) -> some View {
    recorded("backgroundExtensionEffect", "\(isEnabled)")
  }

  /// Sets the anchor of the scroll views below for one `role`: for `initialOffset` the content
  /// starts there, as `defaultScrollAnchor(_:)` does; the other roles are recorded as
  /// `defaultScrollAnchor.sizeChanges` / `.alignment` (headless content does not resize under
  /// a person's eyes, nor is it aligned apart from its layout).
  @ViewBuilder
  public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
    if role == .initialOffset {
      defaultScrollAnchor(anchor)
    } else {
      recorded("defaultScrollAnchor.\(role.name)", anchor.map { "\($0)" } ?? "none")
    }
  }
}

/// The names of a set of edges, as recordings write them.
func edgeNames(_ edges: Edge.Set) -> String {
  if edges == .all { return "all" }
  let names: [(Edge.Set, String)] = [
    (.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing"),
  ]
  let chosen = names.filter { edges.contains($0.0) }.map(\.1)
  return chosen.isEmpty ? "none" : chosen.joined(separator: ", ")
}

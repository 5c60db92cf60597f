/// How prominent the background behind a view is: `.increased` behind a selected row of a
/// sidebar or a list (SwiftUI draws content there with more contrast).
public struct BackgroundProminence: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// The standard background.
  public static let standard = BackgroundProminence(name: "standard")
  /// A prominent background, such as a selected row's.
  public static let increased = BackgroundProminence(name: "increased")

  public var description: String { name }
}

extension EnvironmentValues {
  /// How prominent the background behind the view is (`.increased` in a selected list row).
  @Entry public var backgroundProminence: BackgroundProminence = .standard
  /// How the view's content changes when it is replaced (`contentTransition(_:)` sets it).
  @Entry public var contentTransition: ContentTransition = .identity
  /// Whether a content transition draws its content in an offscreen group (recorded by the
  /// views that read it; no pixels are drawn).
  @Entry public var contentTransitionAddsDrawingGroup: Bool = false
  /// The dynamic range the images below may show (`allowedDynamicRange(_:)` sets it).
  @Entry public var allowedDynamicRange: Image.DynamicRange? = nil
  /// Whether the views below activate under a hovering drag (`springLoadingBehavior(_:)` sets
  /// it).
  @Entry public var springLoadingBehavior: SpringLoadingBehavior = .automatic
  /// The material of the background the view is drawn over, when it is one (a view's
  /// `background(_:)` of a material sets it for its content).
  @Entry public var backgroundMaterial: Material? = nil
  /// Whether assistive technology offers quick actions (the person's setting: off headless).
  @Entry public var accessibilityQuickActionsEnabled: Bool = false
  /// Whether the person prefers a head-anchored alternative to hand-anchored content
  /// (visionOS; off headless).
  @Entry public var accessibilityPrefersHeadAnchorAlternative: Bool = false
}

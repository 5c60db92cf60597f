/// Where a view is in a scroll view, for `scrollTransition`: fully in sight (`identity`),
/// or leaving past the top or leading edge, or the bottom or trailing edge.
public enum ScrollTransitionPhase: Hashable, Sendable {
  case topLeading
  case identity
  case bottomTrailing

  /// Whether the view is in sight.
  public var isIdentity: Bool { self == .identity }
  /// −1 past the top (leading) edge, 0 in sight, 1 past the bottom (trailing) edge.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}

/// How a scroll transition follows the view: interactively (the effect in proportion to how
/// far the view is past its threshold), at once when the threshold is crossed (`animated`),
/// or not at all (`identity`).
public struct ScrollTransitionConfiguration: Sendable {
  /// How much of the view must be in sight for it to be in the identity phase.
  public struct Threshold: Sendable {
    let amount: Double
    /// Points the scroll view's visible region is inset by for this threshold.
    var inset: Double = 0
    /// The whole view.
    public static let visible = Threshold(amount: 1)
    /// Any of it.
    public static let hidden = Threshold(amount: 0)
    /// Half of it.
    public static var centered: Threshold { Threshold(amount: 0.5) }
    /// `amount` of it (0…1).
    public static func visible(_ amount: Double) -> Threshold {
      Threshold(amount: min(max(amount.isFinite ? amount : 1, 0), 1))
    }
    /// This threshold with the visible region inset by `distance` points at each edge: a
    /// view reaches it that much further in.
    public func inset(by distance: Double) -> Threshold {
      var copy = self
      copy.inset += distance.isFinite ? distance : 0
      return copy
    }
    /// This threshold `amount` of the way towards `other`.
    public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
      Threshold(
        amount: self.amount + (other.amount - self.amount) * amount,
        inset: inset + (other.inset - inset) * amount)
    }
  }

  enum Kind: Sendable {
    case interactive
    case animated
    case identity
  }

  let kind: Kind
  var threshold = Threshold.visible
  /// The curve an interactive transition follows.
  var timingCurve = UnitCurve.linear
  /// The animation an animated transition is given (recorded: Cadence applies the change
  /// at once).
  var animation: Animation?

  /// In proportion to how far the view is past its threshold.
  public static let interactive = ScrollTransitionConfiguration(kind: .interactive)
  /// At once when the view crosses its threshold (Cadence does not animate the change).
  public static let animated = ScrollTransitionConfiguration(kind: .animated)
  /// No effect.
  public static let identity = ScrollTransitionConfiguration(kind: .identity)

  /// At once when the view crosses its threshold, with `animation`.
  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration.animated.animation(animation)
  }

  /// In proportion to how far the view is past its threshold, along `timingCurve`.
  public static func interactive(timingCurve: UnitCurve = .easeInOut)
    -> ScrollTransitionConfiguration
  {
    var configuration = ScrollTransitionConfiguration.interactive
    configuration.timingCurve = timingCurve
    return configuration
  }

  /// This configuration with another threshold.
  public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
    var copy = self
    copy.threshold = threshold
    return copy
  }

  /// This configuration with another animation (recorded on the view as
  /// `scrollTransition.animation`).
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
    var copy = self
    copy.animation = animation
    return copy
  }
}

/// Applies a scroll transition's effect for where the rendered node is in the scroll view's
/// visible region: the identity phase's effect and the edge phase's, mixed by how far past
/// its threshold the node is (each numeric attribute in proportion).
struct _ScrollTransitionEffect<Effect: VisualEffect>: RenderModifier {
  static var attributeName: String { "scrollTransition" }
  let leading: ScrollTransitionConfiguration
  let trailing: ScrollTransitionConfiguration
  let axis: Axis?
  let container: ScrollController?
  let transition: @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect

  func apply(to item: inout RenderItem) {
    item.dependsOnPosition = true
    guard let viewport = container?.viewport, let frame = item.frame
    else { return }
    let vertical = (axis ?? container?.mainAxis ?? .vertical) == .vertical
    let length = vertical ? frame.height : frame.width
    guard length > 0 else { return }
    let leadingInset = leading.threshold.inset
    let trailingInset = trailing.threshold.inset
    let before = max(
      (vertical ? viewport.minY - frame.minY : viewport.minX - frame.minX) + leadingInset, 0)
    let after = max(
      (vertical ? frame.maxY - viewport.maxY : frame.maxX - viewport.maxX) + trailingInset, 0)
    let phase: ScrollTransitionPhase =
      before > 0 ? .topLeading : after > 0 ? .bottomTrailing : .identity
    let configuration = phase == .topLeading ? leading : trailing
    let hidden = min(max(before, after) / length, 1)
    let threshold = configuration.threshold.amount
    let progress: Double
    switch configuration.kind {
    case .identity: progress = 0
    case .animated: progress = 1 - hidden < threshold ? 1 : 0
    case .interactive:
      let linear =
        threshold > 0 ? min(max((hidden - (1 - threshold)) / threshold, 0), 1) : 0
      progress = configuration.timingCurve.value(at: linear)
    }
    if let animation = configuration.animation {
      item.setStyleIfAbsent("\(animation)", for: "scrollTransition.animation")
    }
    var identity = item
    (transition(EmptyVisualEffect(), .identity) as? any AppliedVisualEffect)?.applyEffect(
      to: &identity)
    guard progress > 0, phase != .identity else {
      item = identity
      return
    }
    var edge = item
    (transition(EmptyVisualEffect(), phase) as? any AppliedVisualEffect)?.applyEffect(to: &edge)
    item = identity
    for (name, target) in edge.attributes {
      let start =
        identity.attributes[name] ?? (name.hasPrefix("scale") || name == "opacity" ? 1 : 0)
      item.attributes[name] = start + (target - start) * progress
    }
    for (name, value) in edge.styles where progress >= 0.5 { item.styles[name] = value }
  }
}

/// Reads the scroll view around for a scroll transition.
struct _ScrollTransitionModifier<Effect: VisualEffect>: ViewModifier {
  let leading: ScrollTransitionConfiguration
  let trailing: ScrollTransitionConfiguration
  let axis: Axis?
  let transition: @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
  @Environment(\.relativeContainer) private var container

  func body(content: Content) -> some View {
    content.modifier(
      _ScrollTransitionEffect(
        leading: leading, trailing: trailing, axis: axis, container: container,
        transition: transition))
  }
}

extension View {
  /// Applies the effect `transition` makes of the view's phase in the scroll view around it:
  /// in sight, or leaving past an edge (in proportion, for an interactive configuration).
  public func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    modifier(
      _ScrollTransitionModifier(
        leading: configuration, trailing: configuration, axis: axis, transition: transition))
  }

  /// Applies a scroll transition with a configuration for each edge.
  public func scrollTransition(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
    axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    modifier(
      _ScrollTransitionModifier(
        leading: topLeading, trailing: bottomTrailing, axis: axis, transition: transition))
  }
}

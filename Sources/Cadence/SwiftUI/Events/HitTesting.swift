/// Whether the views below take part in hit testing, and whether they are shown: a hidden
/// view keeps its place in layout but is not drawn (`hidden` in the snapshot, which the
/// pictures skip with everything inside it); neither it nor a view that does not allow hit
/// testing (`allowsHitTesting` false) receives interactions. A host's tap, typing, toggle or
/// adjustment on such a view does nothing and is reported (`interactionFailed`), as a touch
/// there reaches no view in SwiftUI.
struct _HitTestingEffect: RenderModifier, Equatable {
  static let attributeName = "allowsHitTesting"
  static let foldsIntoRenderedNode = true
  var allowsHitTesting: Bool
  var hidden: Bool
  /// Whether the views are kept but not on screen (an unselected tab's content): hidden, and
  /// not found by queries or interactions.
  var offscreen = false

  func apply(to item: inout RenderItem) {
    if hidden { item.styles["hidden"] = "true" }
    if offscreen { item.isOffscreen = true }
    if !allowsHitTesting && item.styles["allowsHitTesting"] == nil {
      item.styles["allowsHitTesting"] = "false"
    }
  }

  func wrapInteraction(_ item: inout RenderItem, below node: _ViewNode) {
    guard hidden || !allowsHitTesting else { return }
    let reason =
      hidden ? "it is hidden (hidden())" : "it does not allow hit testing (allowsHitTesting(false))"
    let kind = item.kind
    let refuse: @MainActor () -> Void = { [weak node] in
      node?.tree.report(
        .interactionFailed, "the \(kind) was not reached: \(reason)", path: node?.viewPath ?? "")
    }
    if item.tap != nil { item.tap = refuse }
    if let text = item.text {
      item.text = Binding(get: { text.wrappedValue }, set: { _ in refuse() })
    }
    if let toggle = item.toggle {
      item.toggle = Binding(get: { toggle.wrappedValue }, set: { _ in refuse() })
    }
    if let adjust = item.adjust {
      item.adjust = Binding(get: { adjust.wrappedValue }, set: { _ in refuse() })
    }
    item.gestures = []
  }
}

/// The stacking order of a view among its siblings: recorded as `zIndex` on its rendered
/// nodes (when not 0); the pictures draw siblings in increasing `zIndex` (equal ones in
/// order), as SwiftUI does.
struct _ZIndexEffect: RenderModifier, Equatable {
  static let attributeName = "zIndex"
  static let foldsIntoRenderedNode = true
  var value: Double

  func apply(to item: inout RenderItem) {
    if value != 0 { item.attributes["zIndex"] = value.isFinite ? value : 0 }
  }
}

extension View {
  /// Configures whether this view participates in hit test operations.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    modifier(_HitTestingEffect(allowsHitTesting: enabled, hidden: false))
  }

  /// Hides this view unconditionally: it keeps its space in layout, is not drawn, and takes
  /// no interactions.
  public func hidden() -> some View {
    modifier(_HitTestingEffect(allowsHitTesting: false, hidden: true))
  }

  /// Controls the display order of overlapping views: a view with a higher value is drawn
  /// over its siblings with lower ones (0 by default).
  public func zIndex(_ value: Double) -> some View {
    modifier(_ZIndexEffect(value: value))
  }

  /// Adds a border of `content` and `width` on the inside of this view's frame.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: width))
  }
}

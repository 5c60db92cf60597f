import Foundation

/// Custom accessibility content (the Accessibility framework's type, which SwiftUI's
/// `accessibilityCustomContent` takes the importance of).
public enum AXCustomContent {
  /// How important a piece of custom content is.
  public enum Importance: Sendable {
    case `default`, high
  }
}

extension View {
  func accessibilityAttachedAction(_ name: String, _ perform: @escaping () -> Void)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier(action: name, perform))
  }

  /// Adds an accessibility action of `actionKind` (a host performs it by its name: `default`,
  /// `escape`, `magicTap`, …).
  public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttachedAction(actionKind.name, handler)
  }

  /// Adds a named accessibility action.
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachedAction(name.content, handler)
  }

  /// Adds a named accessibility action.
  public func accessibilityAction(
    named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttachedAction(Text(nameKey).content, handler)
  }

  /// Adds a named accessibility action.
  @_disfavoredOverload
  public func accessibilityAction<S: StringProtocol>(
    named name: S, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttachedAction(String(name), handler)
  }

  /// Adds an accessibility action named by its label's text (or `default` for a label
  /// without text).
  public func accessibilityAction<Label: View>(
    action: @escaping () -> Void, @ViewBuilder label: () -> Label
  ) -> some View {
    let label = label()
    let name =
      (label as? Text)?.content ?? (label as? Cadence.Label<Text, Image>)?.title.content
      ?? "default"
    return accessibilityAttachedAction(name, action)
  }

  /// Makes the view adjustable: the `increment` and `decrement` actions call `handler`.
  public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(
      AccessibilityAttachmentModifier(action: "increment") { handler(.increment) }
        .adding(AccessibilityAttachmentModifier(action: "decrement") { handler(.decrement) }))
  }

  /// Gives the view scroll actions: `scroll.top`, `scroll.bottom`, `scroll.leading` and
  /// `scroll.trailing` call `handler` with that edge.
  public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    let edges: [(Edge, String)] = [
      (.top, "top"), (.bottom, "bottom"), (.leading, "leading"), (.trailing, "trailing"),
    ]
    let attachment = edges.map { edge, name in
      AccessibilityAttachmentModifier(action: "scroll.\(name)") { handler(edge) }
    }
    .reduce(AccessibilityAttachmentModifier("accessibilityScrollAction", "true")) {
      $0.adding($1)
    }
    return modifier(attachment)
  }

  /// Gives the view zoom actions: `zoomIn` and `zoomOut` call `handler`, at the view's centre.
  public func accessibilityZoomAction(
    _ handler: @escaping (AccessibilityZoomGestureAction) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(
      AccessibilityAttachmentModifier(action: "zoomIn") {
        handler(AccessibilityZoomGestureAction(direction: .zoomIn, location: .center, point: .zero))
      }
      .adding(
        AccessibilityAttachmentModifier(action: "zoomOut") {
          handler(
            AccessibilityZoomGestureAction(direction: .zoomOut, location: .center, point: .zero))
        }))
  }

  /// Makes the view a direct touch area (recorded as `accessibilityDirectTouch`).
  public func accessibilityDirectTouch(
    _ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    var value = isDirectTouchArea ? "true" : "false"
    if options.contains(.silentOnTouch) { value += " silentOnTouch" }
    if options.contains(.requiresActivation) { value += " requiresActivation" }
    return accessibility("accessibilityDirectTouch", value)
  }

  /// Adds a piece of custom content (recorded as `accessibilityCustomContent.<id>`).
  public func accessibilityCustomContent(
    _ key: AccessibilityCustomContentKey, _ value: Text?,
    importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibility(
      "accessibilityCustomContent.\(key.id)",
      (value?.content ?? "") + (importance == .high ? " (high)" : ""))
  }

  /// Adds a piece of custom content labelled `labelKey`.
  public func accessibilityCustomContent(
    _ labelKey: LocalizedStringKey, _ value: Text,
    importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityCustomContent(
      AccessibilityCustomContentKey(labelKey), value, importance: importance)
  }

  /// Adds a piece of custom content labelled `labelKey`.
  @_disfavoredOverload
  public func accessibilityCustomContent<V: StringProtocol>(
    _ labelKey: LocalizedStringKey, _ value: V,
    importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityCustomContent(
      AccessibilityCustomContentKey(labelKey), Text(verbatim: String(value)),
      importance: importance)
  }
}

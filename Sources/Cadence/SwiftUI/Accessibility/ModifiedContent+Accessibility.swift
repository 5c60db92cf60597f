// Accessibility modifiers chained on a view that already has accessibility properties add
// to its attachment rather than nesting another one, as SwiftUI's `ModifiedContent`
// overloads do: the same properties and actions, one modifier.

@MainActor
extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  /// This view with `other`'s properties and actions added.
  private func adding(_ other: ModifiedContent<EmptyView, AccessibilityAttachmentModifier>)
    -> ModifiedContent<Content, Modifier>
  {
    ModifiedContent(content: content, modifier: modifier.adding(other.modifier))
  }

  public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Content, Modifier> {
    adding(EmptyView().accessibilityIdentifier(identifier))
  }

  public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> {
    adding(EmptyView().accessibilityLabel(label))
  }

  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<
    Content, Modifier
  > {
    adding(EmptyView().accessibilityLabel(labelKey))
  }

  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<
    Content, Modifier
  > {
    adding(EmptyView().accessibilityLabel(label))
  }

  @available(*, deprecated, renamed: "accessibilityLabel(_:)")
  public func accessibility(label: Text) -> ModifiedContent<Content, Modifier> {
    adding(EmptyView().accessibilityLabel(label))
  }

  @available(*, deprecated, renamed: "accessibilityHint(_:)")
  public func accessibility(hint: Text) -> ModifiedContent<Content, Modifier> {
    adding(EmptyView().accessibilityHint(hint))
  }

  @available(*, deprecated, renamed: "accessibilityValue(_:)")
  public func accessibility(value: Text) -> ModifiedContent<Content, Modifier> {
    adding(EmptyView().accessibilityValue(value))
  }

  @available(*, deprecated, renamed: "accessibilityHidden(_:)")
  public func accessibility(hidden: Bool) -> ModifiedContent<Content, Modifier> {
    adding(EmptyView().accessibilityHidden(hidden))
  }

  @available(*, deprecated, renamed: "accessibilityIdentifier(_:)")
  public func accessibility(identifier: String) -> ModifiedContent<Content, Modifier> {
    adding(EmptyView().accessibilityIdentifier(identifier))
  }

  @available(*, deprecated, renamed: "accessibilityAddTraits(_:)")
  public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<
    Content, Modifier
  > {
    adding(EmptyView().accessibilityAddTraits(traits))
  }

  @available(*, deprecated, renamed: "accessibilityRemoveTraits(_:)")
  public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<
    Content, Modifier
  > {
    adding(EmptyView().accessibilityRemoveTraits(traits))
  }

  @available(*, deprecated, renamed: "accessibilitySortPriority(_:)")
  public func accessibility(sortPriority: Double) -> ModifiedContent<Content, Modifier> {
    adding(EmptyView().accessibilitySortPriority(sortPriority))
  }

  @available(*, deprecated, renamed: "accessibilityInputLabels(_:)")
  public func accessibility(inputLabels: [Text]) -> ModifiedContent<Content, Modifier> {
    adding(EmptyView().accessibilityInputLabels(inputLabels))
  }

  @available(*, deprecated, renamed: "accessibilityActivationPoint(_:)")
  public func accessibility(activationPoint: CGPoint) -> ModifiedContent<Content, Modifier> {
    adding(EmptyView().accessibilityActivationPoint(activationPoint))
  }

  @available(*, deprecated, renamed: "accessibilityActivationPoint(_:)")
  public func accessibility(activationPoint: UnitPoint) -> ModifiedContent<Content, Modifier> {
    adding(EmptyView().accessibilityActivationPoint(activationPoint))
  }

  @available(*, deprecated, message: "use accessibilityIdentifier(_:) or tags")
  public func accessibility(selectionIdentifier: AnyHashable) -> ModifiedContent<Content, Modifier>
  {
    adding(
      EmptyView().accessibility("accessibilitySelectionIdentifier", "\(selectionIdentifier.base)"))
  }

  public func accessibilityHint(_ hint: Text) -> ModifiedContent<Content, Modifier> {
    adding(EmptyView().accessibilityHint(hint))
  }

  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier>
  {
    adding(EmptyView().accessibilityHint(hintKey))
  }

  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Content, Modifier>
  {
    adding(EmptyView().accessibilityHint(hint))
  }

  public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Content, Modifier> {
    adding(EmptyView().accessibilityValue(valueDescription))
  }

  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<
    Content, Modifier
  > {
    adding(EmptyView().accessibilityValue(valueKey))
  }

  public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<
    Content, Modifier
  > {
    adding(EmptyView().accessibilityValue(value))
  }

  public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Content, Modifier> {
    adding(EmptyView().accessibilityHidden(hidden))
  }

  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
    Content, Modifier
  > {
    adding(EmptyView().accessibilityAddTraits(traits))
  }

  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
    Content, Modifier
  > {
    adding(EmptyView().accessibilityRemoveTraits(traits))
  }

  public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<
    Content, Modifier
  > {
    adding(EmptyView().accessibilitySortPriority(sortPriority))
  }

  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<
    Content, Modifier
  > {
    adding(EmptyView().accessibilityHeading(level))
  }

  public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Content, Modifier>
  {
    adding(EmptyView().accessibilityInputLabels(inputLabels))
  }

  public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<
    Content, Modifier
  > {
    adding(EmptyView().accessibilityInputLabels(inputLabelKeys))
  }

  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedContent<
    Content, Modifier
  > {
    adding(EmptyView().accessibilityInputLabels(inputLabels))
  }

  public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true)
    -> ModifiedContent<Content, Modifier>
  {
    adding(EmptyView().accessibilityRespondsToUserInteraction(respondsToUserInteraction))
  }

  public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> ModifiedContent<
    Content, Modifier
  > {
    adding(EmptyView().accessibilityActivationPoint(activationPoint))
  }

  public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> ModifiedContent<
    Content, Modifier
  > {
    adding(EmptyView().accessibilityActivationPoint(activationPoint))
  }

  public func accessibilityTextContentType(_ value: AccessibilityTextContentType)
    -> ModifiedContent<Content, Modifier>
  {
    adding(EmptyView().accessibilityTextContentType(value))
  }

  public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Content, Modifier> {
    adding(EmptyView().accessibilityAction(actionKind, handler))
  }

  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
    -> ModifiedContent<Content, Modifier>
  {
    adding(EmptyView().accessibilityAction(named: name, handler))
  }

  public func accessibilityAction(
    named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Content, Modifier> {
    adding(EmptyView().accessibilityAction(named: nameKey, handler))
  }

  @_disfavoredOverload public func accessibilityAction<S: StringProtocol>(
    named name: S, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Content, Modifier> {
    adding(EmptyView().accessibilityAction(named: name, handler))
  }

  public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Content, Modifier> {
    adding(EmptyView().accessibilityAdjustableAction(handler))
  }

  public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<
    Content, Modifier
  > {
    adding(EmptyView().accessibilityScrollAction(handler))
  }

  public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void)
    -> ModifiedContent<Content, Modifier>
  {
    adding(EmptyView().accessibilityZoomAction(handler))
  }

  public func accessibilityDirectTouch(
    _ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []
  ) -> ModifiedContent<Content, Modifier> {
    adding(EmptyView().accessibilityDirectTouch(isDirectTouchArea, options: options))
  }

  public func accessibilityCustomContent(
    _ key: AccessibilityCustomContentKey, _ value: Text?,
    importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Content, Modifier> {
    adding(EmptyView().accessibilityCustomContent(key, value, importance: importance))
  }

  public func accessibilityCustomContent(
    _ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Content, Modifier> {
    adding(EmptyView().accessibilityCustomContent(labelKey, value, importance: importance))
  }

  @_disfavoredOverload public func accessibilityCustomContent<V: StringProtocol>(
    _ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Content, Modifier> {
    adding(EmptyView().accessibilityCustomContent(labelKey, value, importance: importance))
  }
}

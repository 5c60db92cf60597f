// The accessibility modifiers SwiftUI deprecated in iOS 14–15, still common in code: each
// records what its replacement records.
extension View {
  @available(*, deprecated, renamed: "accessibilityLabel(_:)")
  public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityLabel(label)
  }

  @available(*, deprecated, renamed: "accessibilityHint(_:)")
  public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityHint(hint)
  }

  @available(*, deprecated, renamed: "accessibilityValue(_:)")
  public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityValue(value)
  }

  @available(*, deprecated, renamed: "accessibilityHidden(_:)")
  public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityHidden(hidden)
  }

  @available(*, deprecated, renamed: "accessibilityIdentifier(_:)")
  public func accessibility(identifier: String) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityIdentifier(identifier)
  }

  @available(*, deprecated, renamed: "accessibilityAddTraits(_:)")
  public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAddTraits(traits)
  }

  @available(*, deprecated, renamed: "accessibilityRemoveTraits(_:)")
  public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityRemoveTraits(traits)
  }

  @available(*, deprecated, renamed: "accessibilitySortPriority(_:)")
  public func accessibility(sortPriority: Double) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilitySortPriority(sortPriority)
  }

  @available(*, deprecated, renamed: "accessibilityInputLabels(_:)")
  public func accessibility(inputLabels: [Text]) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityInputLabels(inputLabels)
  }

  @available(*, deprecated, renamed: "accessibilityActivationPoint(_:)")
  public func accessibility(activationPoint: CGPoint) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityActivationPoint(activationPoint)
  }

  @available(*, deprecated, renamed: "accessibilityActivationPoint(_:)")
  public func accessibility(activationPoint: UnitPoint) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityActivationPoint(activationPoint)
  }

  @available(*, deprecated, message: "use accessibilityIdentifier(_:) or tags")
  public func accessibility(selectionIdentifier: AnyHashable) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility("accessibilitySelectionIdentifier", "\(selectionIdentifier.base)")
  }
}

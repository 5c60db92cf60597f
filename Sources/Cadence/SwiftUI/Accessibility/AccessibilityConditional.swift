extension AccessibilityAttachmentModifier {
  /// An attachment that adds nothing: a conditional modifier turned off.
  init(nothing: Void) {}
}

extension View {
  /// Labels the view with `label` when `isEnabled`, and leaves its label as it is when not
  /// (iOS 18).
  public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    isEnabled ? accessibilityLabel(label) : modifier(AccessibilityAttachmentModifier(nothing: ()))
  }

  /// Describes the view's value with `value` when `isEnabled`.
  public func accessibilityValue(_ value: Text, isEnabled: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    isEnabled ? accessibilityValue(value) : modifier(AccessibilityAttachmentModifier(nothing: ()))
  }

  /// Gives the view the hint `hint` when `isEnabled`.
  public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    isEnabled ? accessibilityHint(hint) : modifier(AccessibilityAttachmentModifier(nothing: ()))
  }

  /// Gives the view the identifier `identifier` when `isEnabled` (tests find it by it).
  public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    isEnabled
      ? accessibility("accessibilityIdentifier", identifier)
      : modifier(AccessibilityAttachmentModifier(nothing: ()))
  }

  /// Gives the view the input labels `inputLabels` when `isEnabled`.
  public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    isEnabled
      ? accessibilityInputLabels(inputLabels)
      : modifier(AccessibilityAttachmentModifier(nothing: ()))
  }

  /// Where assistive technologies start a drag from the view, and what it drags (recorded as
  /// `accessibilityDragPoint`).
  public func accessibilityDragPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility("accessibilityDragPoint", "\(point) \(description.content)")
  }

  /// Where assistive technologies drop on the view, and what a drop does (recorded as
  /// `accessibilityDropPoint`).
  public func accessibilityDropPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility("accessibilityDropPoint", "\(point) \(description.content)")
  }
}

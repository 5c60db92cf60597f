extension View {
  /// Uses the string you specify to identify the view: queries (`tap`, `snapshot().first`, …)
  /// match an identifier before a label or a kind.
  public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility("accessibilityIdentifier", identifier)
  }

  /// Adds a label to the view that describes its contents; queries match it as a label.
  public func accessibilityLabel(_ label: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility("accessibilityLabel", label.content)
  }

  /// Adds a label to the view that describes its contents; queries match it as a label.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityLabel(Text(labelKey))
  }

  /// Adds a label to the view that describes its contents; queries match it as a label.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility("accessibilityLabel", String(label))
  }
}

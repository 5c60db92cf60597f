extension View {
  func accessibility(_ name: String, _ value: String) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    modifier(AccessibilityAttachmentModifier(name, value))
  }

  /// Communicates to the user what happens after performing the view's action.
  public func accessibilityHint(_ hint: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { accessibility("accessibilityHint", hint.content) }

  /// Communicates to the user what happens after performing the view's action.
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { accessibilityHint(Text(hintKey)) }

  /// Communicates to the user what happens after performing the view's action.
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { accessibility("accessibilityHint", String(hint)) }

  /// Adds a textual description of the value the view contains.
  public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { accessibility("accessibilityValue", valueDescription.content) }

  /// Adds a textual description of the value the view contains.
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { accessibilityValue(Text(valueKey)) }

  /// Adds a textual description of the value the view contains.
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { accessibility("accessibilityValue", String(value)) }

  /// Hides the view from assistive technologies (recorded; it stays on screen).
  public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { accessibility("accessibilityHidden", hidden ? "true" : "false") }

  /// Adds traits to the view.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { accessibility("accessibilityAddTraits", traits.names.joined(separator: " ")) }

  /// Removes traits from the view.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { accessibility("accessibilityRemoveTraits", traits.names.joined(separator: " ")) }

  /// Sets the order in which assistive technologies visit the view among its siblings.
  public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility("accessibilitySortPriority", DecimalFormatting.format(sortPriority))
  }

  /// Marks the view as a heading of `level`.
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { accessibility("accessibilityHeading", "\(level)") }

  /// Sets the labels a user can say to activate the view (Voice Control).
  public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility(
      "accessibilityInputLabels", inputLabels.map(\.content).joined(separator: ", "))
  }

  /// Sets the labels a user can say to activate the view (Voice Control).
  public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { accessibilityInputLabels(inputLabelKeys.map { Text($0) }) }

  /// Sets the labels a user can say to activate the view (Voice Control).
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility(
      "accessibilityInputLabels", inputLabels.map { String($0) }.joined(separator: ", "))
  }

  /// Whether the view responds to user interaction for assistive technologies.
  public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibility(
      "accessibilityRespondsToUserInteraction", respondsToUserInteraction ? "true" : "false")
  }

  /// Where assistive technologies activate the view, in its own coordinates.
  public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility(
      "accessibilityActivationPoint",
      "\(DecimalFormatting.format(activationPoint.x)) \(DecimalFormatting.format(activationPoint.y))"
    )
  }

  /// Where assistive technologies activate the view, as a unit point of its frame.
  public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility(
      "accessibilityActivationPoint",
      "\(DecimalFormatting.format(activationPoint.x)) \(DecimalFormatting.format(activationPoint.y)) unit"
    )
  }

  /// Makes the view an accessibility element that ignores, contains or combines its
  /// children's.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    accessibility("accessibilityElement", children.name)
  }

  /// Keeps colours from inverting under Smart Invert (recorded).
  public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
    accessibility("accessibilityIgnoresInvertColors", active ? "true" : "false")
  }

  /// Shows the view in the large content viewer (recorded).
  public func accessibilityShowsLargeContentViewer() -> some View {
    accessibility("accessibilityShowsLargeContentViewer", "true")
  }
}

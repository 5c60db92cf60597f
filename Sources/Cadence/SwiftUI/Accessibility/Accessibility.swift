/// Names each rendered node for tests and assistive technologies: `accessibilityIdentifier`
/// or `accessibilityLabel`, shown as a textual attribute of that name. The innermost wins.
struct _AccessibilityModifier: RenderModifier, Equatable {
  static let attributeName = "accessibility"
  var name: String
  var value: String

  func apply(to item: inout RenderItem) {
    item.setStyleIfAbsent(value, for: name)
  }
}

extension View {
  /// Uses the string you specify to identify the view: queries (`tap`, `snapshot().first`, …)
  /// match an identifier before a label or a kind.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    modifier(_AccessibilityModifier(name: "accessibilityIdentifier", value: identifier))
  }

  /// Adds a label to the view that describes its contents; queries match it as a label.
  public func accessibilityLabel(_ label: Text) -> some View {
    modifier(_AccessibilityModifier(name: "accessibilityLabel", value: label.content))
  }

  /// Adds a label to the view that describes its contents; queries match it as a label.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    modifier(_AccessibilityModifier(name: "accessibilityLabel", value: String(label)))
  }
}

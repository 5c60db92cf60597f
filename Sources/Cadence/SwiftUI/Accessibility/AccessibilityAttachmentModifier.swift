/// An accessibility property of a view (a label, a hint, a value, traits, …), recorded on each
/// of its rendered nodes as a textual attribute (`accessibilityHint`, `accessibilityTraits`,
/// …; a label and an identifier are also what queries match). Where the same property is set
/// twice, the innermost wins, as SwiftUI's accessibility modifiers do.
public struct AccessibilityAttachmentModifier: ViewModifier, RenderModifier, Equatable {
  /// `AccessibilityAttachmentModifier` is a primitive modifier.
  public typealias Body = Never
  static let attributeName = "accessibility"
  let name: String
  let value: String

  init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }

  func apply(to item: inout RenderItem) {
    item.setStyleIfAbsent(value, for: name)
  }
}

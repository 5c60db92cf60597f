/// A button titled with a string under no custom style (`Button("Save") { … }`), mounted as
/// one leaf node. Such a button shows its title and never its label's nodes, and it lays out
/// as its label's text does (the only view of its vertical stack): the text is measured and
/// aligned in place rather than mounted as a node of its own (D61).
struct _TitledButton: LeafView {
  typealias Body = Never
  /// The button; its label is the `Text` of its title.
  let button: Button<Text>

  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    button.renderItem(children: nil, in: environment)
  }

  /// The label's size, as the one subview of the button's vertical stack.
  func sizeThatFits(
    _ proposal: ProposedViewSize, in environment: EnvironmentValues, stackAxis: Axis?
  ) -> CGSize {
    button.label.sizeThatFits(proposal, in: environment, stackAxis: .vertical)
  }

  static var hugsIdealSize: Bool { Text.hugsIdealSize }

  var keepsIdealHeight: Bool { button.label.keepsIdealHeight }

  func idealSize(in environment: EnvironmentValues, stackAxis: Axis?)
    -> (size: CGSize, keepsIdealHeight: Bool)
  {
    button.label.idealSize(in: environment, stackAxis: .vertical)
  }

  static var explicitGuideAxis: Axis? { Text.explicitGuideAxis }

  /// The label's baselines are the button's.
  func explicitGuide(_ key: AlignmentKey, size: CGSize, in environment: EnvironmentValues)
    -> CGFloat?
  {
    button.label.explicitGuide(key, size: size, in: environment)
  }
}

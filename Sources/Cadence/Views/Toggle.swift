/// A control that toggles between on and off states.
public struct Toggle<Label: View> {
  let title: String?
  let label: Label
  let isOn: Binding<Bool>

  /// Creates a toggle that displays a custom label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    title = nil
    self.label = label()
    self.isOn = isOn
  }
}

extension Toggle where Label == Text {
  /// Creates a toggle that generates its label from a string.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.title = String(title)
    label = Text(title)
    self.isOn = isOn
  }
}

extension Toggle: ContainerView {
  /// `Toggle` is a primitive view.
  public typealias Body = Never

  var content: Label { label }

  func renderItem(children: [RenderItem], in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(
      kind: "Toggle", label: title ?? RenderItem.firstText(in: children),
      children: title == nil ? children : [], toggle: isOn)
    item.styles["isOn"] = isOn.wrappedValue ? "true" : "false"
    return item
  }
}

/// A control that initiates an action when tapped.
public struct Button<Label: View> {
  let title: String?
  let label: Label
  let action: @MainActor () -> Void

  /// Creates a button that displays a custom label.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    title = nil
    self.label = label()
    self.action = action
  }
}

extension Button where Label == Text {
  /// Creates a button that generates its label from a string (a variable; a literal is a
  /// `LocalizedStringKey`).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.title = String(title)
    label = Text(verbatim: String(title))
    self.action = action
  }

  /// Creates a button that generates its label from a localized string key, interpolations
  /// included.
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    title = titleKey.text
    label = Text(verbatim: titleKey.text)
    self.action = action
  }
}

extension Button: ContainerView {
  /// `Button` is a primitive view.
  public typealias Body = Never

  var content: Label { label }

  /// A label with several views stacks them vertically.
  var contentLayout: VStackLayout { VStackLayout() }

  func renderItem(children: RenderedChildren, in environment: EnvironmentValues) -> RenderItem {
    // A titled button reads as its title; a button with a custom label shows the label's
    // nodes and reads as the label's first text.
    if let title {
      return RenderItem(kind: "Button", label: title, tap: action)
    }
    var item = RenderItem(kind: "Button", label: children.firstText(), tap: action)
    item.adopt(children)
    return item
  }
}

extension RenderItem {
  /// The label of the first `Text` among `items` and their descendants.
  static func firstText(in items: [RenderItem]) -> String? {
    for item in items {
      if item.kind == "Text" { return item.label }
      if let text = firstText(in: item.children) { return text }
    }
    return nil
  }
}

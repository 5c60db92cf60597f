/// A control that displays an editable text interface.
public struct TextField {
  let title: String
  let text: Binding<String>

  /// Creates a text field with a text label generated from a title string.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.title = String(title)
    self.text = text
  }
}

/// A control into which people securely enter private text.
public struct SecureField {
  let title: String
  let text: Binding<String>

  /// Creates a secure field with a prompt generated from a title string.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.title = String(title)
    self.text = text
  }
}

extension TextField: LeafView {
  /// `TextField` is a primitive view.
  public typealias Body = Never

  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    RenderItem(field: "TextField", title: title, text: text, shown: text.wrappedValue, environment)
  }
}

extension SecureField: LeafView {
  /// `SecureField` is a primitive view.
  public typealias Body = Never

  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    // The entered text is private: a rendering shows one bullet per character.
    let shown = String(repeating: "•", count: text.wrappedValue.count)
    return RenderItem(field: "SecureField", title: title, text: text, shown: shown, environment)
  }
}

extension RenderItem {
  /// The rendered node of a text field: its placeholder as label, its text and its style.
  init(
    field kind: String, title: String, text: Binding<String>, shown: String,
    _ environment: EnvironmentValues
  ) {
    self.init(kind: kind, label: title, text: text)
    styles["text"] = shown
    styles["textFieldStyle"] = environment.textFieldStyle.name
    applyForegroundStyle(from: environment)
  }
}

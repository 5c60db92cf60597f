/// A control that displays an editable text interface.
public struct TextField {
  let title: String
  let text: Binding<String>

  /// Creates a text field with a text label generated from a title string (a variable; a
  /// literal is a `LocalizedStringKey`).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.title = String(title)
    self.text = text
  }

  /// Creates a text field with a text label generated from a localized title string.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    title = titleKey.text
    self.text = text
  }
}

/// A control into which people securely enter private text.
public struct SecureField {
  let title: String
  let text: Binding<String>

  /// Creates a secure field with a prompt generated from a title string (a variable; a
  /// literal is a `LocalizedStringKey`).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.title = String(title)
    self.text = text
  }

  /// Creates a secure field with a prompt generated from a localized title string.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    title = titleKey.text
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
    applyEnabled(from: environment)
  }
}

extension RenderItem {
  /// The size of a text field: as wide as it is offered (its text's or its placeholder's
  /// width when asked for its ideal), one line of the font tall; the rounded-border style
  /// adds 7 points on every side, as iOS draws it.
  static func fieldSize(
    _ proposal: ProposedViewSize, shown: String, placeholder: String,
    in environment: EnvironmentValues
  ) -> CGSize {
    let font = environment.resolvedFont
    let inset: CGFloat = environment.textFieldStyle.name == "roundedBorder" ? 7 : 0
    let ideal = CGFloat(max(shown.count, placeholder.count)) * TextMetrics.advance(font)
    let width = proposal.width.map { $0.isFinite ? $0 : ideal + 2 * inset } ?? ideal + 2 * inset
    return CGSize(width: width, height: TextMetrics.lineHeight(font) + 2 * inset)
  }
}

/// A field that takes text (`TextField`, `SecureField`): they size alike.
protocol TextEntryField: LeafView {
  var title: String { get }
  var text: Binding<String> { get }
}

extension TextEntryField {
  func sizeThatFits(
    _ proposal: ProposedViewSize, in environment: EnvironmentValues, stackAxis: Axis?
  ) -> CGSize {
    RenderItem.fieldSize(
      proposal, shown: text.wrappedValue, placeholder: title, in: environment)
  }
}

extension TextField: TextEntryField {}
extension SecureField: TextEntryField {}

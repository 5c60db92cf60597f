/// A control that displays an editable text interface: its title (or label's text) is its
/// label, its prompt the placeholder shown while empty, `axis: .vertical` lets its text run
/// on several lines. Submitting it (`host.submit`) runs its `onCommit`, then the `onSubmit`
/// actions around it.
public struct TextField<Label: View> {
  let title: String
  let text: Binding<String>
  var prompt: Text?
  var axis: Axis = .horizontal
  var onCommit: (@MainActor () -> Void)?

  var onEditingChanged: (@MainActor (Bool) -> Void)?

  init(
    title: String, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal,
    onEditingChanged: (@MainActor (Bool) -> Void)? = nil, onCommit: (@MainActor () -> Void)? = nil
  ) {
    self.title = title
    self.text = text
    self.prompt = prompt
    self.axis = axis
    self.onEditingChanged = onEditingChanged
    if let onEditingChanged {
      // Editing ends when the field is submitted.
      self.onCommit = {
        onCommit?()
        onEditingChanged(false)
      }
    } else {
      self.onCommit = onCommit
    }
  }
}

extension TextField where Label == Text {
  /// Creates a text field with a text label generated from a title string (a variable; a
  /// literal is a `LocalizedStringKey`).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(title: String(title), text: text)
  }

  /// Creates a text field with a text label generated from a localized title string.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(title: titleKey.text, text: text)
  }

  /// Creates a text field with a title and a prompt.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(title: titleKey.text, text: text, prompt: prompt)
  }

  /// Creates a text field with a title and a prompt.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(title: String(title), text: text, prompt: prompt)
  }

  /// Creates a text field whose text runs along `axis` (`.vertical`: on several lines).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(title: titleKey.text, text: text, prompt: nil, axis: axis)
  }

  /// Creates a text field with a prompt whose text runs along `axis`.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis
  ) {
    self.init(title: titleKey.text, text: text, prompt: prompt, axis: axis)
  }

  /// Creates a text field whose text runs along `axis` (`.vertical`: on several lines).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(title: String(title), text: text, prompt: nil, axis: axis)
  }

  /// Creates a text field with a prompt whose text runs along `axis`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, prompt: Text?, axis: Axis
  ) {
    self.init(title: String(title), text: text, prompt: prompt, axis: axis)
  }

  /// Creates a text field that runs `onEditingChanged` when editing begins and ends and
  /// `onCommit` when it is submitted (the older form).
  @MainActor
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
  ) {
    self.init(
      title: titleKey.text, text: text, onEditingChanged: { onEditingChanged($0) },
      onCommit: { onCommit() })
  }

  /// Creates a text field that runs `onEditingChanged` when editing begins and ends and
  /// `onCommit` when it is submitted (the older form).
  @_disfavoredOverload @MainActor
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(
      title: String(title), text: text, onEditingChanged: { onEditingChanged($0) },
      onCommit: { onCommit() })
  }
}

extension TextField {
  /// Creates a text field with a label view and a prompt.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(text: text, prompt: prompt, axis: .horizontal, label: label)
  }

  /// Creates a text field with a label view and a prompt whose text runs along `axis`.
  public init(
    text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
  ) {
    let label = label()
    self.init(
      title: (label as? Text)?.content ?? prompt?.content ?? "", text: text, prompt: prompt,
      axis: axis)
  }

  /// Creates a text field with a label view that edits `value` through `formatter`.
  @MainActor
  public init<V>(
    value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.init(
      text: TextField<Text>.binding(value, formatter: formatter), prompt: prompt, label: label)
  }
}

/// A control into which people securely enter private text.
public struct SecureField<Label: View> {
  let title: String
  let text: Binding<String>
  var prompt: Text?
  var onCommit: (@MainActor () -> Void)?
}

extension SecureField where Label == Text {
  /// Creates a secure field with a prompt generated from a title string (a variable; a
  /// literal is a `LocalizedStringKey`).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(title: String(title), text: text)
  }

  /// Creates a secure field with a prompt generated from a localized title string.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(title: titleKey.text, text: text)
  }

  /// Creates a secure field with a title and a prompt.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(title: titleKey.text, text: text, prompt: prompt)
  }

  /// Creates a secure field with a title and a prompt.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(title: String(title), text: text, prompt: prompt)
  }

  /// Creates a secure field that runs `onCommit` when it is submitted (the older form).
  @MainActor
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void)
  {
    self.init(title: titleKey.text, text: text, onCommit: { onCommit() })
  }
}

extension SecureField {
  /// Creates a secure field with a label view and a prompt.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    let label = label()
    self.init(
      title: (label as? Text)?.content ?? prompt?.content ?? "", text: text, prompt: prompt)
  }
}

extension TextField: LeafView {
  /// The field as Cadence draws it (the runtime mounts the field itself).
  public var body: some View { _PrimitiveBody(primitive: self) }

  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(
      field: "TextField", title: title, text: text, shown: text.wrappedValue, environment)
    if let prompt { item.styles["prompt"] = prompt.content }
    if axis == .vertical { item.styles["axis"] = "vertical" }
    if let onCommit, item.text != nil { item.submit = onCommit }
    if let onEditingChanged, item.text != nil { item.beginEditing = { onEditingChanged(true) } }
    return item
  }
}

extension SecureField: LeafView {
  /// The field as Cadence draws it (the runtime mounts the field itself).
  public var body: some View { _PrimitiveBody(primitive: self) }

  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    // The entered text is private: a rendering shows one bullet per character.
    let shown = String(repeating: "•", count: text.wrappedValue.count)
    var item = RenderItem(field: "SecureField", title: title, text: text, shown: shown, environment)
    if let prompt { item.styles["prompt"] = prompt.content }
    if let onCommit, item.text != nil { item.submit = onCommit }
    return item
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

extension TextField: TextEntryField {
  @MainActor
  func sizeThatFits(
    _ proposal: ProposedViewSize, in environment: EnvironmentValues, stackAxis: Axis?
  ) -> CGSize {
    var size = RenderItem.fieldSize(
      proposal, shown: text.wrappedValue, placeholder: prompt?.content ?? title, in: environment)
    if axis == .vertical {
      // A vertical field grows a line for each line of its text, within its line limits
      // (past the most it scrolls), and is spaced as text is.
      let layout = environment.textLineLayout
      let count = text.wrappedValue.split(separator: "\n", omittingEmptySubsequences: false).count
      let lines = layout.heldLines(min(count, layout.shownLimit))
      let lineHeight = TextMetrics.lineHeight(environment.resolvedFont)
      size.height += layout.height(lines: lines, lineHeight: lineHeight) - lineHeight
    }
    return size
  }
}
extension SecureField: TextEntryField {}

/// What typing into a rendered node begins with (a text field's `onEditingChanged(true)`).
enum BeginEditingAction: InteractionFeature {
  typealias Value = @MainActor () -> Void
  static var kind: InteractionKinds { [] }
}

extension RenderItem {
  /// What typing into it begins with (a text field's `onEditingChanged(true)`), if anything.
  var beginEditing: (@MainActor () -> Void)? {
    get { features[BeginEditingAction.self] }
    set { features[BeginEditingAction.self] = newValue }
  }
}

extension Interaction {
  /// What typing into it begins with (a text field's `onEditingChanged(true)`), if anything.
  package var beginEditing: (@MainActor () -> Void)? { features[BeginEditingAction.self] }
}

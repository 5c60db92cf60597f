/// A control that asks for text in a field of its own (watchOS's text input): tapping the
/// link shows the field, empty, below it; submitting the field (`host.submit`) hides it and
/// calls `onSubmit` with what was typed.
public struct TextFieldLink<Label: View>: View {
  let label: Label
  let title: String
  let prompt: Text?
  let onSubmit: (String) -> Void
  @State private var isEditing = false
  @State private var text = ""

  public var body: some View {
    let editing = $isEditing
    let text = $text
    let onSubmit = self.onSubmit
    _KindStack("TextFieldLink", alignment: .leading, spacing: 8) {
      Button {
        text.wrappedValue = ""
        editing.wrappedValue = true
      } label: {
        label
      }
      if isEditing {
        TextField<Text>(
          title: title, text: text, prompt: prompt,
          onCommit: {
            editing.wrappedValue = false
            onSubmit(text.wrappedValue)
          })
      }
    }
    .recorded("editing", isEditing ? "true" : "false")
  }
}

extension TextFieldLink where Label == Text {
  /// A link titled with a localized key; the field is titled the same.
  public init(
    _ titleKey: LocalizedStringKey, prompt: Text? = nil, onSubmit: @escaping (String) -> Void
  ) {
    label = Text(titleKey)
    title = titleKey.text
    self.prompt = prompt
    self.onSubmit = onSubmit
  }

  /// A link titled with a string; the field is titled the same.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, prompt: Text? = nil, onSubmit: @escaping (String) -> Void
  ) {
    label = Text(title)
    self.title = String(title)
    self.prompt = prompt
    self.onSubmit = onSubmit
  }
}

extension TextFieldLink {
  /// A link with a label of its own; the field has no title.
  public init(
    prompt: Text? = nil, @ViewBuilder label: () -> Label,
    onSubmit: @escaping (String) -> Void
  ) {
    self.label = label()
    title = ""
    self.prompt = prompt
    self.onSubmit = onSubmit
  }
}

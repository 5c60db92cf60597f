// The TextField forms SwiftUI deprecated in iOS 15, still common in code: each runs its
// closures as the `onEditingChanged:onCommit:` form does (editing begins with the first
// keystroke, ends and commits when the field is submitted).
extension TextField where Label == Text {
  /// A field that runs `onCommit` when submitted (deprecated: `onSubmit`).
  @MainActor
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void)
  {
    self.init(title: titleKey.text, text: text, onCommit: { onCommit() })
  }

  /// A field that runs `onEditingChanged` as editing begins and ends (deprecated: `focused`).
  @MainActor
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.init(title: titleKey.text, text: text, onEditingChanged: { onEditingChanged($0) })
  }

  /// A field that edits `value` through `formatter` and runs `onCommit` when submitted
  /// (deprecated: `TextField(_:value:format:)`).
  @MainActor
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
    onCommit: @escaping () -> Void
  ) {
    self.init(
      title: titleKey.text, text: TextField<Text>.binding(value, formatter: formatter),
      onCommit: { onCommit() })
  }

  /// A field that edits `value` through `formatter` and runs `onEditingChanged` as editing
  /// begins and ends (deprecated).
  @MainActor
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
    onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.init(
      title: titleKey.text, text: TextField<Text>.binding(value, formatter: formatter),
      onEditingChanged: { onEditingChanged($0) })
  }

  /// A field that edits `value` through `formatter`, running both closures (deprecated).
  @MainActor
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
    onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
  ) {
    self.init(
      title: titleKey.text, text: TextField<Text>.binding(value, formatter: formatter),
      onEditingChanged: { onEditingChanged($0) }, onCommit: { onCommit() })
  }
}

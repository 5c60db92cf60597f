import Foundation

// Text fields that edit a value through a format or a formatter: the field shows the value
// formatted, and each change of its text that parses sets the value (text that does not parse
// leaves it as it was).

extension TextField where Label == Text {
  /// Creates a text field that edits `value` through `format`.
  @MainActor
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(title: titleKey.text, text: Self.binding(value, format: format), prompt: prompt)
  }

  /// Creates a text field that edits `value` through `format`.
  @_disfavoredOverload @MainActor
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(title: String(title), text: Self.binding(value, format: format), prompt: prompt)
  }

  /// Creates a text field that edits an optional `value` through `format`: nil shows an empty
  /// field, and emptying the field sets nil.
  @MainActor
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(title: titleKey.text, text: Self.binding(value, format: format), prompt: prompt)
  }

  /// Creates a text field that edits an optional `value` through `format`: nil shows an empty
  /// field, and emptying the field sets nil.
  @_disfavoredOverload @MainActor
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(title: String(title), text: Self.binding(value, format: format), prompt: prompt)
  }

  /// Creates a text field that edits `value` through `formatter`.
  @MainActor
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
    self.init(title: titleKey.text, text: Self.binding(value, formatter: formatter))
  }

  /// Creates a text field that edits `value` through `formatter`, with a prompt.
  @MainActor
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?
  ) {
    self.init(title: titleKey.text, text: Self.binding(value, formatter: formatter), prompt: prompt)
  }

  /// Creates a text field that edits `value` through `formatter`.
  @_disfavoredOverload @MainActor
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
    self.init(title: String(title), text: Self.binding(value, formatter: formatter))
  }

  /// The text of `value` through `format`.
  @MainActor
  static func binding<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, format: F)
    -> Binding<String>
  where F.FormatOutput == String {
    // Used on the main actor only, where the field reads and writes it.
    nonisolated(unsafe) let format = format
    return Binding {
      format.format(value.wrappedValue)
    } set: { text in
      if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
    }
  }

  /// The text of an optional `value` through `format`: empty for nil, and nil for empty text.
  @MainActor
  static func binding<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput?>, format: F)
    -> Binding<String>
  where F.FormatOutput == String {
    // Used on the main actor only, where the field reads and writes it.
    nonisolated(unsafe) let format = format
    return Binding {
      value.wrappedValue.map { format.format($0) } ?? ""
    } set: { text in
      if text.isEmpty {
        value.wrappedValue = nil
      } else if let parsed = try? format.parseStrategy.parse(text) {
        value.wrappedValue = parsed
      }
    }
  }

  /// The text of `value` through `formatter`.
  @MainActor
  static func binding<V>(_ value: Binding<V>, formatter: Formatter) -> Binding<String> {
    // Used on the main actor only, where the field reads and writes it.
    nonisolated(unsafe) let formatter = formatter
    return Binding {
      formatter.string(for: value.wrappedValue) ?? ""
    } set: { text in
      // Linux's Formatter has no public getObjectValue: numbers and dates are parsed by
      // their formatters, a string is itself.
      let parsed: V?
      if let numbers = formatter as? NumberFormatter {
        parsed = numbers.number(from: text).flatMap { Self.number($0, as: V.self) }
      } else if let dates = formatter as? DateFormatter {
        parsed = dates.date(from: text) as? V
      } else {
        parsed = text as? V
      }
      if let parsed { value.wrappedValue = parsed }
    }
  }

  /// A number as the value type a formatter's field edits.
  private static func number<V>(_ number: NSNumber, as type: V.Type) -> V? {
    switch type {
    case is Int.Type: return number.intValue as? V
    case is Double.Type: return number.doubleValue as? V
    case is Float.Type: return number.floatValue as? V
    case is CGFloat.Type: return CGFloat(number.doubleValue) as? V
    default: return nil
    }
  }
}

extension TextField {
  /// Creates a text field with a label view that edits `value` through `format`.
  @MainActor
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    let label = label()
    self.init(
      title: (label as? Text)?.content ?? prompt?.content ?? "",
      text: TextField<Text>.binding(value, format: format), prompt: prompt)
  }

  /// Creates a text field with a label view that edits an optional `value` through `format`.
  @MainActor
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    let label = label()
    self.init(
      title: (label as? Text)?.content ?? prompt?.content ?? "",
      text: TextField<Text>.binding(value, format: format), prompt: prompt)
  }
}

/// A view that edits long text: it takes the space it is offered, and takes typed text
/// (`host.type(_:into: "TextEditor")`).
public struct TextEditor: View {
  let text: Binding<String>
  /// Whether this editor is a system style's body (it is not styled again).
  var isStyled = false

  /// Creates an editor of `text`.
  public init(text: Binding<String>) {
    self.text = text
  }

  /// The editor as Cadence draws it (the runtime mounts the editor itself).
  public var body: some View { _PrimitiveBody(primitive: self) }
}

extension TextEditor: LeafView {
  /// Mounts the editor, or, when a custom text editor style is in the environment, the
  /// style's body in its place.
  public static func _makeOrUpdateNode(
    _ view: TextEditor, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    guard !view.isStyled, let style = context.environment.textEditorStyle else {
      return makeOrUpdateUnstyledLeaf(view, node: node, in: context)
    }
    return makeOrUpdateStyledBody(
      _StyledTextEditor(
        style: style, configuration: TextEditorStyleConfiguration(text: view.text)),
      node: node, in: context)
  }

  /// One rendered node unless a text editor style's body stands in its place.
  public static func _foldedEffectCount(_ view: TextEditor, in environment: EnvironmentValues)
    -> Int?
  {
    view.isStyled || environment.textEditorStyle == nil ? 0 : nil
  }

  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(kind: "TextEditor", label: nil, text: text)
    item.styles["text"] = text.wrappedValue
    item.applyForegroundStyle(from: environment)
    item.applyEnabled(from: environment)
    return item
  }

  func sizeThatFits(
    _ proposal: ProposedViewSize, in environment: EnvironmentValues, stackAxis: Axis?
  ) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
}

/// The selected text of a field or editor (iOS 18): one range, several, or an insertion point
/// (an empty range). Bound with `TextField(_:text:selection:prompt:axis:)` or
/// `TextEditor(text:selection:)`: headless, text is typed whole (`host.type`), and after each
/// edit the selection is the insertion point at the end of the new text, as after typing.
public struct TextSelection: Hashable, Sendable {
  /// The selected indices.
  public enum Indices: Hashable, Sendable {
    /// One range.
    case selection(Range<String.Index>)
    /// Several ranges.
    case multiSelection(RangeSet<String.Index>)
  }

  /// The selected indices.
  public var indices: TextSelection.Indices
  /// Which side of a line break an insertion point sits on.
  public var affinity: TextSelectionAffinity = .automatic

  /// A selection of `range`.
  public init(range: Range<String.Index>) { indices = .selection(range) }

  /// An insertion point at `insertionPoint`.
  public init(insertionPoint: String.Index) {
    indices = .selection(insertionPoint..<insertionPoint)
  }

  /// A selection of several ranges.
  public init(ranges: RangeSet<String.Index>) { indices = .multiSelection(ranges) }

  /// Whether the selection is an insertion point, selecting nothing.
  public var isInsertion: Bool {
    switch indices {
    case .selection(let range): range.isEmpty
    case .multiSelection(let ranges): ranges.isEmpty
    }
  }
}

extension Binding where Value == String {
  /// The text, each edit also moving `selection` to the end of the new text.
  func selecting(_ selection: Binding<TextSelection?>) -> Binding<String> {
    Binding {
      wrappedValue
    } set: { newValue in
      wrappedValue = newValue
      selection.wrappedValue = TextSelection(insertionPoint: newValue.endIndex)
    }
  }
}

extension TextField where Label == Text {
  /// A text field whose selection is bound to `selection` (nil: none), its text running along
  /// `axis` (nil: horizontal).
  @MainActor
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>,
    prompt: Text? = nil, axis: Axis? = nil
  ) {
    self.init(
      title: titleKey.text, text: text.selecting(selection), prompt: prompt,
      axis: axis ?? .horizontal)
  }

  /// A text field whose selection is bound to `selection`.
  @MainActor @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil,
    axis: Axis? = nil
  ) {
    self.init(
      title: String(title), text: text.selecting(selection), prompt: prompt,
      axis: axis ?? .horizontal)
  }
}

extension TextEditor {
  /// An editor of `text` whose selection is bound to `selection`.
  @MainActor
  public init(text: Binding<String>, selection: Binding<TextSelection?>) {
    self.init(text: text.selecting(selection))
  }
}

/// The focus binding `searchFocused` gives the search field of the searchable view below.
struct _SearchFocus: @unchecked Sendable {
  let apply: @MainActor (AnyView) -> AnyView
}

extension EnvironmentValues {
  private struct SearchFocusKey: EnvironmentKey {
    static var defaultValue: _SearchFocus? { nil }
  }

  /// The focus binding of the search field below, if any.
  var searchFocus: _SearchFocus? {
    get { self[SearchFocusKey.self] }
    set { self[SearchFocusKey.self] = newValue }
  }
}

extension View {
  /// Binds the focus of the search field of the searchable view this modifies to
  /// `condition`, as `focused(_:)` binds a field's (iOS 18).
  public func searchFocused(_ condition: FocusState<Bool>.Binding) -> some View {
    environment(\.searchFocus, _SearchFocus { AnyView($0.focused(condition)) })
  }

  /// Binds the focus of the search field of the searchable view this modifies: focused while
  /// `binding` equals `value`.
  public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V)
    -> some View
  {
    environment(\.searchFocus, _SearchFocus { AnyView($0.focused(binding, equals: value)) })
  }
}

/// Applies the search focus binding, if any, to the search field.
struct _SearchFocusEffect: ViewModifier {
  let focus: _SearchFocus?

  func body(content: Content) -> some View {
    if let focus { focus.apply(AnyView(content)) } else { content }
  }
}

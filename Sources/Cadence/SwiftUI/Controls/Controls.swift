import Foundation

// MARK: - Enabled state

struct IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// Whether controls in the view take input (`disabled(_:)` turns it off).
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}

extension View {
  /// Turns off the controls in this view when `disabled` is true: they take no input and
  /// carry `disabled` = `true`.
  public func disabled(_ disabled: Bool) -> some View {
    transformEnvironment(\.isEnabled) { $0 = $0 && !disabled }
  }

  /// Lets this view extend into the safe area at `edges`: where its frame reaches the safe
  /// area's edge, it is laid out as far as the screen's (or the container's) edge there, and
  /// its content is proposed that size. Only the container region extends: Cadence shows no
  /// software keyboard, so the keyboard region is always empty.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    modifier(_SafeAreaModifier(change: .ignore(regions.contains(.container) ? edges : [])))
  }

  /// Lets this view extend into the safe area at `edges` (`ignoresSafeArea(.all, edges:)`).
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    ignoresSafeArea(.all, edges: edges)
  }
}

/// Kinds of safe area.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The container's safe area.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The keyboard's.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension RenderItem {
  /// A control in a disabled view takes no input and says so.
  mutating func applyEnabled(from environment: EnvironmentValues) {
    guard !environment.isEnabled else { return }
    tap = nil
    toggle = nil
    text = nil
    adjust = nil
    styles["disabled"] = "true"
  }
}

// MARK: - Picker

/// The selection of the picker around a view, for its tagged options.
struct PickerSelection: Equatable, @unchecked Sendable {
  let value: AnyHashable
  let set: @MainActor (AnyHashable) -> Void
  /// Whether a tag is selected, for a selection that is not one value (a list's set).
  var contains: (@MainActor (AnyHashable) -> Bool)? = nil

  static func == (lhs: PickerSelection, rhs: PickerSelection) -> Bool {
    lhs.value == rhs.value
  }
}

struct PickerSelectionKey: EnvironmentKey {
  static let defaultValue: PickerSelection? = nil
}

extension EnvironmentValues {
  var pickerSelection: PickerSelection? {
    get { self[PickerSelectionKey.self] }
    set { self[PickerSelectionKey.self] = newValue }
  }
}

/// A control for choosing one of its tagged options (`.tag(_:)`): headless, the options are
/// shown in a row after the label; tapping one selects it. The selected option's nodes carry
/// `selected` = `true`; the picker records its selection as `selection`.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
  let title: String?
  let label: Label
  /// The values selected: one, or, over several sources, each source's.
  let selected: @MainActor () -> [SelectionValue]
  /// Selects a value (in every source).
  let choose: @MainActor (SelectionValue) -> Void
  let content: Content

  /// Creates a picker with a label view.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    title = nil
    self.label = label()
    (selected, choose) = ({ [selection.wrappedValue] }, { selection.wrappedValue = $0 })
    self.content = content()
  }
}

extension Picker where Label == Text {
  /// Creates a picker with a title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    title = titleKey.text
    label = Text(titleKey)
    (selected, choose) = ({ [selection.wrappedValue] }, { selection.wrappedValue = $0 })
    self.content = content()
  }

  /// Creates a picker with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.title = String(title)
    label = Text(title)
    (selected, choose) = ({ [selection.wrappedValue] }, { selection.wrappedValue = $0 })
    self.content = content()
  }
}

extension Picker: View {
  public var body: some View {
    // Over several sources with different values, each of them is selected (SwiftUI shows
    // the mixed state); choosing one sets every source.
    var values: [SelectionValue] = []
    for value in selected() where !values.contains(value) { values.append(value) }
    let choose = choose
    let one = values.count == 1 ? values.first : nil
    let recorded =
      one.map { String(describing: $0) }
      ?? (values.isEmpty
        ? "none" : "mixed(" + values.map { String(describing: $0) }.joined(separator: ", ") + ")")
    var contains: (@MainActor (AnyHashable) -> Bool)?
    if one == nil {
      contains = { tag in (tag.base as? SelectionValue).map(values.contains) ?? false }
    }
    let selection = PickerSelection(
      value: one.map { AnyHashable($0) } ?? AnyHashable(values.count),
      set: { value in
        if let typed = value.base as? SelectionValue { choose(typed) }
      },
      contains: contains)
    return _ControlRow(kind: "Picker", title: title) {
      label.modifier(_ControlLabel())
      HStack(spacing: 8) { content }.environment(\.pickerSelection, selection)
    } decorate: { item, _ in
      item.styles["selection"] = recorded
    }
  }
}

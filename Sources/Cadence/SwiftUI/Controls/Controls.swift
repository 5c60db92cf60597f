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

  /// Lets this view extend into the safe area (Cadence's screen has none: nothing changes).
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    self
  }

  /// Lets this view extend into the safe area at `edges` (Cadence's screen has none).
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    self
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
  let selection: Binding<SelectionValue>
  let content: Content

  /// Creates a picker with a label view.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    title = nil
    self.label = label()
    self.selection = selection
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
    self.selection = selection
    self.content = content()
  }

  /// Creates a picker with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.title = String(title)
    label = Text(title)
    self.selection = selection
    self.content = content()
  }
}

extension Picker: View {
  public var body: some View {
    let selection = selection
    _ControlRow(kind: "Picker", title: title) {
      label
      HStack(spacing: 8) { content }
        .environment(
          \.pickerSelection,
          PickerSelection(
            value: AnyHashable(selection.wrappedValue),
            set: { value in
              if let typed = value.base as? SelectionValue { selection.wrappedValue = typed }
            }))
    } decorate: { item, _ in
      item.styles["selection"] = String(describing: selection.wrappedValue)
    }
  }
}

/// How a picker looks (recorded on the picker as `pickerStyle`).
@MainActor @preconcurrency
public protocol PickerStyle {
  /// The style's name in renderings.
  var _styleName: String { get }
}

/// A picker style by name.
public struct _NamedPickerStyle: PickerStyle {
  public let _styleName: String
}

extension PickerStyle where Self == _NamedPickerStyle {
  /// The system's choice.
  public static var automatic: _NamedPickerStyle { _NamedPickerStyle(_styleName: "automatic") }
  /// A menu.
  public static var menu: _NamedPickerStyle { _NamedPickerStyle(_styleName: "menu") }
  /// A segmented control.
  public static var segmented: _NamedPickerStyle { _NamedPickerStyle(_styleName: "segmented") }
  /// A wheel.
  public static var wheel: _NamedPickerStyle { _NamedPickerStyle(_styleName: "wheel") }
  /// Options inline in a list.
  public static var inline: _NamedPickerStyle { _NamedPickerStyle(_styleName: "inline") }
  /// A navigation link to a list of options.
  public static var navigationLink: _NamedPickerStyle {
    _NamedPickerStyle(_styleName: "navigationLink")
  }
  /// A palette.
  public static var palette: _NamedPickerStyle { _NamedPickerStyle(_styleName: "palette") }
}

extension View {
  /// Sets the style of pickers in this view.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    modifier(_StyleEffect(name: "pickerStyle", value: style._styleName))
  }

  /// Tags this view with a value: inside a picker it is the option for that value.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(_TagModifier(tag: tag))
  }

  /// Tags this view with a value; `includeOptional` is accepted for SwiftUI's signature.
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
    modifier(_TagModifier(tag: tag))
  }
}

/// Tags its content with a value.
struct _TagModifier<V: Hashable>: ViewModifier {
  typealias Body = Never
  let tag: V

  static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let tagged = node.map { downcast($0, to: TagNode<V>.self) } ?? TagNode<V>(in: context)
    tagged.environment = context.environment
    if tagged.tag != view.modifier.tag {
      tagged.tag = view.modifier.tag
      tagged.setNeedsRender()
    }
    tagged.child = reconciled(
      view.content, node: tagged.child, context: tagged.childContext(context))
    return tagged
  }
}

/// The node of a tag: inside a picker, its content selects the tag when tapped.
@MainActor
final class TagNode<V: Hashable>: WrapperNode {
  var tag: V?

  override func contribute(to item: inout RenderItem) {
    guard let tag, let selection = environment.pickerSelection else { return }
    let value = AnyHashable(tag)
    // An optional selection is set from a plain tag, as SwiftUI does.
    let set = selection.set
    if item.tap == nil, environment.isEnabled { item.tap = { set(value) } }
    if selection.value == value || selection.value == AnyHashable(Optional(tag)) {
      item.setStyleIfAbsent("true", for: "selected")
    }
    item.setStyleIfAbsent(String(describing: tag), for: "tag")
  }

  override func render(into items: inout [RenderItem]) {
    let start = items.count
    DeepRecursion.guarded { child?.render(into: &items) }
    for index in start..<items.count { contribute(to: &items[index]) }
  }
}

// MARK: - Stepper, slider, progress

/// A control row: a rendered node of `kind` around its content (a label, the control's
/// parts), laid out as iOS does in compact form: the label at the leading edge, the rest at
/// the trailing edge, filling the width it is offered.
struct _ControlRow<Content: View> {
  let kind: String
  let title: String?
  let content: Content
  let decorate: @MainActor (inout RenderItem, EnvironmentValues) -> Void

  init(
    kind: String, title: String?, @ViewBuilder content: () -> Content,
    decorate: @escaping @MainActor (inout RenderItem, EnvironmentValues) -> Void
  ) {
    self.kind = kind
    self.title = title
    self.content = content()
    self.decorate = decorate
  }
}

extension _ControlRow: ContainerView {
  typealias Body = Never

  var contentLayout: ControlRowLayout { ControlRowLayout() }

  func renderItem(children: RenderedChildren, in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(kind: kind, label: title ?? children.firstText())
    item.adopt(children)
    decorate(&item, environment)
    item.applyEnabled(from: environment)
    item.applyTint(from: environment)
    return item
  }
}

/// The first subview at the leading edge, the others in a row at the trailing edge, 8
/// points apart, all centred vertically; the row fills the width it is offered.
struct ControlRowLayout: Layout, Equatable {
  static let gap: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let ideal = sizes.map(\.width).reduce(0, +) + Self.gap * CGFloat(max(sizes.count - 1, 0))
    let height = sizes.map(\.height).max() ?? 0
    return CGSize(width: proposal.width.map { $0.isFinite ? $0 : ideal } ?? ideal, height: height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    guard let first = subviews.first else { return }
    let firstSize = first.sizeThatFits(.unspecified)
    first.place(
      at: CGPoint(x: bounds.minX, y: bounds.midY - firstSize.height / 2), anchor: .topLeading,
      proposal: .unspecified)
    var x = bounds.maxX
    for subview in subviews.dropFirst().reversed() {
      let size = subview.sizeThatFits(.unspecified)
      x -= size.width
      subview.place(
        at: CGPoint(x: x, y: bounds.midY - size.height / 2), anchor: .topLeading,
        proposal: .unspecified)
      x -= Self.gap
    }
  }
}

/// A control that increments and decrements a value: its label, then a `−` and a `+` button
/// (identifiers `decrement` and `increment`). A stepper bound to a value records it as
/// `value` and can be adjusted from a host (`ViewHost.adjust`), clamped to its range.
public struct Stepper<Label: View>: View {
  let title: String?
  let label: Label
  let onIncrement: (@MainActor () -> Void)?
  let onDecrement: (@MainActor () -> Void)?
  let value: Binding<Double>?

  /// Creates a stepper with actions.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    title = nil
    self.label = label()
    self.onIncrement = onIncrement
    self.onDecrement = onDecrement
    value = nil
  }

  /// Creates a stepper over a value in a range, by a step.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
    self.init(title: nil, label: label(), value: value, bounds: bounds, step: step)
  }

  /// Creates a stepper over an integer value in a range, by a step.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V: BinaryInteger, V.Stride: BinaryInteger {
    self.init(title: nil, label: label(), value: value, bounds: bounds, step: step)
  }

  init<V: Strideable>(
    title: String?, label: Label, value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride
  ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
    self.init(
      title: title, label: label, low: Double(bounds.lowerBound),
      high: Double(bounds.upperBound), step: Double(step),
      get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
  }

  init<V: Strideable>(
    title: String?, label: Label, value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride
  ) where V: BinaryInteger, V.Stride: BinaryInteger {
    self.init(
      title: title, label: label, low: Double(bounds.lowerBound),
      high: Double(bounds.upperBound), step: Double(step),
      get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0.rounded()) })
  }

  /// A stepper over a value seen as a `Double` in `low...high`, by `step`: every value set
  /// is clamped to the range.
  private init(
    title: String?, label: Label, low: Double, high: Double, step: Double,
    get: @escaping @MainActor () -> Double, set: @escaping @MainActor (Double) -> Void
  ) {
    self.title = title
    self.label = label
    let double = Binding<Double>(
      get: get, set: { set(Swift.min(Swift.max($0, low), high)) })
    value = double
    onIncrement = { double.wrappedValue = Swift.min(double.wrappedValue + step, high) }
    onDecrement = { double.wrappedValue = Swift.max(double.wrappedValue - step, low) }
  }

  public var body: some View {
    let value = value
    _ControlRow(kind: "Stepper", title: title) {
      label
      Button("−") { onDecrement?() }.accessibilityIdentifier("decrement")
        .disabled(onDecrement == nil)
      Button("+") { onIncrement?() }.accessibilityIdentifier("increment")
        .disabled(onIncrement == nil)
    } decorate: { item, _ in
      if let value {
        item.attributes["value"] = value.wrappedValue
        item.adjust = value
      }
    }
  }
}

extension Stepper where Label == Text {
  /// Creates a stepper with a title over a value in a range, by a step.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: BinaryInteger, V.Stride: BinaryInteger {
    self.init(title: titleKey.text, label: Text(titleKey), value: value, bounds: bounds, step: step)
  }

  /// Creates a stepper with a title over a value in a range, by a step.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
    self.init(title: titleKey.text, label: Text(titleKey), value: value, bounds: bounds, step: step)
  }

  /// Creates a stepper with a title and actions.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }
}

/// A control for a value in a continuous range: it fills the width it is offered, 31 points
/// tall (iOS's), and records `value`, `minimum` and `maximum`; a host sets it with
/// `ViewHost.adjust` (clamped to the range, rounded to the step).
public struct Slider<Label: View>: View {
  let label: Label
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?

  /// Creates a slider over a value in a range.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint, Label == EmptyView {
    self.init(value: value, bounds: bounds, step: nil, label: EmptyView())
  }

  /// Creates a slider over a value in a range, by a step.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint, Label == EmptyView {
    self.init(value: value, bounds: bounds, step: Double(step), label: EmptyView())
  }

  /// Creates a slider with a label over a value in a range.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: nil, label: label())
  }

  init<V: BinaryFloatingPoint>(
    value: Binding<V>, bounds: ClosedRange<V>, step: Double?, label: Label
  ) {
    self.label = label
    let low = Double(bounds.lowerBound)
    let high = Double(bounds.upperBound)
    self.bounds = low...high
    let step = step.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    self.step = step
    self.value = Binding<Double>(
      get: { Double(value.wrappedValue) },
      set: { new in
        guard new.isFinite else { return }
        var clamped = Swift.min(Swift.max(new, low), high)
        if let step { clamped = Swift.min(low + ((clamped - low) / step).rounded() * step, high) }
        value.wrappedValue = V(clamped)
      })
  }

  public var body: some View {
    let value = value
    let bounds = bounds
    _ControlRow(kind: "Slider", title: nil) {
      label
      Color.clear.frame(height: 31)
    } decorate: { item, _ in
      item.attributes["value"] = value.wrappedValue
      item.attributes["minimum"] = bounds.lowerBound
      item.attributes["maximum"] = bounds.upperBound
      item.adjust = value
    }
  }
}

/// A view that shows the progress of a task: determinate ones record `fractionCompleted`
/// (value / total, clamped to 0…1) and fill the width they are offered, 4 points tall;
/// indeterminate ones are a 20-point spinner.
public struct ProgressView<Label: View>: View {
  let title: String?
  let label: Label
  let fraction: Double?

  /// Creates an indeterminate progress view.
  public init() where Label == EmptyView {
    title = nil
    label = EmptyView()
    fraction = nil
  }

  /// Creates an indeterminate progress view with a title.
  public init(_ titleKey: LocalizedStringKey) where Label == Text {
    title = titleKey.text
    label = Text(titleKey)
    fraction = nil
  }

  /// Creates a progress view of a value out of a total.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
    title = nil
    label = EmptyView()
    fraction = Self.fraction(value, total)
  }

  /// Creates a progress view with a title of a value out of a total.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0)
  where Label == Text {
    title = titleKey.text
    label = Text(titleKey)
    fraction = Self.fraction(value, total)
  }

  /// Creates a progress view with a label of a value out of a total.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    title = nil
    self.label = label()
    fraction = Self.fraction(value, total)
  }

  /// A value over a total, clamped to 0…1 (0 for a total of 0 or non-finite numbers).
  private static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
    guard let value else { return nil }
    let v = Double(value)
    let t = Double(total)
    guard v.isFinite, t.isFinite, t > 0 else { return 0 }
    return Swift.min(Swift.max(v / t, 0), 1)
  }

  public var body: some View {
    let fraction = fraction
    _ControlRow(kind: "ProgressView", title: title) {
      label
      if fraction == nil {
        Color.clear.frame(width: 20, height: 20)
      } else {
        Color.clear.frame(height: 4)
      }
    } decorate: { item, _ in
      if let fraction { item.attributes["fractionCompleted"] = fraction }
    }
  }
}

/// How a progress view looks (recorded as `progressViewStyle`).
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// The style's name in renderings.
  var _styleName: String { get }
}

/// A progress view style by name.
public struct _NamedProgressViewStyle: ProgressViewStyle {
  public let _styleName: String
}

extension ProgressViewStyle where Self == _NamedProgressViewStyle {
  /// The system's choice.
  public static var automatic: _NamedProgressViewStyle { .init(_styleName: "automatic") }
  /// A bar.
  public static var linear: _NamedProgressViewStyle { .init(_styleName: "linear") }
  /// A spinner.
  public static var circular: _NamedProgressViewStyle { .init(_styleName: "circular") }
}

extension View {
  /// Sets the style of progress views in this view.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    modifier(_StyleEffect(name: "progressViewStyle", value: style._styleName))
  }
}

// MARK: - Date and colour pickers

/// A control for choosing a date: its label, the date recorded as `date` (ISO 8601, UTC).
public struct DatePicker<Label: View>: View {
  let title: String?
  let label: Label
  let selection: Binding<Date>

  /// Creates a date picker with a title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) where Label == Text {
    title = titleKey.text
    label = Text(titleKey)
    self.selection = selection
  }

  /// Creates a date picker with a title in a range.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) where Label == Text {
    self.init(titleKey, selection: selection, displayedComponents: displayedComponents)
  }

  public var body: some View {
    let selection = selection
    _ControlRow(kind: "DatePicker", title: title) {
      label
    } decorate: { item, _ in
      item.styles["date"] = ISO8601DateFormatter().string(from: selection.wrappedValue)
    }
  }
}

/// The parts of a date a picker shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The date.
  public static let date = DatePickerComponents(rawValue: 1)
  /// The hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// A control for choosing a colour: its label, the colour recorded as `color`.
public struct ColorPicker<Label: View>: View {
  let title: String?
  let label: Label
  let selection: Binding<Color>

  /// Creates a colour picker with a title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true
  ) where Label == Text {
    title = titleKey.text
    label = Text(titleKey)
    self.selection = selection
  }

  public var body: some View {
    let selection = selection
    _ControlRow(kind: "ColorPicker", title: title) {
      label
      Circle().fill(selection.wrappedValue).frame(width: 28, height: 28)
    } decorate: { item, _ in
      item.styles["color"] = selection.wrappedValue.name
    }
  }
}

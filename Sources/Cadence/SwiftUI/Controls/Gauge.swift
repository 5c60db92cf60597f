/// A view that shows a value within a range: its label, then a bar the width it is offered
/// (`Gauge` in the snapshot with `fractionCompleted`, the value's place in the range clamped
/// to 0…1), and its current, minimum and maximum value labels when given. A value or range that
/// is not a number (NaN, infinite, an empty range) shows 0 and is reported.
public struct Gauge<
  Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View
>:
  View
{
  let fraction: Double
  let problem: String?
  let label: Label
  let currentValueLabel: CurrentValueLabel
  let minimumValueLabel: BoundsLabel
  let maximumValueLabel: BoundsLabel
  var markedValueLabels: MarkedValueLabels? = nil

  public var body: some View {
    StyledControl(\.gaugeStyle) {
      GaugeStyleConfiguration(
        value: fraction, label: .init(content: AnyView(label)),
        currentValueLabel: styledPart(currentValueLabel, { .init(content: $0) }),
        minimumValueLabel: styledPart(minimumValueLabel, { .init(content: $0) }),
        maximumValueLabel: styledPart(maximumValueLabel, { .init(content: $0) }),
        markedValueLabels: styledPart(markedValueLabels, { .init(content: $0) }))
    } system: {
      systemBody
    }
  }

  @ViewBuilder private var systemBody: some View {
    let fraction = fraction
    _KindStack(
      "Gauge", alignment: .leading, spacing: 4,
      problems: problem.map { [(.nonFiniteValue, $0)] } ?? []
    ) {
      HStack {
        label
        Spacer()
        currentValueLabel
      }
      HStack {
        minimumValueLabel
        Color.clear.frame(height: 4).frame(maxWidth: .infinity)
        maximumValueLabel
      }
      if let markedValueLabels { HStack { markedValueLabels } }
    }
    .modifier(_GaugeFraction(fraction: fraction))
  }
}

/// Records a gauge's fraction on its bar.
struct _GaugeFraction: RenderModifier, Equatable {
  static let attributeName = "fractionCompleted"
  let fraction: Double
  func apply(to item: inout RenderItem) {
    item.attributes["fractionCompleted"] = fraction
  }
}

extension Gauge {
  /// The place of `value` in `bounds`, clamped, and what is wrong with them.
  static func place<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> (
    Double, String?
  ) {
    let v = Double(value)
    let low = Double(bounds.lowerBound)
    let high = Double(bounds.upperBound)
    guard v.isFinite, low.isFinite, high.isFinite, high > low else {
      return (0, "Gauge: the value \(v) in \(low)...\(high) is not a place in a range; 0 is shown")
    }
    return (Swift.min(Swift.max((v - low) / (high - low), 0), 1), nil)
  }

  /// Creates a gauge of `value` in `bounds` with a label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    (fraction, problem) = Self.place(value, in: bounds)
    self.label = label()
    currentValueLabel = EmptyView()
    minimumValueLabel = EmptyView()
    maximumValueLabel = EmptyView()
  }

  /// Creates a gauge with a label and a current value label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    (fraction, problem) = Self.place(value, in: bounds)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    minimumValueLabel = EmptyView()
    maximumValueLabel = EmptyView()
  }

  /// Creates a gauge with a label, a current value label and labels for its bounds.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) where MarkedValueLabels == EmptyView {
    (fraction, problem) = Self.place(value, in: bounds)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }

  /// Creates a gauge with a label, a current value label and labels of marked values.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) where BoundsLabel == EmptyView {
    (fraction, problem) = Self.place(value, in: bounds)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    minimumValueLabel = EmptyView()
    maximumValueLabel = EmptyView()
    self.markedValueLabels = markedValueLabels()
  }

  /// Creates a gauge with every label: current value, bounds and marked values.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel,
    @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    (fraction, problem) = Self.place(value, in: bounds)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
    self.markedValueLabels = markedValueLabels()
  }
}

extension Gauge
where
  Label == AnyView, CurrentValueLabel == AnyView, BoundsLabel == AnyView,
  MarkedValueLabels == AnyView
{
  /// The system's gauge of a style's configuration.
  init(_configuration configuration: GaugeStyleConfiguration) {
    fraction = configuration.value
    problem = nil
    label = AnyView(configuration.label)
    currentValueLabel = AnyView(configuration.currentValueLabel)
    minimumValueLabel = AnyView(configuration.minimumValueLabel)
    maximumValueLabel = AnyView(configuration.maximumValueLabel)
    markedValueLabels = configuration.markedValueLabels.map { AnyView($0) }
  }
}

/// The mode of a view's editing (`\.editMode`, a binding a container provides).
public enum EditMode: Hashable, Sendable {
  case inactive, transient, active

  /// Whether editing is on.
  public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
  private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
  }

  /// The editing mode of the views below, when a container provides one.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

/// A button that toggles the edit mode of the environment: "Edit", then "Done". Without an
/// edit mode above it, it is disabled.
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  /// Creates an edit button.
  public init() {}

  public var body: some View {
    let editMode = self.editMode
    let editing = editMode?.wrappedValue.isEditing ?? false
    Button(editing ? "Done" : "Edit") {
      guard let editMode else { return }
      editMode.wrappedValue = editing ? .inactive : .active
    }
    .disabled(editMode == nil)
  }
}

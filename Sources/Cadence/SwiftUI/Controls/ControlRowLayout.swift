import Foundation

/// The first subview at the leading edge, the others in a row at the trailing edge, 8
/// points apart, all centred vertically; the row fills the width it is offered.
struct ControlRowLayout: Layout, Equatable {
  static let gap: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    if sizes.first == .zero, sizes.count > 1 {
      // A hidden label (`labelsHidden`) takes no room: the row is its control, at its size.
      let rest = sizes.dropFirst()
      return CGSize(
        width: rest.map(\.width).reduce(0, +) + Self.gap * CGFloat(rest.count - 1),
        height: rest.map(\.height).max() ?? 0)
    }
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
  /// The value as its format writes it (`format:`), recorded as `formattedValue`.
  var formatted: (@MainActor () -> String)?

  /// Creates a stepper with actions.
  @preconcurrency public init(
    @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    title = nil
    self.label = label()
    // Each step is one whole edit: it begins, the action runs, it ends.
    self.onIncrement = Self.edit(onIncrement, onEditingChanged)
    self.onDecrement = Self.edit(onDecrement, onEditingChanged)
    value = nil
  }

  /// `action` as one whole edit: it begins, the action runs, it ends.
  private static func edit(
    _ action: (@MainActor () -> Void)?, _ onEditingChanged: @escaping (Bool) -> Void
  ) -> (@MainActor () -> Void)? {
    guard let action else { return nil }
    return { @MainActor in
      onEditingChanged(true)
      action()
      onEditingChanged(false)
    }
  }

  /// Creates a stepper over a value in a range, by a step.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
    self.init(
      title: nil, label: label(), value: value, bounds: bounds, step: step,
      onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper over an integer value in a range, by a step.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V: BinaryInteger, V.Stride: BinaryInteger {
    self.init(
      title: nil, label: label(), value: value, bounds: bounds, step: step,
      onEditingChanged: onEditingChanged)
  }

  init<V: Strideable>(
    title: String?, label: Label, value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride,
    onEditingChanged: ((Bool) -> Void)? = nil
  ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
    self.init(
      title: title, label: label, low: Double(bounds.lowerBound),
      high: Double(bounds.upperBound), step: Double(step),
      get: { Double(value.wrappedValue) },
      set: { new in
        // A host's adjustment is one whole edit: it begins, the value changes, it ends.
        onEditingChanged?(true)
        value.wrappedValue = V(new)
        onEditingChanged?(false)
      })
  }

  init<V: Strideable>(
    title: String?, label: Label, value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride,
    onEditingChanged: ((Bool) -> Void)? = nil
  ) where V: BinaryInteger, V.Stride: BinaryInteger {
    self.init(
      title: title, label: label, low: Double(bounds.lowerBound),
      high: Double(bounds.upperBound), step: Double(step),
      get: { Double(value.wrappedValue) },
      set: { new in
        onEditingChanged?(true)
        // A value past what the type holds (near Int.max, as a Double) keeps the last one.
        value.wrappedValue = V(exactly: new.rounded()) ?? value.wrappedValue
        onEditingChanged?(false)
      })
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
      label.modifier(_ControlLabel())
      Button("−") { onDecrement?() }.accessibilityIdentifier("decrement")
        .disabled(onDecrement == nil)
      Button("+") { onIncrement?() }.accessibilityIdentifier("increment")
        .disabled(onIncrement == nil)
    } decorate: { item, _ in
      if let value {
        item.attributes["value"] = value.wrappedValue
        item.adjust = value
      }
      if let formatted { item.styles["formattedValue"] = formatted() }
    }
  }
}

extension Stepper where Label == Text {
  /// Creates a stepper with a title over a value in a range, by a step.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: BinaryInteger, V.Stride: BinaryInteger {
    self.init(
      title: titleKey.text, label: Text(titleKey), value: value, bounds: bounds, step: step,
      onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper with a title over a value in a range, by a step.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
    self.init(
      title: titleKey.text, label: Text(titleKey), value: value, bounds: bounds, step: step,
      onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper with a title and actions.
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }
}

/// A control for a value in a continuous range: it fills the width it is offered, 31 points
/// tall (iOS's), and records `value`, `minimum` and `maximum`; a host sets it with
/// `ViewHost.adjust` (clamped to the range, rounded to the step). Labels of its minimum and
/// maximum values sit at its ends.
public struct Slider<Label: View, ValueLabel: View>: View {
  let label: Label
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?
  var valueLabels: (minimum: ValueLabel, maximum: ValueLabel)?

  /// Creates a slider over a value in a range.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint, Label == EmptyView, ValueLabel == EmptyView {
    self.init(
      value: value, bounds: bounds, step: nil, label: EmptyView(),
      onEditingChanged: onEditingChanged)
  }

  /// Creates a slider over a value in a range, by a step.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint, Label == EmptyView, ValueLabel == EmptyView {
    self.init(
      value: value, bounds: bounds, step: Double(step), label: EmptyView(),
      onEditingChanged: onEditingChanged)
  }

  /// Creates a slider with a label over a value in a range.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint, ValueLabel == EmptyView {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(), onEditingChanged: onEditingChanged)
  }

  /// Creates a slider with a label over a value in a range, by a step.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint, ValueLabel == EmptyView {
    self.init(
      value: value, bounds: bounds, step: Double(step), label: label(),
      onEditingChanged: onEditingChanged)
  }

  /// Creates a slider with a label and labels of its bounds over a value in a range.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(), onEditingChanged: onEditingChanged)
    valueLabels = (minimumValueLabel(), maximumValueLabel())
  }

  /// Creates a slider with a label and labels of its bounds over a value in a range, by a
  /// step.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: Double(step), label: label(),
      onEditingChanged: onEditingChanged)
    valueLabels = (minimumValueLabel(), maximumValueLabel())
  }

  init<V: BinaryFloatingPoint>(
    value: Binding<V>, bounds: ClosedRange<V>, step: Double?, label: Label,
    onEditingChanged: ((Bool) -> Void)? = nil
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
        // A host's adjustment is one whole drag: it begins, the value changes, it ends.
        onEditingChanged?(true)
        value.wrappedValue = V(clamped)
        onEditingChanged?(false)
      })
  }

  public var body: some View {
    let value = value
    let bounds = bounds
    _ControlRow(kind: "Slider", title: nil) {
      label
      if let valueLabels {
        HStack {
          valueLabels.minimum
          Color.clear.frame(height: 31)
          valueLabels.maximum
        }
      } else {
        Color.clear.frame(height: 31)
      }
    } decorate: { item, _ in
      item.attributes["value"] = value.wrappedValue
      item.attributes["minimum"] = bounds.lowerBound
      item.attributes["maximum"] = bounds.upperBound
      item.adjust = value
    }
  }
}

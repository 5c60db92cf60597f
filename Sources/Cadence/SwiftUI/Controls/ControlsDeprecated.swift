// Control forms SwiftUI deprecated, still common in code: the label given last, after
// `onEditingChanged` (iOS 13's order), the picker's and group box's label first, and the
// system styles' tint. Each does what its current form does.
extension Stepper {
  /// A stepper that runs `onIncrement` and `onDecrement`, its label given last (deprecated).
  @_disfavoredOverload @preconcurrency public init(
    onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: label, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }

  /// A stepper over a value without bounds, its label given last (deprecated).
  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
    self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
  }

  /// A stepper over an integer value without bounds, its label given last (deprecated).
  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) where V: FixedWidthInteger, V.Stride: BinaryInteger {
    self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with a label given last (deprecated).
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
  }

  /// A slider by a step, with a label given last (deprecated).
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
  }
}

extension Slider {
  /// A slider with labels of its bounds, its label given last (deprecated).
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, label: label, minimumValueLabel: { minimumValueLabel },
      maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged)
  }

  /// A slider by a step with labels of its bounds, its label given last (deprecated).
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label,
      minimumValueLabel: { minimumValueLabel }, maximumValueLabel: { maximumValueLabel },
      onEditingChanged: onEditingChanged)
  }
}

extension Picker {
  /// A picker with its label view given first (deprecated: `Picker(selection:content:label:)`).
  public init(
    selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { label }
  }
}

extension GroupBox {
  /// A group box with its label view given first (deprecated: `GroupBox(content:label:)`).
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.init(content: content) { label }
  }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// A section with a footer view given first (deprecated: `Section(content:footer:)`).
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content) { footer }
  }
}

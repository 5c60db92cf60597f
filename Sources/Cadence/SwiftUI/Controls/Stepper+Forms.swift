import Foundation

// Stepper's other initializers, as SwiftUI declares them: the label before or after
// `onEditingChanged`, and values without bounds (a float's are ±infinity, an integer's its
// type's minimum and maximum).

extension Stepper {
  /// Creates a stepper over a value in a range, its label given before `onEditingChanged`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
    self.init(
      title: nil, label: label(), value: value, bounds: bounds, step: step,
      onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper over an integer value in a range, its label given before
  /// `onEditingChanged`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: BinaryInteger, V.Stride: BinaryInteger {
    self.init(
      title: nil, label: label(), value: value, bounds: bounds, step: step,
      onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper over a value without bounds.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
    self.init(
      title: nil, label: label(), value: value, bounds: -V.infinity...V.infinity, step: step,
      onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper over an integer value without bounds (its type's range).
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: FixedWidthInteger, V.Stride: BinaryInteger {
    self.init(
      title: nil, label: label(), value: value, bounds: V.min...V.max, step: step,
      onEditingChanged: onEditingChanged)
  }
}

extension Stepper where Label == Text {
  /// Creates a stepper with a title over a value without bounds.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
    self.init(
      title: titleKey.text, label: Text(titleKey), value: value,
      bounds: -V.infinity...V.infinity, step: step, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper with a title over an integer value without bounds.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: FixedWidthInteger, V.Stride: BinaryInteger {
    self.init(
      title: titleKey.text, label: Text(titleKey), value: value, bounds: V.min...V.max,
      step: step, onEditingChanged: onEditingChanged)
  }
}

// The forms with a format: the value as the format writes it is what the stepper shows and
// reads aloud (recorded as `formattedValue`).

extension Stepper {
  /// Creates a stepper over a formatted value in a range, by a step.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  )
  where
    F.FormatInput: BinaryFloatingPoint, F.FormatInput.Stride: BinaryFloatingPoint,
    F.FormatOutput == String
  {
    self.init(
      title: nil, label: label(), value: value, bounds: bounds, step: step,
      onEditingChanged: onEditingChanged)
    formatted = { format.format(value.wrappedValue) }
  }

  /// Creates a stepper over a formatted value without bounds, by a step.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  )
  where
    F.FormatInput: BinaryFloatingPoint, F.FormatInput.Stride: BinaryFloatingPoint,
    F.FormatOutput == String
  {
    self.init(
      value: value, in: -F.FormatInput.infinity...F.FormatInput.infinity, step: step,
      format: format, label: label, onEditingChanged: onEditingChanged)
  }
}

extension Stepper where Label == Text {
  /// Creates a stepper with a title over a formatted value in a range, by a step.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
    in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  )
  where
    F.FormatInput: BinaryFloatingPoint, F.FormatInput.Stride: BinaryFloatingPoint,
    F.FormatOutput == String
  {
    self.init(
      title: titleKey.text, label: Text(titleKey), value: value, bounds: bounds, step: step,
      onEditingChanged: onEditingChanged)
    formatted = { format.format(value.wrappedValue) }
  }

  /// Creates a stepper with a title over a formatted value without bounds, by a step.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  )
  where
    F.FormatInput: BinaryFloatingPoint, F.FormatInput.Stride: BinaryFloatingPoint,
    F.FormatOutput == String
  {
    self.init(
      titleKey, value: value, in: -F.FormatInput.infinity...F.FormatInput.infinity, step: step,
      format: format, onEditingChanged: onEditingChanged)
  }
}

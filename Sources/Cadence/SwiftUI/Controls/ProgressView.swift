import Foundation

/// A view that shows the progress of a task: determinate ones record `fractionCompleted`
/// (value / total, clamped to 0…1) and fill the width they are offered, 4 points tall;
/// indeterminate ones are a 20-point spinner. One made for a time interval fills as virtual
/// time passes (empties, counting down). A custom `progressViewStyle` draws it instead.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  enum Source {
    case fixed(Double?)
    case timer(ClosedRange<Date>, countsDown: Bool)
  }

  let title: String?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?
  let source: Source

  init(title: String?, label: Label?, currentValueLabel: CurrentValueLabel?, source: Source) {
    self.title = title
    self.label = label
    self.currentValueLabel = currentValueLabel
    self.source = source
  }

  public var body: some View {
    switch source {
    case .fixed(let fraction):
      content(fraction: fraction)
    case .timer(let interval, let countsDown):
      TimelineView(IntervalTimelineSchedule(interval: interval)) { context in
        content(
          fraction: Self.fraction(of: interval, at: context.date, countingDown: countsDown))
      }
    }
  }

  private func content(fraction: Double?) -> some View {
    StyledControl(\.progressViewStyle) {
      ProgressViewStyleConfiguration(
        fractionCompleted: fraction, label: styledPart(label, { .init(content: $0) }),
        currentValueLabel: styledPart(currentValueLabel, { .init(content: $0) }))
    } system: {
      _ControlRow(kind: "ProgressView", title: title) {
        if let label { label }
        if let currentValueLabel { currentValueLabel }
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

  /// A value over a total, clamped to 0…1 (0 for a total of 0 or non-finite numbers).
  static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
    guard let value else { return nil }
    let v = Double(value)
    let t = Double(total)
    guard v.isFinite, t.isFinite, t > 0 else { return 0 }
    return Swift.min(Swift.max(v / t, 0), 1)
  }

  /// How far `date` is through `interval` (0…1), or how much is left when counting down.
  static func fraction(of interval: ClosedRange<Date>, at date: Date, countingDown: Bool)
    -> Double
  {
    let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
    let elapsed = date.timeIntervalSince(interval.lowerBound)
    guard length.isFinite, elapsed.isFinite else { return countingDown ? 1 : 0 }
    let done = length > 0 ? Swift.min(Swift.max(elapsed / length, 0), 1) : 1
    return countingDown ? 1 - done : done
  }
}

extension ProgressView {
  /// Creates an indeterminate progress view.
  public init() where Label == EmptyView, CurrentValueLabel == EmptyView {
    self.init(title: nil, label: nil, currentValueLabel: nil, source: .fixed(nil))
  }

  /// Creates an indeterminate progress view with a label.
  public init(@ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
    self.init(title: nil, label: label(), currentValueLabel: nil, source: .fixed(nil))
  }

  /// Creates an indeterminate progress view with a title.
  public init(_ titleKey: LocalizedStringKey) where Label == Text, CurrentValueLabel == EmptyView {
    self.init(
      title: titleKey.text, label: Text(titleKey), currentValueLabel: nil, source: .fixed(nil))
  }

  /// Creates an indeterminate progress view with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S)
  where Label == Text, CurrentValueLabel == EmptyView {
    self.init(
      title: String(title), label: Text(title), currentValueLabel: nil, source: .fixed(nil))
  }

  /// Creates a progress view of a value out of a total.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0)
  where Label == EmptyView, CurrentValueLabel == EmptyView {
    self.init(
      title: nil, label: nil, currentValueLabel: nil, source: .fixed(Self.fraction(value, total)))
  }

  /// Creates a progress view with a title of a value out of a total.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0)
  where Label == Text, CurrentValueLabel == EmptyView {
    self.init(
      title: titleKey.text, label: Text(titleKey), currentValueLabel: nil,
      source: .fixed(Self.fraction(value, total)))
  }

  /// Creates a progress view with a title of a value out of a total.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0)
  where Label == Text, CurrentValueLabel == EmptyView {
    self.init(
      title: String(title), label: Text(title), currentValueLabel: nil,
      source: .fixed(Self.fraction(value, total)))
  }

  /// Creates a progress view with a label of a value out of a total.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) where CurrentValueLabel == EmptyView {
    self.init(
      title: nil, label: label(), currentValueLabel: nil,
      source: .fixed(Self.fraction(value, total)))
  }

  /// Creates a progress view with a label and a label of the current value.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      title: nil, label: label(), currentValueLabel: currentValueLabel(),
      source: .fixed(Self.fraction(value, total)))
  }

  /// Creates a progress view from a style's configuration: inside a custom style's body, the
  /// system's look of the same progress.
  public init(_ configuration: ProgressViewStyleConfiguration)
  where
    Label == ProgressViewStyleConfiguration.Label,
    CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
  {
    self.init(
      title: nil, label: configuration.label, currentValueLabel: configuration.currentValueLabel,
      source: .fixed(configuration.fractionCompleted))
  }

  /// Creates a progress view of a Foundation `Progress`: its completed fraction, or
  /// indeterminate.
  public init(_ progress: Progress) where Label == EmptyView, CurrentValueLabel == EmptyView {
    let fraction = progress.isIndeterminate ? nil : progress.fractionCompleted
    self.init(
      title: nil, label: nil, currentValueLabel: nil,
      source: .fixed(fraction.map { Swift.min(Swift.max($0, 0), 1) }))
  }

  /// Creates a progress view that fills (or, counting down, empties) over `timerInterval`,
  /// showing the time as its current value.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true)
  where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    self.init(
      title: nil, label: nil,
      currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown),
      source: .timer(timerInterval, countsDown: countsDown))
  }

  /// Creates a progress view over `timerInterval` with a label.
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label
  ) where CurrentValueLabel == DefaultDateProgressLabel {
    self.init(
      title: nil, label: label(),
      currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown),
      source: .timer(timerInterval, countsDown: countsDown))
  }

  /// Creates a progress view over `timerInterval` with a label and a current value label.
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      title: nil, label: label(), currentValueLabel: currentValueLabel(),
      source: .timer(timerInterval, countsDown: countsDown))
  }
}

/// The time a timer progress view shows: a timer text of its interval.
public struct DefaultDateProgressLabel: View {
  let interval: ClosedRange<Date>
  let countsDown: Bool

  public var body: some View {
    Text(timerInterval: interval, countsDown: countsDown)
  }
}

/// Entries 60 times a second through an interval, then none: what a timer progress view
/// updates on.
struct IntervalTimelineSchedule: TimelineSchedule {
  let interval: ClosedRange<Date>
  static let step: TimeInterval = 1.0 / 60

  func entries(from start: Date, mode: TimelineScheduleMode) -> UnfoldSequence<Date, Int> {
    let lower = interval.lowerBound
    let length = interval.upperBound.timeIntervalSince(lower)
    // Bounded, so that no date (even a non-finite one) makes a count past Int's range.
    let limit = 1e15
    let steps =
      length.isFinite ? Int(Swift.min(Swift.max(length, 0) / Self.step, limit).rounded(.up)) : 0
    let offset = start.timeIntervalSince(lower) / Self.step
    let first = offset.isFinite ? Int(Swift.min(Swift.max(offset, 0), limit).rounded(.down)) : 0
    return sequence(state: Swift.min(first, steps)) { index in
      guard index <= steps else { return nil }
      defer { index += 1 }
      return index == steps
        ? interval.upperBound : lower.addingTimeInterval(Double(index) * Self.step)
    }
  }
}

// The properties of controls given to their custom styles: each part a view of the
// control's own (type-erased), as SwiftUI's configurations are.

/// The properties of labeled content, given to a labeled content style.
public struct LabeledContentStyleConfiguration {
  /// The label.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The content.
  public struct Content: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The label.
  public let label: Label
  /// The content.
  public let content: Content
}

/// The properties of a disclosure group, given to a disclosure group style.
public struct DisclosureGroupStyleConfiguration {
  /// The label.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The content shown when expanded.
  public struct Content: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The label.
  public let label: Label
  /// The content shown when expanded.
  public let content: Content
  /// Whether the group is expanded; setting it expands or collapses the group.
  @Binding public var isExpanded: Bool

  init(label: Label, content: Content, isExpanded: Binding<Bool>) {
    self.label = label
    self.content = content
    _isExpanded = isExpanded
  }
}

/// The properties of a control group, given to a control group style.
public struct ControlGroupStyleConfiguration {
  /// The label (empty for a group without one).
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The controls.
  public struct Content: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The label.
  public let label: Label
  /// The controls.
  public let content: Content
}

/// The properties of a gauge, given to a gauge style.
public struct GaugeStyleConfiguration {
  /// The label.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The label of the current value.
  public struct CurrentValueLabel: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The label of the lower bound.
  public struct MinimumValueLabel: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The label of the upper bound.
  public struct MaximumValueLabel: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The labels of marked values.
  public struct MarkedValueLabel: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The value's place in the gauge's range, 0…1.
  public var value: Double
  /// The label.
  public var label: Label
  /// The label of the current value, if the gauge has one.
  public var currentValueLabel: CurrentValueLabel?
  /// The label of the lower bound, if the gauge has one.
  public var minimumValueLabel: MinimumValueLabel?
  /// The label of the upper bound, if the gauge has one.
  public var maximumValueLabel: MaximumValueLabel?
  /// The labels of marked values, if the gauge has them.
  var markedValueLabels: MarkedValueLabel?
}

/// The properties of a date picker, given to a date picker style.
public struct DatePickerStyleConfiguration {
  /// A type-erased label of a date picker.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// A description of the `DatePicker`.
  public let label: Label
  /// The date value being displayed and selected.
  @Binding public var selection: Date
  /// The oldest selectable date.
  public var minimumDate: Date?
  /// The most recent selectable date.
  public var maximumDate: Date?
  /// The date components that the user is able to view and edit.
  public var displayedComponents: DatePickerComponents

  init(
    label: Label, selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?,
    displayedComponents: DatePickerComponents
  ) {
    self.label = label
    _selection = selection
    self.minimumDate = minimumDate
    self.maximumDate = maximumDate
    self.displayedComponents = displayedComponents
  }
}

/// A part of a control, erased for its style's configuration; nil when it is empty.
@MainActor
func styledPart<Part, V: View>(_ view: V?, _ make: (AnyView) -> Part) -> Part? {
  guard let view, !(view is EmptyView) else { return nil }
  return make(AnyView(view))
}

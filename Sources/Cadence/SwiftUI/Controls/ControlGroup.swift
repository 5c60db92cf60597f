/// A container of related controls: a row of them (their nodes carry `controlGroup` = `true`).
/// A label, when given one, is recorded on the controls as `controlGroup.label` (its text, or
/// its type's name): SwiftUI shows it only in menu styles. A custom `controlGroupStyle` draws
/// the group instead, given the label and the controls.
public struct ControlGroup<Content: View>: View {
  let content: Content

  /// Creates a group of controls.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    StyledControl(\.controlGroupStyle) {
      if let labeled = content as? any LabeledControlGroup {
        return labeled.configuration
      }
      return ControlGroupStyleConfiguration(
        label: .init(content: AnyView(EmptyView())), content: .init(content: AnyView(content)))
    } system: {
      HStack(spacing: 0) { content }
        .modifier(_StyleEffect(name: "controlGroup", value: "true"))
    }
  }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
  /// Creates a control group from a style's configuration: inside a custom style's body, the
  /// system's look of the same controls.
  public init(_ configuration: ControlGroupStyleConfiguration) {
    content = configuration.content
  }
}

extension ControlGroup {
  /// Creates a group of controls with a label.
  public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
  where Content == LabeledControlGroupContent<C, L> {
    self.content = LabeledControlGroupContent(content: content(), label: label())
  }

  /// Creates a group of controls with a title.
  public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(titleKey) }
  }

  /// Creates a group of controls with a title.
  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(title) }
  }

  /// Creates a group of controls with a title and a symbol.
  public init<C: View>(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content) { Label(titleKey, systemImage: systemImage) }
  }

  /// Creates a group of controls with a title and an image resource.
  public init<C: View>(
    _ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content) {
      Label {
        Text(titleKey)
      } icon: {
        Image(image)
      }
    }
  }
}

/// The controls of a labeled control group and its label.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
  let content: Content
  let label: Label

  public var body: some View {
    content.modifier(_StyleEffect(name: "controlGroup.label", value: title))
  }

  /// The label's title: its text, or its type's name.
  private var title: String {
    if let text = label as? Text { return text.content }
    if let label = label as? Cadence.Label<Text, Image> { return label.title.content }
    return "\(Label.self)"
  }
}

/// A labeled group's parts, for its style's configuration.
@MainActor
protocol LabeledControlGroup {
  var configuration: ControlGroupStyleConfiguration { get }
}

extension LabeledControlGroupContent: LabeledControlGroup {
  var configuration: ControlGroupStyleConfiguration {
    ControlGroupStyleConfiguration(
      label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
  }
}

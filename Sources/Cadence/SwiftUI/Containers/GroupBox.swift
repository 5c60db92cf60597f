/// A stylized view, with an optional label, that visually collects a logical grouping of
/// content: its label (headline) above its content, inset 16 points on a rounded background
/// (`GroupBox` in the snapshot, `background` the secondary system background, corner radius
/// 8), as on iOS.
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  /// Whether the group box is a style's configuration, drawn in the default style.
  private var isConfiguration = false
  @Environment(\.groupBoxStyle) private var style

  /// Creates a group box with a label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public var body: some View {
    let configuration = GroupBoxStyleConfiguration(
      label: GroupBoxStyleConfiguration.Label(content: AnyView(label)),
      content: GroupBoxStyleConfiguration.Content(content: AnyView(content)))
    if let style, !isConfiguration {
      style.makeBody(configuration)
    } else {
      DefaultGroupBoxStyle().makeBody(configuration: configuration)
    }
  }
}

extension GroupBox where Label == EmptyView {
  /// Creates a group box without a label.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

extension GroupBox where Label == Text {
  /// Creates a group box with a title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Creates a group box with a title.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension GroupBox
where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
  /// A group box of a style's configuration, for a custom style's body: its label and
  /// content in the system's group box (the custom style is not applied again).
  public init(_ configuration: GroupBoxStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
    isConfiguration = true
  }
}

/// The properties of a group box, given to a group box style.
public struct GroupBoxStyleConfiguration {
  /// The group box's label.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The group box's content.
  public struct Content: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The label.
  public let label: Label
  /// The content.
  public let content: Content
}

/// A style for group boxes: its body draws the label and the content.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
  /// The view of a group box.
  associatedtype Body: View
  /// The properties of a group box.
  typealias Configuration = GroupBoxStyleConfiguration
  /// The view of a group box with `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The default group box style: the label in the headline font above the content, in a
/// rounded, filled box.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
  nonisolated public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    _KindStack("GroupBox", alignment: .leading, spacing: 8) {
      configuration.label.font(.headline)
      configuration.content
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(16)
    .background(
      RoundedRectangle(cornerRadius: 8).fill(
        Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)))
  }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// The default style.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
  /// Sets the style of the group boxes in this view.
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    environment(
      \.groupBoxStyle,
      AnyViewStyle(style) { configuration in AnyView(style.makeBody(configuration: configuration)) }
    )
  }
}

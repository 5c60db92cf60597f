/// A view that shows or hides another content view, based on the state of a disclosure
/// control: its label is a button (the host taps it) that toggles whether the content is
/// shown below it, indented by 20 points; hidden content is not mounted. `DisclosureGroup` in
/// the snapshot, `expanded` = `true` or `false`.
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: () -> Content
  let isExpanded: Binding<Bool>?
  @State private var ownExpansion = false

  /// Creates a disclosure group that keeps its own expansion, collapsed at first.
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content
    isExpanded = nil
  }

  /// Creates a disclosure group whose expansion is `isExpanded`.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content
    self.isExpanded = isExpanded
  }

  public var body: some View {
    let expanded = isExpanded ?? $ownExpansion
    StyledControl(\.disclosureGroupStyle) {
      DisclosureGroupStyleConfiguration(
        label: .init(content: AnyView(label)), content: .init(content: AnyView(content())),
        isExpanded: expanded)
    } system: {
      _KindStack("DisclosureGroup", alignment: .leading, spacing: 8) {
        Button {
          expanded.wrappedValue.toggle()
        } label: {
          HStack {
            label
            Spacer()
            Image(systemName: expanded.wrappedValue ? "chevron.down" : "chevron.right")
          }
        }
        if expanded.wrappedValue {
          VStack(alignment: .leading) { content() }.padding(.leading, 20)
        }
      }
      .modifier(_StyleEffect(name: "expanded", value: expanded.wrappedValue ? "true" : "false"))
    }
  }
}

extension DisclosureGroup
where
  Label == DisclosureGroupStyleConfiguration.Label,
  Content == DisclosureGroupStyleConfiguration.Content
{
  /// The system's disclosure group of a style's configuration.
  init(_configuration configuration: DisclosureGroupStyleConfiguration) {
    self.init(
      isExpanded: configuration.$isExpanded, content: { configuration.content },
      label: { configuration.label })
  }
}

extension DisclosureGroup where Label == Text {
  /// Creates a disclosure group with a title that keeps its own expansion.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Creates a disclosure group with a title whose expansion is `isExpanded`.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// Creates a disclosure group with a title that keeps its own expansion.
  public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(label) }
  }

  /// Creates a disclosure group with a title whose expansion is `isExpanded`.
  public init<S: StringProtocol>(
    _ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(label) }
  }
}

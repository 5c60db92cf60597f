/// An interface for a view that has no content to show (an empty list, a search without
/// results): centred, its label (a large symbol over a bold title), its description in
/// secondary colour, its actions below, filling the space it is offered.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  /// Creates a view from a label, a description and actions.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public var body: some View {
    _KindStack("ContentUnavailableView", spacing: 16) {
      VStack(spacing: 8) {
        label.labelStyle(.unavailableContent).font(.title2.bold())
        description.font(.callout).foregroundStyle(.secondary)
          .multilineTextAlignment(.center)
      }
      actions
    }
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

extension ContentUnavailableView
where Label == Cadence.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// Creates a view from a title, a symbol and a description.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(label: { Cadence.Label(title, systemImage: name) }, description: { description })
  }

  /// Creates a view from a title, a symbol and a description.
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { Cadence.Label(title, systemImage: name) }, description: { description })
  }
}

/// The content of the standard view for a search without results.
public enum SearchUnavailableContent {
  /// Its label: a magnifying glass over "No Results".
  public struct Label: View {
    public var body: some View {
      Cadence.Label("No Results", systemImage: "magnifyingglass")
    }
  }

  /// Its description: the text searched for, or advice.
  public struct Description: View {
    let text: String?
    public var body: some View {
      if let text {
        Text("Check the spelling or try a new search for \u{201C}\(text)\u{201D}.")
      } else {
        Text("Check the spelling or try a new search.")
      }
    }
  }

  /// Its actions: none.
  public struct Actions: View {
    public var body: some View { EmptyView() }
  }
}

extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions
{
  /// The view for a search without results.
  public static var search: ContentUnavailableView {
    ContentUnavailableView(
      label: { SearchUnavailableContent.Label() },
      description: { SearchUnavailableContent.Description(text: nil) },
      actions: { SearchUnavailableContent.Actions() })
  }

  /// The view for a search for `text` without results.
  public static func search(text: String) -> ContentUnavailableView {
    ContentUnavailableView(
      label: { SearchUnavailableContent.Label() },
      description: { SearchUnavailableContent.Description(text: text) },
      actions: { SearchUnavailableContent.Actions() })
  }
}

/// The label style of a content-unavailable view: the icon large, above the title.
struct UnavailableContentLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 12) {
      configuration.icon.font(.system(size: 48)).foregroundStyle(.secondary)
      configuration.title
    }
  }
}

extension LabelStyle where Self == UnavailableContentLabelStyle {
  static var unavailableContent: UnavailableContentLabelStyle { UnavailableContentLabelStyle() }
}

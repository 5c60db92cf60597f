/// A title with an icon: `Label("Favourites", systemImage: "star")`. Laid out by the label
/// style in the environment; the default shows the icon, then the title, in a row.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  /// Whether the label is a style's configuration, drawn in the default style.
  private var isConfiguration = false
  @Environment(\.labelStyle) private var style

  /// Creates a label from a title view and an icon view.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: some View {
    let configuration = LabelStyleConfiguration(
      title: LabelStyleConfiguration.Title(content: AnyView(title)),
      icon: LabelStyleConfiguration.Icon(content: AnyView(icon)))
    if isConfiguration {
      DefaultLabelStyle().makeBody(configuration: configuration)
    } else {
      style.makeBody(configuration)
    }
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a localized title and a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// A label with a title and a system symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A label with a localized title and an image from the app's assets.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }

  /// A label with a title and an image from the app's assets.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}

extension Label
where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// A label of a style's configuration, for a custom style's body: its title and icon in
  /// the default style, the icon then the title (the custom style is not applied again).
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
    isConfiguration = true
  }
}

/// The parts of a label, given to a label style.
public struct LabelStyleConfiguration {
  /// The label's title.
  public struct Title: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The label's icon.
  public struct Icon: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The title.
  public var title: Title
  /// The icon.
  public var icon: Icon
}

/// How labels in a view look.
@MainActor @preconcurrency
public protocol LabelStyle {
  /// The view a label becomes.
  associatedtype Body: View
  /// The properties of a label.
  typealias Configuration = LabelStyleConfiguration
  /// The view of a label with `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The default style.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon and the title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon only.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title only.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

/// The default label style: the icon, then the title, in a row.
public struct DefaultLabelStyle: LabelStyle {
  /// Creates the style.
  nonisolated public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

/// A label style that shows the icon and the title.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// Creates the style.
  nonisolated public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

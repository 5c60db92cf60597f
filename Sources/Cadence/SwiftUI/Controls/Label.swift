/// A title with an icon: `Label("Favourites", systemImage: "star")`. Laid out by the label
/// style in the environment; the default shows the icon, then the title, in a row.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  @Environment(\.labelStyle) private var style

  /// Creates a label from a title view and an icon view.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: some View {
    style.makeBody(
      LabelStyleConfiguration(
        title: LabelStyleConfiguration.Title(content: AnyView(title)),
        icon: LabelStyleConfiguration.Icon(content: AnyView(icon))))
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

/// A label style that shows the icon only.
public struct IconOnlyLabelStyle: LabelStyle {
  /// Creates the style.
  nonisolated public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    configuration.icon
  }
}

/// A label style that shows the title only.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// Creates the style.
  nonisolated public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    configuration.title
  }
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

/// A label style of any type, as the environment keeps it.
struct AnyLabelStyle: Equatable, @unchecked Sendable {
  private let identity: StyleIdentity
  /// The style; only used on the main actor, where views are made.
  private let style: any LabelStyle

  init<S: LabelStyle>(_ style: S) {
    identity = StyleIdentity(style)
    self.style = style
  }

  @MainActor
  func makeBody(_ configuration: LabelStyleConfiguration) -> AnyView {
    func make<S: LabelStyle>(_ style: S) -> AnyView {
      AnyView(style.makeBody(configuration: configuration))
    }
    return make(style)
  }

  static func == (lhs: AnyLabelStyle, rhs: AnyLabelStyle) -> Bool {
    lhs.identity == rhs.identity
  }
}

/// What makes two style values of any type equal, for the environment: the same type, and
/// equal hashable values (a style without stored properties is always equal to another of
/// its type; one that is neither never is, so views below it update).
struct StyleIdentity: Equatable, @unchecked Sendable {
  private let type: ObjectIdentifier
  private let value: AnyHashable?
  private let isComparable: Bool

  init<S>(_ style: S) {
    type = ObjectIdentifier(S.self)
    value = (style as? any Hashable).map { AnyHashable($0) }
    isComparable = value != nil || MemoryLayout<S>.size == 0
  }

  static func == (lhs: StyleIdentity, rhs: StyleIdentity) -> Bool {
    lhs.type == rhs.type && lhs.isComparable && rhs.isComparable && lhs.value == rhs.value
  }
}

struct LabelStyleKey: EnvironmentKey {
  static let defaultValue = AnyLabelStyle(DefaultLabelStyle())
}

extension EnvironmentValues {
  /// The label style in the view.
  var labelStyle: AnyLabelStyle {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of labels in this view.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    environment(\.labelStyle, AnyLabelStyle(style))
  }
}

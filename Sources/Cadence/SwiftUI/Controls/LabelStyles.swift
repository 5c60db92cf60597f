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

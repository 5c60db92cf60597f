/// A custom style of some control, type-erased: the body it makes for a configuration, and
/// its identity (two values of one comparable style are the same style).
struct AnyViewStyle<Configuration>: Equatable, @unchecked Sendable {
  private let identity: StyleIdentity
  /// Only called on the main actor, where views are made.
  private let make: @MainActor (Configuration) -> AnyView

  init<S>(_ style: S, make: @escaping @MainActor (Configuration) -> AnyView) {
    identity = StyleIdentity(style)
    self.make = make
  }

  @MainActor
  func makeBody(_ configuration: Configuration) -> AnyView {
    make(configuration)
  }

  static func == (lhs: AnyViewStyle, rhs: AnyViewStyle) -> Bool {
    lhs.identity == rhs.identity
  }
}

extension EnvironmentValues {
  private struct ToggleStyleKey: EnvironmentKey {
    static let defaultValue: AnyViewStyle<ToggleStyleConfiguration>? = nil
  }

  private struct ToggleStyleNameKey: EnvironmentKey {
    static let defaultValue: String? = nil
  }

  private struct GroupBoxStyleKey: EnvironmentKey {
    static let defaultValue: AnyViewStyle<GroupBoxStyleConfiguration>? = nil
  }

  /// The custom toggle style of the toggles in the view, if any.
  var toggleStyle: AnyViewStyle<ToggleStyleConfiguration>? {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }

  /// The system toggle style of the toggles in the view, by name, if one was set.
  var toggleStyleName: String? {
    get { self[ToggleStyleNameKey.self] }
    set { self[ToggleStyleNameKey.self] = newValue }
  }

  /// The custom group box style in the view, if any.
  var groupBoxStyle: AnyViewStyle<GroupBoxStyleConfiguration>? {
    get { self[GroupBoxStyleKey.self] }
    set { self[GroupBoxStyleKey.self] = newValue }
  }
}

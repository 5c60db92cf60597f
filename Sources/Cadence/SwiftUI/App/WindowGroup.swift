/// A scene that presents a group of identically structured windows: its content is what
/// `ViewHost(app:)` hosts and what an `@main` app runs.
public struct WindowGroup<Content: View>: Scene {
  let title: String?
  let id: String?
  let content: () -> Content

  /// Creates a window group.
  public init(@ViewBuilder content: @escaping () -> Content) {
    (title, id, self.content) = (nil, nil, content)
  }

  /// Creates a window group with an identifier.
  public init(id: String, @ViewBuilder content: @escaping () -> Content) {
    (title, self.id, self.content) = (nil, id, content)
  }

  /// Creates a window group with a title.
  public init(_ title: Text, @ViewBuilder content: @escaping () -> Content) {
    (self.title, id, self.content) = (title.content, nil, content)
  }

  /// Creates a window group with a localized title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    (title, id, self.content) = (Text(titleKey).content, nil, content)
  }

  /// Creates a window group with a title.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
    (self.title, id, self.content) = (String(title), nil, content)
  }

  /// Creates a window group with a title and an identifier.
  public init(_ title: Text, id: String, @ViewBuilder content: @escaping () -> Content) {
    (self.title, self.id, self.content) = (title.content, id, content)
  }

  /// Creates a window group with a localized title and an identifier.
  public init(
    _ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping () -> Content
  ) {
    (title, self.id, self.content) = (Text(titleKey).content, id, content)
  }

  /// Creates a window group from its parts (the data-driven forms).
  init(title: String?, id: String?, content: @escaping () -> Content) {
    (self.title, self.id, self.content) = (title, id, content)
  }

  /// A window of the content.
  public var body: some Scene {
    let content = content
    return _WindowScene { AnyView(content()) }
  }
}

/// A scene that presents its content in a single, unique window.
public struct Window<Content: View>: Scene {
  public typealias Body = Never
  let title: String
  let id: String
  let content: Content

  /// Creates a window with a title and an identifier.
  public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
    (self.title, self.id, self.content) = (title.content, id, content())
  }

  /// Creates a window with a localized title and an identifier.
  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
    (title, self.id, self.content) = (Text(titleKey).content, id, content())
  }

  /// Creates a window with a title and an identifier.
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    (self.title, self.id, self.content) = (String(title), id, content())
  }

  public func _firstWindowContent() -> AnyView? { AnyView(content) }
}

/// A scene for an app's settings (macOS): its content is not a window of the app's run.
public struct Settings<Content: View>: Scene {
  public typealias Body = Never
  let content: Content

  /// Creates a settings scene.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public func _firstWindowContent() -> AnyView? { nil }
}

/// An indication of a scene's operational state.
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// The scene is in the background.
  case background
  /// The scene is in the foreground but should pause its work.
  case inactive
  /// The scene is in the foreground and interactive.
  case active

  /// Whether `a` is less active than `b` (background, inactive, active).
  public static func < (a: ScenePhase, b: ScenePhase) -> Bool { a.rank < b.rank }

  private var rank: Int {
    switch self {
    case .background: 0
    case .inactive: 1
    case .active: 2
    }
  }
}

extension EnvironmentValues {
  private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
  }

  /// The current phase of the scene (`.active` by default; a test sets it with
  /// `host.setEnvironment(\.scenePhase, .background)`).
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}

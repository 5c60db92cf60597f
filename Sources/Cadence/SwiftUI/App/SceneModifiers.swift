import Observation

/// A scene with a change applied to its first window's content (the environment, change
/// handlers, commands) or recorded on it (window sizes and styles).
public struct _ModifiedScene<Content: Scene>: Scene {
  public typealias Body = Never
  let content: Content
  let transform: (AnyView) -> AnyView

  public func _firstWindowContent() -> AnyView? {
    content._firstWindowContent().map(transform)
  }
}

/// How a window can be resized (recorded as `windowResizability`).
public struct WindowResizability: Sendable {
  let name: String
  public static var automatic: WindowResizability { WindowResizability(name: "automatic") }
  public static var contentSize: WindowResizability { WindowResizability(name: "contentSize") }
  public static var contentMinSize: WindowResizability {
    WindowResizability(name: "contentMinSize")
  }
}

extension Scene {
  private func modified(_ transform: @escaping (AnyView) -> AnyView)
    -> _ModifiedScene<Self>
  {
    _ModifiedScene(content: self, transform: transform)
  }

  private func recorded(_ name: String, _ value: String) -> _ModifiedScene<Self> {
    modified { AnyView($0.recorded(name, value)) }
  }

  /// Sets an environment value for the scene's views.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some Scene
  {
    modified { AnyView($0.environment(keyPath, value)) }
  }

  /// Places an observable object in the environment of the scene's views.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
    modified { AnyView($0.environment(object)) }
  }

  /// Places an observable object in the environment of the scene's views.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
    modified { AnyView($0.environmentObject(object)) }
  }

  /// Transforms an environment value for the scene's views.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some Scene {
    modified { AnyView($0.transformEnvironment(keyPath, transform: transform)) }
  }

  /// Sets the store `@AppStorage` uses in the scene's views.
  public func defaultAppStorage(_ store: UserDefaults) -> some Scene {
    modified { AnyView($0.defaultAppStorage(store)) }
  }

  /// Runs `action` when `value` changes (and first, when `initial`).
  @preconcurrency public func onChange<V: Equatable>(
    of value: V, initial: Bool = false,
    _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
  ) -> some Scene {
    modified { AnyView($0.onChange(of: value, initial: initial, action)) }
  }

  /// Runs `action` with the new value when `value` changes (the older form).
  @preconcurrency public func onChange<V: Equatable>(
    of value: V, perform action: @escaping @MainActor (V) -> Void
  )
    -> some Scene
  {
    modified { AnyView($0.onChange(of: value) { _, new in action(new) }) }
  }

  /// Sets the size of a new window (recorded as `defaultSize`).
  public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
    recorded(
      "defaultSize",
      DecimalFormatting.format(Double(width)) + "×" + DecimalFormatting.format(Double(height)))
  }

  /// Sets the size of a new window (recorded as `defaultSize`).
  public func defaultSize(_ size: CGSize) -> some Scene {
    defaultSize(width: size.width, height: size.height)
  }

  /// Sets where a new window is placed (recorded as `defaultPosition`).
  public func defaultPosition(_ position: UnitPoint) -> some Scene {
    recorded("defaultPosition", position.name)
  }

  /// Sets how the scene's windows can be resized (recorded as `windowResizability`).
  public func windowResizability(_ resizability: WindowResizability) -> some Scene {
    recorded("windowResizability", resizability.name)
  }

  /// Sets which external events open the scene (recorded as `handlesExternalEvents`).
  public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene {
    recorded("handlesExternalEvents", conditions.sorted().joined(separator: " "))
  }

  /// Adds `content`'s commands to the scene (`Commands`: the buttons of menus, which the
  /// host taps and whose keyboard shortcuts it presses).
  public func commands<C: Commands>(@CommandsBuilder content: () -> C) -> some Scene {
    let commands = content()
    return modified { view in
      AnyView(view.background { _CommandsBar(content: AnyView(commands._menuContent)) })
    }
  }

  /// Replaces the scene's commands with `content`'s.
  public func commandsReplaced<C: Commands>(@CommandsBuilder content: () -> C) -> some Scene {
    commands(content: content)
  }

  /// Removes the system's commands (the scene has none of its own headless).
  public func commandsRemoved() -> some Scene {
    recorded("commandsRemoved", "true")
  }
}

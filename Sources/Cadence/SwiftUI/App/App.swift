/// A type that represents the structure and behaviour of an app: its scenes. Mark it
/// `@main`: headless, `main()` runs the first window's content on a Dispatch frame clock
/// until the process ends; a test hosts it with `ViewHost(app:)`.
@MainActor @preconcurrency
public protocol App {
  /// The type of the app's scenes.
  associatedtype Body: Scene
  /// The content of the app.
  @SceneBuilder var body: Body { get }
  /// Creates an instance of the app.
  init()
}

extension App {
  /// Runs the app: the content of its first window, headless, at 60 frames per second, until
  /// the process ends.
  public static func main() {
    let app = Self()
    guard let content = app.body._firstWindowContent() else {
      FileHandle.standardError.write(Data("\(Self.self) has no window to show\n".utf8))
      exit(1)
    }
    FileHandle.standardError.write(
      Data(
        ("\(Self.self) runs headless (Cadence): its first window's content is mounted on a "
          + "Dispatch frame clock; host it in a test with ViewHost(app: \(Self.self)())\n").utf8))
    runLive(content, framesPerSecond: 60)
  }
}

/// A part of an app's user interface with a life cycle the system manages.
@MainActor @preconcurrency
public protocol Scene {
  /// The type of the scene's content.
  associatedtype Body: Scene
  /// The content of the scene.
  @SceneBuilder var body: Body { get }
  /// The content of the scene's first window, as a view (nil: none).
  func _firstWindowContent() -> AnyView?
}

extension Scene {
  public func _firstWindowContent() -> AnyView? { body._firstWindowContent() }
}

extension Never: Scene {
  public func _firstWindowContent() -> AnyView? { nil }
}

/// A result builder that composes scenes (used in an app's and a scene's main-actor body).
@MainActor
@resultBuilder
public enum SceneBuilder {
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
  /// Two to ten scenes, in order (SwiftUI declares one method per count).
  public static func buildBlock<C0: Scene, C1: Scene>(
    _ c0: C0, _ c1: C1
  ) -> _TupleScene<C0, C1> {
    _TupleScene(c0, c1)
  }

  public static func buildBlock<C0: Scene, C1: Scene, C2: Scene>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> _TupleScene<C0, C1, C2> {
    _TupleScene(c0, c1, c2)
  }

  public static func buildBlock<C0: Scene, C1: Scene, C2: Scene, C3: Scene>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> _TupleScene<C0, C1, C2, C3> {
    _TupleScene(c0, c1, c2, c3)
  }

  public static func buildBlock<C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> _TupleScene<C0, C1, C2, C3, C4> {
    _TupleScene(c0, c1, c2, c3, c4)
  }

  public static func buildBlock<C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene, C5: Scene>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> _TupleScene<C0, C1, C2, C3, C4, C5> {
    _TupleScene(c0, c1, c2, c3, c4, c5)
  }

  public static func buildBlock<
    C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene, C5: Scene, C6: Scene
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> _TupleScene<C0, C1, C2, C3, C4, C5, C6> {
    _TupleScene(c0, c1, c2, c3, c4, c5, c6)
  }

  public static func buildBlock<
    C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene, C5: Scene, C6: Scene, C7: Scene
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> _TupleScene<C0, C1, C2, C3, C4, C5, C6, C7> {
    _TupleScene(c0, c1, c2, c3, c4, c5, c6, c7)
  }

  public static func buildBlock<
    C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene, C5: Scene, C6: Scene, C7: Scene,
    C8: Scene
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> _TupleScene<C0, C1, C2, C3, C4, C5, C6, C7, C8> {
    _TupleScene(c0, c1, c2, c3, c4, c5, c6, c7, c8)
  }

  public static func buildBlock<
    C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene, C5: Scene, C6: Scene, C7: Scene,
    C8: Scene, C9: Scene
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> _TupleScene<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9> {
    _TupleScene(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)
  }
  public static func buildOptional<Content: Scene>(_ content: Content?) -> Content? { content }
  public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content {
    content
  }
}

extension Optional: Scene where Wrapped: Scene {
  public typealias Body = Never
  public var body: Never { fatalError("Optional<Scene> has no body") }
  public func _firstWindowContent() -> AnyView? { self?._firstWindowContent() }
}

/// Several scenes, in order.
public struct _TupleScene<each Content: Scene>: Scene {
  public typealias Body = Never
  let content: (repeat each Content)

  init(_ content: repeat each Content) { self.content = (repeat each content) }

  public var body: Never { fatalError("_TupleScene has no body") }

  public func _firstWindowContent() -> AnyView? {
    var found: AnyView?
    for scene in repeat each content {
      if found == nil { found = scene._firstWindowContent() }
    }
    return found
  }
}

extension Scene where Body == Never {
  public var body: Never { fatalError("\(Self.self) is a primitive scene") }
}

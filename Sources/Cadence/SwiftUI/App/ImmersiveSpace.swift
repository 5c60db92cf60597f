import Foundation

// An immersive space of visionOS: a scene presenting its content around the person. Headless,
// as other windows than the first, it is not hosted: opening and dismissing it are recorded
// as `interaction` events (`openImmersiveSpace id: …`), and the action answers as the system
// does when the space opens.

/// What an immersive space presents.
@MainActor @preconcurrency
public protocol ImmersiveSpaceContent {
  /// The content's own content.
  associatedtype Body: ImmersiveSpaceContent
  /// The content's own content.
  var body: Body { get }
}

extension Never: ImmersiveSpaceContent {}

/// Views presented in an immersive space.
public struct ImmersiveSpaceViewContent<Content: View>: ImmersiveSpaceContent {
  let content: Content

  /// The views are primitive content of the space.
  public var body: Never { fatalError("an immersive space's views are primitive content") }
}

/// A scene presenting its content around the person (visionOS), opened by
/// `openImmersiveSpace`. Headless the space is never presented, so its content is never made.
public struct ImmersiveSpace<Content: ImmersiveSpaceContent, Data: Codable & Hashable>: Scene {
  /// The space is not the app's first window: it has none to host.
  public var body: some Scene { _WindowScene { nil } }
}

extension ImmersiveSpace where Data == Never {
  /// A space of `content`.
  public init<V: View>(@ViewBuilder content: @escaping () -> V)
  where Content == ImmersiveSpaceViewContent<V> {}

  /// A space of `content` opened by `id`.
  public init<V: View>(id: String, @ViewBuilder content: () -> V)
  where Content == ImmersiveSpaceViewContent<V> {}
}

extension ImmersiveSpace {
  /// A space presenting a value of `type` (nil when opened without one).
  public init<V: View>(for type: Data.Type, @ViewBuilder content: @escaping (Binding<Data?>) -> V)
  where Content == ImmersiveSpaceViewContent<V> {
  }

  /// A space presenting a value of `type`, or `defaultValue()`.
  public init<V: View>(
    for type: Data.Type = Data.self, @ViewBuilder content: @escaping (Binding<Data>) -> V,
    defaultValue: @escaping () -> Data
  ) where Content == ImmersiveSpaceViewContent<V> {
  }

  /// A space opened by `id`, presenting a value of `type`.
  public init<V: View>(
    id: String, for type: Data.Type, @ViewBuilder content: @escaping (Binding<Data?>) -> V
  ) where Content == ImmersiveSpaceViewContent<V> {
  }

  /// A space opened by `id`, presenting a value of `type`, or `defaultValue()`.
  public init<V: View>(
    id: String, for type: Data.Type = Data.self,
    @ViewBuilder content: @escaping (Binding<Data>) -> V, defaultValue: @escaping () -> Data
  ) where Content == ImmersiveSpaceViewContent<V> {
  }
}

/// The action that opens an immersive space (`openImmersiveSpace`).
public struct OpenImmersiveSpaceAction: Sendable {
  /// The tree of the views the action is read in (its requests are recorded there).
  let tree: Int?

  /// What opening the space came to.
  public enum Result: Sendable {
    /// The space opened.
    case opened
    /// The person declined.
    case userCancelled
    /// The space could not open.
    case error
  }

  /// Opens the space `id` (recorded; it opens).
  @discardableResult @MainActor
  public func callAsFunction(id: String) async -> Result {
    WindowRequest.record("openImmersiveSpace id: \(id)", in: tree)
    return .opened
  }

  /// Opens a space presenting `value` (recorded; it opens).
  @discardableResult @MainActor
  public func callAsFunction<D: Codable & Hashable>(value: D) async -> Result {
    WindowRequest.record("openImmersiveSpace value: \(value)", in: tree)
    return .opened
  }

  /// Opens the space `id` presenting `value` (recorded; it opens).
  @discardableResult @MainActor
  public func callAsFunction<D: Codable & Hashable>(id: String, value: D) async -> Result {
    WindowRequest.record("openImmersiveSpace id: \(id) value: \(value)", in: tree)
    return .opened
  }
}

/// The action that dismisses the open immersive space (`dismissImmersiveSpace`).
public struct DismissImmersiveSpaceAction: Sendable {
  /// The tree of the views the action is read in (its requests are recorded there).
  let tree: Int?

  /// Dismisses the open space (recorded).
  @MainActor
  public func callAsFunction() async {
    WindowRequest.record("dismissImmersiveSpace", in: tree)
  }
}

extension EnvironmentValues {
  /// The action that opens an immersive space (recorded as an `interaction` event in the
  /// views' host).
  public var openImmersiveSpace: OpenImmersiveSpaceAction {
    OpenImmersiveSpaceAction(tree: treeNumber)
  }

  /// The action that dismisses the immersive space (recorded as an `interaction` event).
  public var dismissImmersiveSpace: DismissImmersiveSpaceAction {
    DismissImmersiveSpaceAction(tree: treeNumber)
  }
}

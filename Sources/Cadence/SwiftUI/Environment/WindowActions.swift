import Foundation

// Opening and dismissing windows: a host has one window (`ViewHost(app:)` hosts the first), so
// each request is recorded as an `interaction` event (`openWindow id: editor value: 3`) that a
// test reads from the host's events, as `openURL` is.

/// The action that opens a window of a scene, by its identifier or the value it presents.
public struct OpenWindowAction: Sendable {
  /// Opens the window of the scene with identifier `id`.
  @MainActor
  public func callAsFunction(id: String) {
    WindowRequest.record("openWindow id: \(id)")
  }

  /// Opens a window presenting `value` (a `WindowGroup(for:)` scene's).
  @MainActor
  public func callAsFunction<D: Codable & Hashable>(value: D) {
    WindowRequest.record("openWindow value: \(value)")
  }

  /// Opens the window of the scene `id` presenting `value`.
  @MainActor
  public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {
    WindowRequest.record("openWindow id: \(id) value: \(value)")
  }
}

/// The action that dismisses a window: the one the view is in, or one by identifier or value.
public struct DismissWindowAction: Sendable {
  /// Dismisses the window the view is in.
  @MainActor
  public func callAsFunction() {
    WindowRequest.record("dismissWindow")
  }

  /// Dismisses the window of the scene `id`.
  @MainActor
  public func callAsFunction(id: String) {
    WindowRequest.record("dismissWindow id: \(id)")
  }

  /// Dismisses the window presenting `value`.
  @MainActor
  public func callAsFunction<D: Codable & Hashable>(value: D) {
    WindowRequest.record("dismissWindow value: \(value)")
  }

  /// Dismisses the window of the scene `id` presenting `value`.
  @MainActor
  public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {
    WindowRequest.record("dismissWindow id: \(id) value: \(value)")
  }
}

/// Records a window request.
enum WindowRequest {
  @MainActor
  static func record(_ message: String) {
    record(message, in: nil)
  }

  /// Records `message` in the tree numbered `tree` while it is alive, else in the current one.
  @MainActor
  static func record(_ message: String, in tree: Int?) {
    let context = tree.flatMap(UpdateContext.context(numbered:)) ?? UpdateContext.current
    context?.emit(.interaction, message, path: "")
  }
}

extension EnvironmentValues {
  /// The action that opens windows (recorded as an `interaction` event).
  @Entry public var openWindow: OpenWindowAction = OpenWindowAction()
  /// The action that dismisses windows (recorded as an `interaction` event).
  @Entry public var dismissWindow: DismissWindowAction = DismissWindowAction()
}

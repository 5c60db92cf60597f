/// The primitive scene the window scenes are made of (`WindowGroup`, `DocumentGroup`): the
/// content of its first window.
struct _WindowScene: Scene {
  typealias Body = Never
  let content: @MainActor () -> AnyView?

  func _firstWindowContent() -> AnyView? { content() }
}

/// The primitive commands the others are made of: their views in the commands node.
struct _MenuCommands: Commands {
  typealias Body = Never
  let content: AnyView

  var _menuContent: AnyView { content }
}

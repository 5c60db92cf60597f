/// A standard set of the system's commands, which act on the platform's windows and text
/// (menus of a Mac app): headless there is no window to act on, so the set is recorded in
/// the commands node (`systemCommands`: its name and the commands it holds).
@MainActor
private func systemCommands(_ name: String, _ commands: [String]) -> _MenuCommands {
  _MenuCommands(
    content: AnyView(
      Color.clear.frame(width: 0, height: 0).recorded(
        "systemCommands", "\(name): " + commands.joined(separator: ", "))))
}

/// The commands for the sidebar: Show/Hide Sidebar (⌃⌘S).
public struct SidebarCommands: Commands {
  /// The sidebar commands.
  nonisolated public init() {}
  public var body: some Commands { systemCommands("sidebar", ["Toggle Sidebar ⌃⌘S"]) }
}

/// The commands for the toolbar: Show/Hide Toolbar, Customize Toolbar….
public struct ToolbarCommands: Commands {
  /// The toolbar commands.
  nonisolated public init() {}
  public var body: some Commands {
    systemCommands("toolbar", ["Toggle Toolbar ⌥⌘T", "Customize Toolbar…"])
  }
}

/// The commands for the inspector: Show/Hide Inspector (⌃⌘I).
public struct InspectorCommands: Commands {
  /// The inspector commands.
  nonisolated public init() {}
  public var body: some Commands { systemCommands("inspector", ["Toggle Inspector ⌃⌘I"]) }
}

/// The commands for editing text: Find, Spelling and Grammar, Substitutions, Transformations,
/// Speech.
public struct TextEditingCommands: Commands {
  /// The text editing commands.
  nonisolated public init() {}
  public var body: some Commands {
    systemCommands(
      "textEditing",
      ["Find", "Spelling and Grammar", "Substitutions", "Transformations", "Speech"])
  }
}

/// The commands for formatting text: the Font and Text menus.
public struct TextFormattingCommands: Commands {
  /// The text formatting commands.
  nonisolated public init() {}
  public var body: some Commands {
    systemCommands("textFormatting", ["Font", "Text"])
  }
}

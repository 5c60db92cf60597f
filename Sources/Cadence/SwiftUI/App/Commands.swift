/// Commands of an app's menus (`Scene.commands`): menus of buttons. Headless, a scene's
/// commands are views in a `Commands` node behind its window's content: the host taps them by
/// their titles, or presses their keyboard shortcuts (`host.press`).
@MainActor @preconcurrency
public protocol Commands {
  /// The type of the commands' content.
  associatedtype Body: Commands
  /// The content of the commands.
  @CommandsBuilder var body: Body { get }
  /// The commands as views (Cadence's).
  var _menuContent: AnyView { get }
}

extension Commands {
  public var _menuContent: AnyView { body._menuContent }
}

extension Never: Commands {
  public var _menuContent: AnyView { AnyView(EmptyView()) }
}

extension Commands where Body == Never {
  public var body: Never { fatalError("\(Self.self) is a primitive command") }
}

/// No commands.
public struct EmptyCommands: Commands {
  public typealias Body = Never
  nonisolated public init() {}
  public var _menuContent: AnyView { AnyView(EmptyView()) }
}

/// A menu of commands, titled.
public struct CommandMenu<Content: View>: Commands {
  let title: String
  let content: Content

  /// A menu titled `nameKey` of `content`'s buttons.
  public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    title = nameKey.text
    self.content = content()
  }

  /// A menu titled `name` of `content`'s buttons.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
    title = String(name)
    self.content = content()
  }

  /// The menu's buttons under its title.
  public var body: some Commands {
    _MenuCommands(content: AnyView(VStack { content }.recorded("commandMenu", title)))
  }
}

/// Commands placed with the system's group of them (`after`, `before`, or `replacing` it).
public struct CommandGroup<Content: View>: Commands {
  let placement: String
  let content: Content

  /// Commands after the system's `group`.
  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = "after \(group.name)"
    content = addition()
  }

  /// Commands before the system's `group`.
  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = "before \(group.name)"
    content = addition()
  }

  /// Commands in place of the system's `group`.
  public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = "replacing \(group.name)"
    content = addition()
  }

  /// The group's buttons at their placement.
  public var body: some Commands {
    _MenuCommands(content: AnyView(VStack { content }.recorded("commandGroup", placement)))
  }
}

/// Where the system's standard commands are, for placing a `CommandGroup`.
public struct CommandGroupPlacement: Sendable {
  let name: String
  public static let appInfo = CommandGroupPlacement(name: "appInfo")
  public static let appSettings = CommandGroupPlacement(name: "appSettings")
  public static let systemServices = CommandGroupPlacement(name: "systemServices")
  public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
  public static let appTermination = CommandGroupPlacement(name: "appTermination")
  public static let newItem = CommandGroupPlacement(name: "newItem")
  public static let saveItem = CommandGroupPlacement(name: "saveItem")
  public static let importExport = CommandGroupPlacement(name: "importExport")
  public static let printItem = CommandGroupPlacement(name: "printItem")
  public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
  public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
  public static let textEditing = CommandGroupPlacement(name: "textEditing")
  public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
  public static let toolbar = CommandGroupPlacement(name: "toolbar")
  public static let sidebar = CommandGroupPlacement(name: "sidebar")
  public static let windowSize = CommandGroupPlacement(name: "windowSize")
  public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
  public static let help = CommandGroupPlacement(name: "help")
}

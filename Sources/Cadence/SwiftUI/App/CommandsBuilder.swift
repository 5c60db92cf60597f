/// A result builder of commands.
@MainActor
@resultBuilder
public enum CommandsBuilder {
  public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyCommands { EmptyCommands() }
  public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: Commands>(_ content: repeat each Content)
    -> _TupleCommands<repeat each Content>
  {
    _TupleCommands(repeat each content)
  }
  public static func buildIf<Content: Commands>(_ content: Content?) -> _OptionalCommands<Content> {
    _OptionalCommands(content: content)
  }
  public static func buildEither<First: Commands, Second: Commands>(first: First)
    -> _EitherCommands<First, Second>
  {
    _EitherCommands(menu: first._menuContent)
  }
  public static func buildEither<First: Commands, Second: Commands>(second: Second)
    -> _EitherCommands<First, Second>
  {
    _EitherCommands(menu: second._menuContent)
  }
  public static func buildLimitedAvailability<Content: Commands>(_ content: Content)
    -> Content
  {
    content
  }
}

/// Several commands, in order.
public struct _TupleCommands<each Content: Commands>: Commands {
  public typealias Body = Never
  let content: (repeat each Content)

  init(_ content: repeat each Content) { self.content = (repeat each content) }

  public var _menuContent: AnyView {
    var menus: [AnyView] = []
    for command in repeat each content { menus.append(command._menuContent) }
    return AnyView(VStack { ForEach(menus.indices, id: \.self) { menus[$0] } })
  }
}

/// Commands that may be absent.
public struct _OptionalCommands<Content: Commands>: Commands {
  public typealias Body = Never
  let content: Content?
  public var _menuContent: AnyView { content?._menuContent ?? AnyView(EmptyView()) }
}

/// One of two kinds of commands.
public struct _EitherCommands<First: Commands, Second: Commands>: Commands {
  public typealias Body = Never
  let menu: AnyView
  public var _menuContent: AnyView { menu }
}

/// The menu bar of a scene headless: its commands, behind the window's content, taking no
/// space.
struct _CommandsBar: View {
  let content: AnyView

  var body: some View {
    _KindStack("Commands", alignment: .leading, spacing: 0) { content }
      .frame(width: 0, height: 0)
  }
}

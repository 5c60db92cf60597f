/// A result builder of commands.
@MainActor
@resultBuilder
public enum CommandsBuilder {
  public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyCommands { EmptyCommands() }
  public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }
  /// Two to ten groups of commands, in order (SwiftUI declares one method per count).
  public static func buildBlock<C0: Commands, C1: Commands>(
    _ c0: C0, _ c1: C1
  ) -> _TupleCommands<C0, C1> {
    _TupleCommands(c0, c1)
  }

  public static func buildBlock<C0: Commands, C1: Commands, C2: Commands>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> _TupleCommands<C0, C1, C2> {
    _TupleCommands(c0, c1, c2)
  }

  public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> _TupleCommands<C0, C1, C2, C3> {
    _TupleCommands(c0, c1, c2, c3)
  }

  public static func buildBlock<
    C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> _TupleCommands<C0, C1, C2, C3, C4> {
    _TupleCommands(c0, c1, c2, c3, c4)
  }

  public static func buildBlock<
    C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> _TupleCommands<C0, C1, C2, C3, C4, C5> {
    _TupleCommands(c0, c1, c2, c3, c4, c5)
  }

  public static func buildBlock<
    C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> _TupleCommands<C0, C1, C2, C3, C4, C5, C6> {
    _TupleCommands(c0, c1, c2, c3, c4, c5, c6)
  }

  public static func buildBlock<
    C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands,
    C6: Commands, C7: Commands
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> _TupleCommands<C0, C1, C2, C3, C4, C5, C6, C7> {
    _TupleCommands(c0, c1, c2, c3, c4, c5, c6, c7)
  }

  public static func buildBlock<
    C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands,
    C6: Commands, C7: Commands, C8: Commands
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> _TupleCommands<C0, C1, C2, C3, C4, C5, C6, C7, C8> {
    _TupleCommands(c0, c1, c2, c3, c4, c5, c6, c7, c8)
  }

  public static func buildBlock<
    C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands,
    C6: Commands, C7: Commands, C8: Commands, C9: Commands
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> _TupleCommands<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9> {
    _TupleCommands(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)
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

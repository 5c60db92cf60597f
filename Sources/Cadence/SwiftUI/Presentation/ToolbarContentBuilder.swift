import Foundation

/// Builds toolbar content from items.
@resultBuilder @MainActor
public struct ToolbarContentBuilder {
  /// Toolbar content.
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }

  /// One content.
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> some ToolbarContent
  {
    content
  }

  /// 2 contents, in order.
  public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent>(
    _ c0: C0, _ c1: C1
  ) -> some ToolbarContent {
    TupleToolbarContent(items: [c0._toolbarItems, c1._toolbarItems])
  }

  /// 3 contents, in order.
  public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> some ToolbarContent {
    TupleToolbarContent(items: [c0._toolbarItems, c1._toolbarItems, c2._toolbarItems])
  }

  /// 4 contents, in order.
  public static func buildBlock<
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> some ToolbarContent {
    TupleToolbarContent(items: [
      c0._toolbarItems, c1._toolbarItems, c2._toolbarItems, c3._toolbarItems,
    ])
  }

  /// 5 contents, in order.
  public static func buildBlock<
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent,
    C4: ToolbarContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> some ToolbarContent {
    TupleToolbarContent(items: [
      c0._toolbarItems, c1._toolbarItems, c2._toolbarItems, c3._toolbarItems, c4._toolbarItems,
    ])
  }

  /// 6 contents, in order.
  public static func buildBlock<
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent,
    C4: ToolbarContent, C5: ToolbarContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> some ToolbarContent {
    TupleToolbarContent(items: [
      c0._toolbarItems, c1._toolbarItems, c2._toolbarItems, c3._toolbarItems, c4._toolbarItems,
      c5._toolbarItems,
    ])
  }

  /// 7 contents, in order.
  public static func buildBlock<
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent,
    C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> some ToolbarContent {
    TupleToolbarContent(items: [
      c0._toolbarItems, c1._toolbarItems, c2._toolbarItems, c3._toolbarItems, c4._toolbarItems,
      c5._toolbarItems, c6._toolbarItems,
    ])
  }

  /// 8 contents, in order.
  public static func buildBlock<
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent,
    C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> some ToolbarContent {
    TupleToolbarContent(items: [
      c0._toolbarItems, c1._toolbarItems, c2._toolbarItems, c3._toolbarItems, c4._toolbarItems,
      c5._toolbarItems, c6._toolbarItems, c7._toolbarItems,
    ])
  }

  /// 9 contents, in order.
  public static func buildBlock<
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent,
    C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent,
    C8: ToolbarContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> some ToolbarContent {
    TupleToolbarContent(items: [
      c0._toolbarItems, c1._toolbarItems, c2._toolbarItems, c3._toolbarItems, c4._toolbarItems,
      c5._toolbarItems, c6._toolbarItems, c7._toolbarItems, c8._toolbarItems,
    ])
  }

  /// 10 contents, in order.
  public static func buildBlock<
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent,
    C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent,
    C8: ToolbarContent, C9: ToolbarContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> some ToolbarContent {
    TupleToolbarContent(items: [
      c0._toolbarItems, c1._toolbarItems, c2._toolbarItems, c3._toolbarItems, c4._toolbarItems,
      c5._toolbarItems, c6._toolbarItems, c7._toolbarItems, c8._toolbarItems, c9._toolbarItems,
    ])
  }

  /// One customizable content.
  public static func buildBlock<Content: CustomizableToolbarContent>(_ content: Content)
    -> some CustomizableToolbarContent
  {
    content
  }

  /// 2 customizable contents, in order.
  public static func buildBlock<C0: CustomizableToolbarContent, C1: CustomizableToolbarContent>(
    _ c0: C0, _ c1: C1
  ) -> some CustomizableToolbarContent {
    TupleToolbarContent(items: [c0._toolbarItems, c1._toolbarItems])
  }

  /// 3 customizable contents, in order.
  public static func buildBlock<
    C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> some CustomizableToolbarContent {
    TupleToolbarContent(items: [c0._toolbarItems, c1._toolbarItems, c2._toolbarItems])
  }

  /// 4 customizable contents, in order.
  public static func buildBlock<
    C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
    C3: CustomizableToolbarContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> some CustomizableToolbarContent {
    TupleToolbarContent(items: [
      c0._toolbarItems, c1._toolbarItems, c2._toolbarItems, c3._toolbarItems,
    ])
  }

  /// 5 customizable contents, in order.
  public static func buildBlock<
    C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
    C3: CustomizableToolbarContent, C4: CustomizableToolbarContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> some CustomizableToolbarContent {
    TupleToolbarContent(items: [
      c0._toolbarItems, c1._toolbarItems, c2._toolbarItems, c3._toolbarItems, c4._toolbarItems,
    ])
  }

  /// 6 customizable contents, in order.
  public static func buildBlock<
    C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
    C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> some CustomizableToolbarContent {
    TupleToolbarContent(items: [
      c0._toolbarItems, c1._toolbarItems, c2._toolbarItems, c3._toolbarItems, c4._toolbarItems,
      c5._toolbarItems,
    ])
  }

  /// 7 customizable contents, in order.
  public static func buildBlock<
    C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
    C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent,
    C6: CustomizableToolbarContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> some CustomizableToolbarContent {
    TupleToolbarContent(items: [
      c0._toolbarItems, c1._toolbarItems, c2._toolbarItems, c3._toolbarItems, c4._toolbarItems,
      c5._toolbarItems, c6._toolbarItems,
    ])
  }

  /// 8 customizable contents, in order.
  public static func buildBlock<
    C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
    C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent,
    C6: CustomizableToolbarContent, C7: CustomizableToolbarContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> some CustomizableToolbarContent {
    TupleToolbarContent(items: [
      c0._toolbarItems, c1._toolbarItems, c2._toolbarItems, c3._toolbarItems, c4._toolbarItems,
      c5._toolbarItems, c6._toolbarItems, c7._toolbarItems,
    ])
  }

  /// 9 customizable contents, in order.
  public static func buildBlock<
    C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
    C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent,
    C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> some CustomizableToolbarContent {
    TupleToolbarContent(items: [
      c0._toolbarItems, c1._toolbarItems, c2._toolbarItems, c3._toolbarItems, c4._toolbarItems,
      c5._toolbarItems, c6._toolbarItems, c7._toolbarItems, c8._toolbarItems,
    ])
  }

  /// 10 customizable contents, in order.
  public static func buildBlock<
    C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
    C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent,
    C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent,
    C9: CustomizableToolbarContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> some CustomizableToolbarContent {
    TupleToolbarContent(items: [
      c0._toolbarItems, c1._toolbarItems, c2._toolbarItems, c3._toolbarItems, c4._toolbarItems,
      c5._toolbarItems, c6._toolbarItems, c7._toolbarItems, c8._toolbarItems, c9._toolbarItems,
    ])
  }

  /// Content shown when a condition holds.
  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? {
    content
  }

  /// The first branch of an `if`/`else`.
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    first: TrueContent
  ) -> _ConditionalToolbarContent<TrueContent, FalseContent> {
    _ConditionalToolbarContent(items: first._toolbarItems)
  }

  /// The second branch of an `if`/`else`.
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    second: FalseContent
  ) -> _ConditionalToolbarContent<TrueContent, FalseContent> {
    _ConditionalToolbarContent(items: second._toolbarItems)
  }

  /// Content behind an availability check.
  public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content)
    -> some ToolbarContent
  {
    TupleToolbarContent(items: [content._toolbarItems])
  }
}

/// Several toolbar contents, in order.
struct TupleToolbarContent: ToolbarContent, CustomizableToolbarContent {
  typealias Body = Never
  let items: [AnyView]

  var _toolbarItems: AnyView {
    AnyView(ForEach(items.indices, id: \.self) { items[$0] })
  }
}

/// The content of one branch of an `if`/`else` in a toolbar builder.
public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>:
  ToolbarContent
{
  public typealias Body = Never
  let items: AnyView

  public var _toolbarItems: AnyView { items }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
  public typealias Body = Never
  public var _toolbarItems: AnyView { self?._toolbarItems ?? AnyView(EmptyView()) }
}

extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}

// swift-format-ignore: AmbiguousTrailingClosureOverload
// (SwiftUI's two forms: toolbar content and views.)
extension View {
  /// Adds toolbar items, their nodes marked `toolbar` (their placement, `automatic` unless a
  /// `ToolbarItem` sets one). Inside a navigation stack or split view they sit in its bars,
  /// where their placements put them; outside one (where iOS shows no bar) in a row over the
  /// top of this view.
  public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content)
    -> some View
  {
    _ToolbarSite(content: self, items: content()._toolbarItems)
  }

  /// Adds views to the toolbar, as items at the automatic placement (SwiftUI's view form).
  @_disfavoredOverload
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    _ToolbarSite(content: self, items: AnyView(content()))
  }

  /// Adds customizable toolbar items, the toolbar identified by `id` (recorded as
  /// `toolbarID`; the host has no toolbar editor).
  public func toolbar<Content: CustomizableToolbarContent>(
    id: String, @ToolbarContentBuilder content: () -> Content
  ) -> some View {
    _ToolbarSite(
      content: self,
      items: AnyView(
        content()._toolbarItems.modifier(_StyleEffect(name: "toolbarID", value: id))))
  }
}

import Foundation

/// Content of a toolbar: items (`ToolbarItem`, `ToolbarItemGroup`), several built by a
/// `ToolbarContentBuilder`, or a type of yours whose body is toolbar content.
@MainActor @preconcurrency
public protocol ToolbarContent {
  /// The content this content is made of.
  associatedtype Body: ToolbarContent
  /// The content this content is made of.
  @ToolbarContentBuilder var body: Body { get }
  /// The views of the items, as the toolbar shows them (hidden requirement).
  var _toolbarItems: AnyView { get }
}

/// Toolbar content whose items the user may customize (`toolbar(id:content:)`).
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension ToolbarContent {
  public var _toolbarItems: AnyView { body._toolbarItems }
}

extension ToolbarContent where Body == Never {
  /// Primitive toolbar content has no body.
  public var body: Never { fatalError("\(Self.self) is primitive toolbar content and has no body") }
}

extension Never: ToolbarContent, CustomizableToolbarContent {
  public var _toolbarItems: AnyView { switch self {} }
}

/// An item of a toolbar: its nodes carry `toolbar` = its placement (and `toolbarItemID` =
/// its identifier in a customizable toolbar).
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  public typealias Body = Never
  let placement: ToolbarItemPlacement
  let content: Content
  /// The item's identifier in a customizable toolbar.
  public var id: ID
  let showsByDefault: Bool

  /// Creates an item at a placement.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
  where ID == () {
    self.placement = placement
    self.content = content()
    id = ()
    showsByDefault = true
  }

  public var _toolbarItems: AnyView {
    var item = AnyView(
      content.modifier(_StyleEffect(name: "toolbar", value: placement.name))
        .modifier(_ToolbarBarVisibility(bar: placement.bar))
        .layoutValue(key: ToolbarPlacementKey.self, value: placement))
    if let id = id as? String {
      item = AnyView(item.modifier(_StyleEffect(name: "toolbarItemID", value: id)))
    }
    return showsByDefault ? item : AnyView(EmptyView())
  }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {
  /// Creates a customizable item identified by `id`.
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
    self.id = id
    showsByDefault = true
  }

  /// Creates a customizable item identified by `id`, shown unless `showsByDefault` is false
  /// (a hidden item is not mounted: the host has no toolbar editor to add it).
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
    @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
    self.id = id
    self.showsByDefault = showsByDefault
  }
}

/// Items of a toolbar at one placement.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  public typealias Body = Never
  let placement: ToolbarItemPlacement
  let content: Content

  /// Creates a group at a placement.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  /// Creates a group with a label (shown when the items collapse into a menu; recorded as
  /// `toolbarGroupLabel`).
  public init<C: View, L: View>(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C,
    @ViewBuilder label: () -> L
  ) where Content == LabeledToolbarItemGroupContent<C, L> {
    self.placement = placement
    self.content = LabeledToolbarItemGroupContent(content: content(), label: label())
  }

  /// The items in a row, one item of the bar.
  public var _toolbarItems: AnyView {
    AnyView(
      HStack(spacing: NavigationBarLayout.spacing) {
        content.modifier(_StyleEffect(name: "toolbar", value: placement.name))
      }
      .modifier(_StyleEffect(name: "toolbar", value: placement.name))
      .modifier(_ToolbarBarVisibility(bar: placement.bar))
      .layoutValue(key: ToolbarPlacementKey.self, value: placement))
  }
}

/// The items of a labeled toolbar group.
public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
  let content: Content
  let label: Label

  public var body: some View {
    content.modifier(_StyleEffect(name: "toolbarGroupLabel", value: "\(Label.self)"))
  }
}

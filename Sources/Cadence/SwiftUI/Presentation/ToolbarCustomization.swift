import Foundation

// How the bars of a navigation container look: SwiftUI draws them, so each setting is
// recorded on the content's nodes.

/// The purpose of a toolbar, which sets how its items are placed.
public struct ToolbarRole: Sendable {
  let name: String

  /// The system's choice.
  public static let automatic = ToolbarRole(name: "automatic")
  /// A browser's: items in the centre.
  public static let browser = ToolbarRole(name: "browser")
  /// An editor's: the title at the leading edge.
  public static let editor = ToolbarRole(name: "editor")
  /// A navigation stack's.
  public static let navigationStack = ToolbarRole(name: "navigationStack")
}

/// How a navigation title is shown.
public struct ToolbarTitleDisplayMode: Sendable {
  let name: String

  /// The system's choice.
  public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
  /// Large, below the bar.
  public static let large = ToolbarTitleDisplayMode(name: "large")
  /// Small, in the bar.
  public static let inline = ToolbarTitleDisplayMode(name: "inline")
  /// Large at the leading edge of the bar.
  public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
}

/// An item the system puts in a toolbar by default.
public struct ToolbarDefaultItemKind: Sendable {
  let name: String

  /// The sidebar toggle of a split view.
  public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
  /// The title.
  public static let title = ToolbarDefaultItemKind(name: "title")
  /// The search field of a `searchable` view (iOS 26).
  public static let search = ToolbarDefaultItemKind(name: "search")
}

extension View {
  /// Sets the background of the given bars (recorded as `toolbarBackground` with the bars).
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
    -> some View
  {
    recorded("toolbarBackground", "\(style.styleDescription) \(Self.barNames(bars))")
  }

  /// Sets the colour scheme of the given bars (recorded as `toolbarColorScheme`).
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
    -> some View
  {
    recorded(
      "toolbarColorScheme", "\(colorScheme.map { "\($0)" } ?? "automatic") \(Self.barNames(bars))"
    )
  }

  /// Sets the role of the toolbar (recorded as `toolbarRole`).
  public func toolbarRole(_ role: ToolbarRole) -> some View {
    recorded("toolbarRole", role.name)
  }

  /// Sets how the navigation title is shown (recorded as `toolbarTitleDisplayMode`).
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    recorded("toolbarTitleDisplayMode", mode.name)
  }

  /// Removes an item the system puts in the toolbar (recorded as `toolbarRemoving`).
  public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
    recorded("toolbarRemoving", defaultItemKind?.name ?? "none")
  }

  /// Adds a menu to the navigation title. The title is drawn by iOS, not a view: the menu is a
  /// `Menu` labelled `Title menu` in the toolbar (`host.tap("Title menu")` opens it, as a tap
  /// on the title does), off screen with a hidden navigation bar (recorded as
  /// `toolbarTitleMenu` with its content's type).
  public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
    let items = content()
    return overlay(alignment: .top) {
      Menu {
        items
      } label: {
        Text(verbatim: "Title menu")
      }
      .modifier(_StyleEffect(name: "toolbar", value: "title"))
      .modifier(_ToolbarBarVisibility(bar: .navigationBar))
    }
    .recorded("toolbarTitleMenu", "\(C.self)".split(separator: "<").first.map(String.init) ?? "")
  }

  /// The bars' names, joined: `navigationBar tabBar`, or `automatic` for none.
  static func barNames(_ bars: [ToolbarPlacement]) -> String {
    bars.isEmpty ? "automatic" : bars.map(\.name).joined(separator: " ")
  }
}

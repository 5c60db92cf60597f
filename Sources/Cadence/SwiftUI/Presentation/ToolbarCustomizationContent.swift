import Foundation

/// How the user may customize a toolbar item.
public struct ToolbarCustomizationBehavior: Sendable {
  let name: String

  /// The system's: the item can be removed and moved.
  public static let `default` = ToolbarCustomizationBehavior(name: "default")
  /// It can be moved but not removed.
  public static let reorderable = ToolbarCustomizationBehavior(name: "reorderable")
  /// It cannot be customized.
  public static let disabled = ToolbarCustomizationBehavior(name: "disabled")
}

/// Options of a toolbar item's default customization.
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The item stays available in the overflow menu when hidden.
  public static let alwaysAvailable = ToolbarCustomizationOptions(rawValue: 1)
}

/// A toolbar content with a customization setting recorded on its items.
struct _RecordedToolbarContent<Base: ToolbarContent>: CustomizableToolbarContent {
  typealias Body = Never
  let base: Base
  let name: String
  let value: String

  var _toolbarItems: AnyView {
    AnyView(base._toolbarItems.modifier(_StyleEffect(name: name, value: value)))
  }
}

extension CustomizableToolbarContent {
  /// Sets how the user may customize these items (recorded as
  /// `toolbarCustomizationBehavior`).
  public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior)
    -> some CustomizableToolbarContent
  {
    _RecordedToolbarContent(base: self, name: "toolbarCustomizationBehavior", value: behavior.name)
  }

  /// Uses the default customization of these items (recorded).
  public func defaultCustomization() -> some CustomizableToolbarContent {
    _RecordedToolbarContent(base: self, name: "toolbarDefaultCustomization", value: "automatic")
  }

  /// Sets whether these items show by default, and how (recorded).
  public func defaultCustomization(
    _ defaultVisibility: Visibility = .automatic, options: ToolbarCustomizationOptions = []
  ) -> some CustomizableToolbarContent {
    _RecordedToolbarContent(
      base: self, name: "toolbarDefaultCustomization",
      value: defaultVisibility.rawValue
        + (options.contains(.alwaysAvailable) ? " alwaysAvailable" : ""))
  }
}

/// A menu of the navigation title, as toolbar content (recorded as `toolbarTitleMenu` on the
/// toolbar; the menu opens from the title SwiftUI draws).
public struct ToolbarTitleMenu<Content: View>: CustomizableToolbarContent {
  public typealias Body = Never
  let content: Content

  /// A title menu of `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The title menu of a document (its default items).
  public init() where Content == EmptyView {
    content = EmptyView()
  }

  public var _toolbarItems: AnyView {
    AnyView(EmptyView().modifier(_StyleEffect(name: "toolbarTitleMenu", value: "\(Content.self)")))
  }
}

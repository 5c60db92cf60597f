import Foundation

// Settings of what the system draws around a view, or of platforms Cadence does not
// emulate (pointers, spring-loaded drops, macOS dialogs, widgets): recorded on the view's
// nodes, by name, with their values.

/// Whether a view activates when a drag hovers over it.
public struct SpringLoadingBehavior: Hashable, Sendable {
  let name: String

  /// The system's choice.
  public static let automatic = SpringLoadingBehavior(name: "automatic")
  /// Activates.
  public static let enabled = SpringLoadingBehavior(name: "enabled")
  /// Does not.
  public static let disabled = SpringLoadingBehavior(name: "disabled")
}

/// Whether choosing a menu item dismisses the menu.
public struct MenuActionDismissBehavior: Equatable, Sendable {
  let name: String

  /// The system's choice.
  public static let automatic = MenuActionDismissBehavior(name: "automatic")
  /// Dismisses.
  public static let enabled = MenuActionDismissBehavior(name: "enabled")
  /// Keeps the menu open.
  public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

/// How a palette picker shows its selected option.
public struct PaletteSelectionEffect: Equatable, Sendable {
  let name: String

  /// The system's choice.
  public static let automatic = PaletteSelectionEffect(name: "automatic")
  /// The selected option's symbol variant.
  public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
    PaletteSelectionEffect(name: "symbolVariant(\(variant.name ?? "none"))")
  }
  /// No effect: the options show their own selection.
  public static let custom = PaletteSelectionEffect(name: "custom")
}

/// How severe a dialog is.
public struct DialogSeverity: Equatable, Sendable {
  let name: String

  /// The system's choice.
  public static let automatic = DialogSeverity(name: "automatic")
  /// Critical.
  public static let critical = DialogSeverity(name: "critical")
  /// Standard.
  public static let standard = DialogSeverity(name: "standard")
}

/// The padding a scene puts around its content.
public struct ScenePadding: Equatable, Sendable {
  let name: String

  /// The minimum padding: 16 points in Cadence (SwiftUI does not give the number).
  public static let minimum = ScenePadding(name: "minimum")
}

extension View {
  /// Sets whether the view activates under a hovering drag (recorded).
  public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View {
    environment(\.springLoadingBehavior, behavior)
      .recorded("springLoadingBehavior", behavior.name)
  }

  /// Sets whether choosing an item of the menus below dismisses them (recorded).
  public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View {
    recorded("menuActionDismissBehavior", behavior.name)
  }

  /// Sets how palette pickers below show their selection (recorded).
  public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View {
    recorded("paletteSelectionEffect", effect.name)
  }

  /// Sets the icon of the dialogs below (recorded as `dialogIcon`).
  public func dialogIcon(_ icon: Image?) -> some View {
    recorded("dialogIcon", icon.map(\.name) ?? "none")
  }

  /// Sets the severity of the dialogs below (recorded as `dialogSeverity`).
  public func dialogSeverity(_ severity: DialogSeverity) -> some View {
    recorded("dialogSeverity", severity.name)
  }

  /// Adds a "Do not show again" toggle to the dialogs below (macOS; recorded with the
  /// binding's value).
  public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View {
    recorded("dialogSuppressionToggle", "\(isSuppressed.wrappedValue)")
  }

  /// Adds a suppression toggle with a title to the dialogs below (recorded).
  public func dialogSuppressionToggle(
    _ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>
  ) -> some View {
    recorded("dialogSuppressionToggle", "\(isSuppressed.wrappedValue)")
  }

  /// Pads the view at `edges` by the scene's padding (16 points, Cadence's number).
  public func scenePadding(_ edges: Edge.Set = .all) -> some View {
    padding(edges, 16).recorded("scenePadding", "minimum")
  }

  /// Pads the view at `edges` by `padding`.
  public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
    self.padding(edges, 16).recorded("scenePadding", padding.name)
  }

  /// Sets the subtitle of the window (macOS; recorded as `navigationSubtitle`).
  public func navigationSubtitle(_ subtitle: Text) -> some View {
    recorded("navigationSubtitle", subtitle.content)
  }

  /// Sets the subtitle of the window (recorded).
  public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
    navigationSubtitle(Text(subtitleKey))
  }

  /// Sets the subtitle of the window (recorded).
  @_disfavoredOverload
  public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
    navigationSubtitle(Text(subtitle))
  }

  /// Marks the view as holding private data, redacted when the system asks (recorded).
  public func privacySensitive(_ sensitive: Bool = true) -> some View {
    recorded("privacySensitive", "\(sensitive)")
  }

  /// Marks the view as showing content that may be out of date (widgets; recorded).
  public func invalidatableContent(_ invalidatable: Bool = true) -> some View {
    recorded("invalidatableContent", "\(invalidatable)")
  }

  /// Shows or hides the system's overlays, such as the home indicator (recorded).
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
    recorded("persistentSystemOverlays", visibility.rawValue)
  }

  /// Gives the view's gestures priority over the system's at `edges` (recorded).
  public func defersSystemGestures(on edges: Edge.Set) -> some View {
    recorded("defersSystemGestures", "\(edges.rawValue)")
  }

  /// Tags the view's interactions for activity tracking (recorded).
  public func interactionActivityTrackingTag(_ tag: String) -> some View {
    recorded("interactionActivityTrackingTag", tag)
  }

  /// Sets the text typing selects this view by in a list (macOS; recorded).
  public func typeSelectEquivalent(_ text: Text?) -> some View {
    recorded("typeSelectEquivalent", text?.content ?? "none")
  }

  /// Presents the find interface of the text editors below while the binding is true
  /// (recorded as `findNavigator`).
  public func findNavigator(isPresented: Binding<Bool>) -> some View {
    recorded("findNavigator", "\(isPresented.wrappedValue)")
  }

  /// Turns finding in the text editors below off (recorded as `findDisabled`).
  public func findDisabled(_ isDisabled: Bool = true) -> some View {
    recorded("findDisabled", "\(isDisabled)")
  }

  /// Turns replacing in the text editors below off (recorded as `replaceDisabled`).
  public func replaceDisabled(_ isDisabled: Bool = true) -> some View {
    recorded("replaceDisabled", "\(isDisabled)")
  }
}

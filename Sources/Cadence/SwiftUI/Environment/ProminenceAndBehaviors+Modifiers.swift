/// How a scroll view dismisses the keyboard.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  let name: String
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// An effect shown while a pointer hovers over a view.
public struct HoverEffect: Sendable {
  let name: String
  public static let automatic = HoverEffect(name: "automatic")
  public static let highlight = HoverEffect(name: "highlight")
  public static let lift = HoverEffect(name: "lift")
}

extension EnvironmentValues {
  /// How prominent the badges below are.
  @Entry public var badgeProminence: BadgeProminence = .standard
  /// How prominent the section headers below are.
  @Entry public var headerProminence: Prominence = .standard
  /// Whether the buttons below repeat while held.
  @Entry public var buttonRepeatBehavior: ButtonRepeatBehavior = .automatic
  /// The order of the menus' items below.
  @Entry public var menuOrder: MenuOrder = .automatic
  /// Whether the menus below show their indicator.
  @Entry public var menuIndicatorVisibility: Visibility = .automatic
  /// Whether the scroll views below bounce vertically.
  @Entry public var verticalScrollBounceBehavior: ScrollBounceBehavior = .automatic
  /// Whether the scroll views below bounce horizontally.
  @Entry public var horizontalScrollBounceBehavior: ScrollBounceBehavior = .automatic
  /// How the scroll views below dismiss the keyboard.
  @Entry public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode = .automatic
  /// Whether the scroll views below show their vertical indicator.
  @Entry public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility = .automatic
  /// Whether the scroll views below show their horizontal indicator.
  @Entry public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility = .automatic
  /// Whether the focus effect shows on focused views below.
  @Entry public var isFocusEffectEnabled: Bool = true
  /// Whether hover effects show on the views below.
  @Entry public var isHoverEffectEnabled: Bool = true
  /// The keyboard shortcut of the control, when it has one.
  @Entry public var keyboardShortcut: KeyboardShortcut? = nil
}

extension View {
  /// Sets how prominent the badges below are (recorded as `badgeProminence`).
  public func badgeProminence(_ prominence: BadgeProminence) -> some View {
    environment(\.badgeProminence, prominence).recorded("badgeProminence", prominence.name)
  }

  /// Sets how prominent the section headers below are (recorded as `headerProminence`).
  public func headerProminence(_ prominence: Prominence) -> some View {
    environment(\.headerProminence, prominence).recorded("headerProminence", "\(prominence)")
  }

  /// Sets whether the buttons below repeat while held (recorded).
  public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
    environment(\.buttonRepeatBehavior, behavior).recorded("buttonRepeatBehavior", behavior.name)
  }

  /// Sets the order of the menus' items below (recorded as `menuOrder`).
  public func menuOrder(_ order: MenuOrder) -> some View {
    environment(\.menuOrder, order).recorded("menuOrder", order.name)
  }

  /// Shows or hides the menus' indicator below (recorded as `menuIndicator`).
  public func menuIndicator(_ visibility: Visibility) -> some View {
    environment(\.menuIndicatorVisibility, visibility).recorded(
      "menuIndicator", visibility.rawValue)
  }

  /// Sets whether the scroll views below bounce along `axes` (recorded).
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical])
    -> some View
  {
    transformEnvironment(\.self) { values in
      if axes.contains(.vertical) { values.verticalScrollBounceBehavior = behavior }
      if axes.contains(.horizontal) { values.horizontalScrollBounceBehavior = behavior }
    }
    .recorded("scrollBounceBehavior", behavior.name)
  }

  /// Sets how the scroll views below dismiss the keyboard (recorded).
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    environment(\.scrollDismissesKeyboardMode, mode).recorded("scrollDismissesKeyboard", mode.name)
  }

  /// Turns the focus effect of the focused views below off (recorded).
  public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
    environment(\.isFocusEffectEnabled, !disabled).recorded(
      "focusEffectDisabled", disabled ? "true" : "false")
  }

  /// Turns the hover effects below off (recorded).
  public func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
    environment(\.isHoverEffectEnabled, !disabled).recorded(
      "hoverEffectDisabled", disabled ? "true" : "false")
  }

  /// Shows `effect` while a pointer hovers over this view (recorded as `hoverEffect`).
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
    recorded("hoverEffect", isEnabled ? effect.name : "none")
  }
}

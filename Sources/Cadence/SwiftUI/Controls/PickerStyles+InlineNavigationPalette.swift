// The rest of the picker styles of iOS.

/// Options inline in a list.
public struct InlinePickerStyle: PickerStyle {
  /// Creates the style.
  nonisolated public init() {}
  public var _styleName: String { "inline" }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// Options inline in a list.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// A navigation link to a list of options.
public struct NavigationLinkPickerStyle: PickerStyle {
  /// Creates the style.
  nonisolated public init() {}
  public var _styleName: String { "navigationLink" }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A navigation link to a list of options.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// A palette.
public struct PalettePickerStyle: PickerStyle {
  /// Creates the style.
  nonisolated public init() {}
  public var _styleName: String { "palette" }
}

extension PickerStyle where Self == PalettePickerStyle {
  /// A palette.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

import Foundation

// The picker styles of iOS, each SwiftUI's type; recorded on the picker as `pickerStyle`.

/// The system's choice.
public struct DefaultPickerStyle: PickerStyle {
  /// Creates the style.
  nonisolated public init() {}
  public var _styleName: String { "automatic" }
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The system's choice.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

/// A menu.
public struct MenuPickerStyle: PickerStyle {
  /// Creates the style.
  nonisolated public init() {}
  public var _styleName: String { "menu" }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A menu.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

/// A segmented control.
public struct SegmentedPickerStyle: PickerStyle {
  /// Creates the style.
  nonisolated public init() {}
  public var _styleName: String { "segmented" }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// A segmented control.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// A wheel.
public struct WheelPickerStyle: PickerStyle {
  /// Creates the style.
  nonisolated public init() {}
  public var _styleName: String { "wheel" }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A wheel.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

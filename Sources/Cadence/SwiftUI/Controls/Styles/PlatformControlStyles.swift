// The control styles of macOS and watchOS: recorded by name, as the iOS ones are.

/// Pages on a carousel (watchOS).
public struct CarouselTabViewStyle: TabViewStyle {
  nonisolated public init() {}
  public var _styleName: String { "carousel" }
}

extension TabViewStyle where Self == CarouselTabViewStyle {
  /// Pages on a carousel.
  public static var carousel: CarouselTabViewStyle { CarouselTabViewStyle() }
}

/// Pages scrolled vertically (watchOS).
public struct VerticalPageTabViewStyle: TabViewStyle {
  /// How one page gives way to the next.
  public struct TransitionStyle: Hashable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = TransitionStyle(name: "automatic")
    /// The pages move as one.
    public static let blur = TransitionStyle(name: "blur")
    /// The new page slides over the old.
    public static let identity = TransitionStyle(name: "identity")
  }

  let transitionStyle: TransitionStyle

  /// Pages scrolled vertically, changing as `transitionStyle` says.
  nonisolated public init(transitionStyle: TransitionStyle = .automatic) {
    self.transitionStyle = transitionStyle
  }

  public var _styleName: String {
    transitionStyle == .automatic ? "verticalPage" : "verticalPage(\(transitionStyle.name))"
  }
}

extension TabViewStyle where Self == VerticalPageTabViewStyle {
  /// Pages scrolled vertically.
  public static var verticalPage: VerticalPageTabViewStyle { VerticalPageTabViewStyle() }

  /// Pages scrolled vertically, changing as `transitionStyle` says.
  public static func verticalPage(
    transitionStyle: VerticalPageTabViewStyle.TransitionStyle
  ) -> VerticalPageTabViewStyle {
    VerticalPageTabViewStyle(transitionStyle: transitionStyle)
  }
}

/// A check box beside the label (macOS).
public struct CheckboxToggleStyle: ToggleStyle, SystemToggleStyle {
  nonisolated public init() {}
  var name: String { "checkbox" }

  /// The toggle of `configuration`, in this style.
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  /// A check box beside the label.
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

/// Options as a group of radio buttons (macOS).
public struct RadioGroupPickerStyle: PickerStyle {
  /// Creates the style.
  nonisolated public init() {}
  public var _styleName: String { "radioGroup" }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
  /// Options as a group of radio buttons.
  public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

/// A text field style with a square border (macOS).
public struct SquareBorderTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}
}

extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
  /// A text field style with a square border.
  public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

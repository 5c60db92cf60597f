import Foundation

/// The properties of a button, given to a button style.
public struct ButtonStyleConfiguration {
  /// The button's label.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The button's role, if any.
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  /// Whether a finger is down on the button.
  public let isPressed: Bool
}

/// A style for buttons that draws the label and reacts to presses; the button still takes
/// taps and runs its action.
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// The view of a button.
  associatedtype Body: View
  /// The properties of a button.
  typealias Configuration = ButtonStyleConfiguration
  /// The view of a button with `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A style for buttons that decides both how they look and how they are triggered: the
/// system's styles (`.bordered`, `.borderedProminent`, `.plain`, `.borderless`,
/// `.automatic`), recorded on the buttons as the textual attribute `buttonStyle`.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// The style's name in renderings.
  var _styleName: String { get }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default style.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A tinted background.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A prominent background.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// No decoration.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// No border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// The default button style.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  nonisolated public init() {}
  public var _styleName: String { "automatic" }
}

/// A button style with a tinted background.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  nonisolated public init() {}
  public var _styleName: String { "bordered" }
}

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

/// A style for buttons that decides both how they look and how they are triggered: its body
/// is shown in place of each button below, and calls `configuration.trigger()` to run the
/// button's action (a `Button(configuration)` in it is tapped as any button). The system's
/// styles (`.bordered`, `.borderedProminent`, `.plain`, `.borderless`, `.automatic`, …) are
/// recorded on the buttons as the textual attribute `buttonStyle`.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// The view of a button.
  associatedtype Body: View
  /// The properties of a button.
  typealias Configuration = PrimitiveButtonStyleConfiguration
  /// The view of a button with `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The name of a system style in renderings; nil for a custom style (Cadence's).
  var _styleName: String? { get }
}

extension PrimitiveButtonStyle {
  public var _styleName: String? { nil }
}

/// A system button style: its body is the button, drawn as the style's name says.
@MainActor
protocol SystemButtonStyle: PrimitiveButtonStyle {
  static var systemName: String { get }
}

extension SystemButtonStyle {
  public var _styleName: String? { Self.systemName }

  /// The button of `configuration`, in this style.
  func systemBody(_ configuration: Configuration) -> some View {
    Button(configuration).environment(\.primitiveButtonStyleName, Self.systemName)
      .environment(\.buttonStyle, nil)
  }
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

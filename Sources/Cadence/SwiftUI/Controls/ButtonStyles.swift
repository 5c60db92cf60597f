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

/// A button style with a prominent (filled) background.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  nonisolated public init() {}
  public var _styleName: String { "borderedProminent" }
}

/// A button style without decoration.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  nonisolated public init() {}
  public var _styleName: String { "plain" }
}

/// A button style without a border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  nonisolated public init() {}
  public var _styleName: String { "borderless" }
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

/// A custom button style, as the environment keeps it.
struct AnyButtonStyle: Equatable, @unchecked Sendable {
  private let identity: StyleIdentity
  /// Only used on the main actor, where views are made.
  private let style: any ButtonStyle

  init<S: ButtonStyle>(_ style: S) {
    identity = StyleIdentity(style)
    self.style = style
  }

  @MainActor
  func makeBody(_ configuration: ButtonStyleConfiguration) -> AnyView {
    func make<S: ButtonStyle>(_ style: S) -> AnyView {
      AnyView(style.makeBody(configuration: configuration))
    }
    return make(style)
  }

  static func == (lhs: AnyButtonStyle, rhs: AnyButtonStyle) -> Bool {
    lhs.identity == rhs.identity
  }
}

struct ButtonStyleKey: EnvironmentKey {
  static let defaultValue: AnyButtonStyle? = nil
}

struct PrimitiveButtonStyleKey: EnvironmentKey {
  static let defaultValue: String? = nil
}

extension EnvironmentValues {
  /// The custom button style of buttons in the view, if any.
  var buttonStyle: AnyButtonStyle? {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }

  /// The system button style of buttons in the view, by name.
  var primitiveButtonStyleName: String? {
    get { self[PrimitiveButtonStyleKey.self] }
    set { self[PrimitiveButtonStyleKey.self] = newValue }
  }
}

/// A button drawn by a custom style: the style's body as the button's label, pressed while
/// a finger is down on it (a long press, or a drag, from the host).
struct _StyledButton<Label: View>: View {
  let button: Button<Label>
  let style: AnyButtonStyle
  @GestureState private var isPressed = false

  var body: some View {
    Button(
      styled: button,
      label: style.makeBody(
        ButtonStyleConfiguration(
          role: button.role, label: ButtonStyleConfiguration.Label(content: AnyView(button.label)),
          isPressed: isPressed))
    )
    .simultaneousGesture(
      LongPressGesture(minimumDuration: .greatestFiniteMagnitude, maximumDistance: .infinity)
        .updating($isPressed) { pressing, state, _ in state = pressing })
  }
}

extension View {
  /// Sets a custom style for buttons in this view.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environment(\.buttonStyle, AnyButtonStyle(style))
  }

  /// Sets a system style for buttons in this view.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    environment(\.primitiveButtonStyleName, style._styleName)
      .environment(\.buttonStyle, nil)
  }
}

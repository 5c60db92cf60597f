import Foundation

/// A button style with a prominent (filled) background.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
  static var systemName: String { "borderedProminent" }
  nonisolated public init() {}

  /// The button of `configuration`, in this style.
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

/// A button style without decoration.
public struct PlainButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
  static var systemName: String { "plain" }
  nonisolated public init() {}

  /// The button of `configuration`, in this style.
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

/// A button style without a border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
  static var systemName: String { "borderless" }
  nonisolated public init() {}

  /// The button of `configuration`, in this style.
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
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

/// A style for disclosure groups: a system one (recorded as `disclosureGroupStyle`) or a custom one, whose body
/// draws them from their configuration.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
  /// The view of a disclosure group.
  associatedtype Body: View
  /// The properties of a disclosure group.
  typealias Configuration = DisclosureGroupStyleConfiguration
  /// The view of a disclosure group with `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension EnvironmentValues {
  private struct DisclosureGroupStyleKey: EnvironmentKey {
    static let defaultValue: AnyViewStyle<DisclosureGroupStyleConfiguration>? = nil
  }

  /// The custom style of the disclosure groups in the view, if any.
  var disclosureGroupStyle: AnyViewStyle<DisclosureGroupStyleConfiguration>? {
    get { self[DisclosureGroupStyleKey.self] }
    set { self[DisclosureGroupStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the disclosure groups in this view: a system one (recorded as `disclosureGroupStyle`) or a
  /// custom one, whose body draws them.
  public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
    controlStyle(style, recordedAs: "disclosureGroupStyle", key: \.disclosureGroupStyle) {
      configuration in
      AnyView(style.makeBody(configuration: configuration))
    }
  }
}

/// The system's choice.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle, SystemStyle {
  /// Creates the style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    DisclosureGroup(_configuration: configuration)
  }
  nonisolated var styleName: String { "automatic" }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  /// The system's choice.
  public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

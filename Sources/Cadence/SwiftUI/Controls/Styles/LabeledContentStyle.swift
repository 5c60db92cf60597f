/// A style for labeled contents: a system one (recorded as `labeledContentStyle`) or a custom one, whose body
/// draws them from their configuration.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
  /// The view of labeled content.
  associatedtype Body: View
  /// The properties of labeled content.
  typealias Configuration = LabeledContentStyleConfiguration
  /// The view of labeled content with `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension EnvironmentValues {
  private struct LabeledContentStyleKey: EnvironmentKey {
    static let defaultValue: AnyViewStyle<LabeledContentStyleConfiguration>? = nil
  }

  /// The custom style of the labeled contents in the view, if any.
  var labeledContentStyle: AnyViewStyle<LabeledContentStyleConfiguration>? {
    get { self[LabeledContentStyleKey.self] }
    set { self[LabeledContentStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the labeled contents in this view: a system one (recorded as `labeledContentStyle`) or a
  /// custom one, whose body draws them.
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    controlStyle(style, recordedAs: "labeledContentStyle", key: \.labeledContentStyle) {
      configuration in
      AnyView(style.makeBody(configuration: configuration))
    }
  }
}

/// The system's choice.
public struct AutomaticLabeledContentStyle: LabeledContentStyle, SystemStyle {
  /// Creates the style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration) }
  nonisolated var styleName: String { "automatic" }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  /// The system's choice.
  public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

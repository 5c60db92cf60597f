// Recorded by name on the rendered nodes of the view the style is set on, as `pickerStyle`
// is: SwiftUI draws these. A custom style is recorded by its type's name; its body is not
// drawn (Documentation/Compatibility.md).

/// How labeled content look (recorded as `labeledContentStyle`).
@MainActor @preconcurrency
public protocol LabeledContentStyle {
  /// The style's name in renderings.
  var _styleName: String { get }
}

extension LabeledContentStyle {
  /// A custom style's name: its type's.
  public var _styleName: String { String(describing: Self.self) }
}

/// The system's choice.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
  nonisolated public init() {}
  public var _styleName: String { "automatic" }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  /// The system's choice.
  public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension View {
  /// Sets the style of the labeled content in this view (recorded as `labeledContentStyle`).
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    modifier(_StyleEffect(name: "labeledContentStyle", value: style._styleName))
  }
}

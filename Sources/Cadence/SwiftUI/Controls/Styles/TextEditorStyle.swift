// Recorded by name on the rendered nodes of the view the style is set on, as `pickerStyle`
// is: SwiftUI draws these. A custom style is recorded by its type's name; its body is not
// drawn (Documentation/Compatibility.md).

/// How text editors look (recorded as `textEditorStyle`).
@MainActor @preconcurrency
public protocol TextEditorStyle {
  /// The style's name in renderings.
  var _styleName: String { get }
}

extension TextEditorStyle {
  /// A custom style's name: its type's.
  public var _styleName: String { String(describing: Self.self) }
}

/// The system's choice.
public struct AutomaticTextEditorStyle: TextEditorStyle {
  nonisolated public init() {}
  public var _styleName: String { "automatic" }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
  /// The system's choice.
  public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

/// No decoration.
public struct PlainTextEditorStyle: TextEditorStyle {
  nonisolated public init() {}
  public var _styleName: String { "plain" }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
  /// No decoration.
  public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

extension View {
  /// Sets the style of the text editors in this view (recorded as `textEditorStyle`).
  public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View {
    modifier(_StyleEffect(name: "textEditorStyle", value: style._styleName))
  }
}

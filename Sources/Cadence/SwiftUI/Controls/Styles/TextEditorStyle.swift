/// How text editors look: a system style is recorded by name on the editors
/// (`textEditorStyle`); a custom style's body replaces each editor below (it shows one with a
/// system style's body: `AutomaticTextEditorStyle().makeBody(configuration:)`).
@MainActor @preconcurrency
public protocol TextEditorStyle {
  /// The view of an editor.
  associatedtype Body: View
  /// The properties of an editor.
  typealias Configuration = TextEditorStyleConfiguration
  /// The view of an editor with `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a text editor, given to a text editor style (SwiftUI shows none; a
/// system style's body reads them).
public struct TextEditorStyleConfiguration {
  let text: Binding<String>
}

/// The editor of `configuration` in the system style `style` (recorded).
@MainActor
func systemTextEditor(_ configuration: TextEditorStyleConfiguration, style: String)
  -> some View
{
  var editor = TextEditor(text: configuration.text)
  editor.isStyled = true
  return editor.modifier(_StyleEffect(name: "textEditorStyle", value: style))
}

/// An editor drawn by a custom style: the style's body in its place.
struct _StyledTextEditor: View {
  let style: AnyViewStyle<TextEditorStyleConfiguration>
  let configuration: TextEditorStyleConfiguration

  var body: some View { style.makeBody(configuration) }
}

extension EnvironmentValues {
  private struct TextEditorStyleKey: EnvironmentKey {
    static let defaultValue: AnyViewStyle<TextEditorStyleConfiguration>? = nil
  }

  /// The custom text editor style of the editors in the view, if any.
  var textEditorStyle: AnyViewStyle<TextEditorStyleConfiguration>? {
    get { self[TextEditorStyleKey.self] }
    set { self[TextEditorStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the text editors in this view: a system one (recorded as
  /// `textEditorStyle`) or a custom one, whose body replaces them.
  public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View {
    controlStyle(style, recordedAs: "textEditorStyle", key: \.textEditorStyle) { configuration in
      AnyView(style.makeBody(configuration: configuration))
    }
  }

}

/// How forms look: a system style is recorded by name on the forms (`formStyle`); a custom
/// style's body replaces each form below, with its content (`configuration.content`).
@MainActor @preconcurrency
public protocol FormStyle {
  /// The view of a form.
  associatedtype Body: View
  /// The properties of a form.
  typealias Configuration = FormStyleConfiguration
  /// The view of a form with `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a form, given to a form style.
public struct FormStyleConfiguration {
  /// The form's content.
  public struct Content: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The form's content.
  public let content: Content
}

/// A form style of the system's, recorded by name.
@MainActor
protocol SystemFormStyle: FormStyle, SystemStyle {}

extension SystemFormStyle {
  /// The form of `configuration`, in this style.
  func systemBody(_ configuration: Configuration) -> some View {
    Form(configuration).environment(\.formStyle, nil)
      .modifier(_StyleEffect(name: "formStyle", value: styleName))
  }
}

extension EnvironmentValues {
  private struct FormStyleKey: EnvironmentKey {
    static let defaultValue: AnyViewStyle<FormStyleConfiguration>? = nil
  }

  /// The custom form style of the forms in the view, if any.
  var formStyle: AnyViewStyle<FormStyleConfiguration>? {
    get { self[FormStyleKey.self] }
    set { self[FormStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the forms in this view: a system one (recorded as `formStyle`) or a
  /// custom one, whose body replaces them.
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    controlStyle(style, recordedAs: "formStyle", key: \.formStyle) { configuration in
      AnyView(style.makeBody(configuration: configuration))
    }
  }

}

extension Form where Content == FormStyleConfiguration.Content {
  /// The form of a style's configuration, as the system shows it (the custom style is not
  /// applied again).
  public init(_ configuration: FormStyleConfiguration) {
    content = configuration.content
    isStyled = true
  }
}

/// A form drawn by a custom style: the style's body in its place.
struct _StyledForm<Content: View>: View {
  let form: Form<Content>
  let style: AnyViewStyle<FormStyleConfiguration>

  var body: some View {
    style.makeBody(
      FormStyleConfiguration(
        content: FormStyleConfiguration.Content(content: AnyView(form.content))))
  }
}

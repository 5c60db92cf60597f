// The system's text editor styles, recorded by name on the editors they draw.

/// The system's choice.
public struct AutomaticTextEditorStyle: TextEditorStyle, SystemStyle {
  nonisolated public init() {}
  nonisolated var styleName: String { "automatic" }

  /// The editor of `configuration`, as the system draws it.
  public func makeBody(configuration: Configuration) -> Body { Body(configuration: configuration) }

  /// An editor as the system draws it.
  public struct Body: View {
    let configuration: TextEditorStyleConfiguration
    public var body: some View {
      systemTextEditor(configuration, style: "automatic")
    }
  }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
  /// The system's choice.
  public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

/// No decoration.
public struct PlainTextEditorStyle: TextEditorStyle, SystemStyle {
  nonisolated public init() {}
  nonisolated var styleName: String { "plain" }

  /// The editor of `configuration`, without decoration.
  public func makeBody(configuration: Configuration) -> some View {
    systemTextEditor(configuration, style: styleName)
  }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
  /// No decoration.
  public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

/// A rounded border (visionOS and macOS).
public struct RoundedBorderTextEditorStyle: TextEditorStyle, SystemStyle {
  nonisolated public init() {}
  nonisolated var styleName: String { "roundedBorder" }

  /// The editor of `configuration`, with a rounded border.
  public func makeBody(configuration: Configuration) -> some View {
    systemTextEditor(configuration, style: styleName)
  }
}

extension TextEditorStyle where Self == RoundedBorderTextEditorStyle {
  /// A rounded border.
  public static var roundedBorder: RoundedBorderTextEditorStyle { RoundedBorderTextEditorStyle() }
}

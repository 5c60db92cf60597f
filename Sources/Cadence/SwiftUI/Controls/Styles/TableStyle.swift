// Recorded by name on the rendered nodes of the view the style is set on, as `pickerStyle`
// is: SwiftUI draws these. A table's body is its style's body of the table's rows and columns
// (`TableStyleConfiguration`); the system's styles lay them out alike.

/// How tables look (recorded as `tableStyle`).
@MainActor @preconcurrency
public protocol TableStyle {
  /// The view of a table.
  associatedtype Body: View
  /// The properties of a table.
  typealias Configuration = TableStyleConfiguration
  /// The view of a table with `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The style's name in renderings.
  var _styleName: String { get }
}

extension TableStyle {
  /// A custom style's name: its type's.
  public var _styleName: String { String(describing: Self.self) }
}

/// The properties of a table for its style: its header, rows and columns, laid out.
public struct TableStyleConfiguration {
  let content: AnyView
}

extension EnvironmentValues {
  private struct TableStyleKey: EnvironmentKey {
    static var defaultValue: any TableStyle { AutomaticTableStyle() }
  }

  /// The style of the tables in the view.
  var tableStyle: any TableStyle {
    get { self[TableStyleKey.self] }
    set { self[TableStyleKey.self] = newValue }
  }
}

extension TableStyle {
  /// The style's body of `configuration`, whatever its type.
  func _makeBody(configuration: Configuration) -> AnyView {
    AnyView(makeBody(configuration: configuration))
  }
}

/// The system's choice.
public struct AutomaticTableStyle: TableStyle {
  nonisolated public init() {}
  public var _styleName: String { "automatic" }

  /// The table's rows and columns, as the platform lays them out.
  public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

extension TableStyle where Self == AutomaticTableStyle {
  /// The system's choice.
  public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

/// Inset rows.
public struct InsetTableStyle: TableStyle {
  nonisolated public init() {}
  public var _styleName: String { "inset" }

  /// The table's rows and columns, inset (drawn by SwiftUI; recorded here).
  public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

extension TableStyle where Self == InsetTableStyle {
  /// Inset rows.
  public static var inset: InsetTableStyle { InsetTableStyle() }
}

extension View {
  /// Sets the style of the tables in this view (recorded as `tableStyle`).
  public func tableStyle<S: TableStyle>(_ style: S) -> some View {
    modifier(_StyleEffect(name: "tableStyle", value: style._styleName))
      .environment(\.tableStyle, style)
  }
}

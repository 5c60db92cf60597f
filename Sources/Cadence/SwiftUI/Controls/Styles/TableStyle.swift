// Recorded by name on the rendered nodes of the view the style is set on, as `pickerStyle`
// is: SwiftUI draws these. A custom style is recorded by its type's name; its body is not
// drawn (Documentation/Compatibility.md).

/// How tables look (recorded as `tableStyle`).
@MainActor @preconcurrency
public protocol TableStyle {
  /// The style's name in renderings.
  var _styleName: String { get }
}

extension TableStyle {
  /// A custom style's name: its type's.
  public var _styleName: String { String(describing: Self.self) }
}

/// The system's choice.
public struct AutomaticTableStyle: TableStyle {
  nonisolated public init() {}
  public var _styleName: String { "automatic" }
}

extension TableStyle where Self == AutomaticTableStyle {
  /// The system's choice.
  public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

/// Inset rows.
public struct InsetTableStyle: TableStyle {
  nonisolated public init() {}
  public var _styleName: String { "inset" }
}

extension TableStyle where Self == InsetTableStyle {
  /// Inset rows.
  public static var inset: InsetTableStyle { InsetTableStyle() }
}

extension View {
  /// Sets the style of the tables in this view (recorded as `tableStyle`).
  public func tableStyle<S: TableStyle>(_ style: S) -> some View {
    modifier(_StyleEffect(name: "tableStyle", value: style._styleName))
  }
}

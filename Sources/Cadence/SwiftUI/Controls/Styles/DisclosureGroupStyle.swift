// Recorded by name on the rendered nodes of the view the style is set on, as `pickerStyle`
// is: SwiftUI draws these. A custom style is recorded by its type's name; its body is not
// drawn (Documentation/Compatibility.md).

/// How disclosure groups look (recorded as `disclosureGroupStyle`).
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
  /// The style's name in renderings.
  var _styleName: String { get }
}

extension DisclosureGroupStyle {
  /// A custom style's name: its type's.
  public var _styleName: String { String(describing: Self.self) }
}

/// The system's choice.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
  nonisolated public init() {}
  public var _styleName: String { "automatic" }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  /// The system's choice.
  public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension View {
  /// Sets the style of the disclosure groups in this view (recorded as `disclosureGroupStyle`).
  public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
    modifier(_StyleEffect(name: "disclosureGroupStyle", value: style._styleName))
  }
}

// Recorded by name on the rendered nodes of the view the style is set on, as `pickerStyle`
// is: SwiftUI draws these. A custom style is recorded by its type's name; its body is not
// drawn (Documentation/Compatibility.md).

/// A compact menu.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
  nonisolated public init() {}
  public var _styleName: String { "compactMenu" }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  /// A compact menu.
  public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

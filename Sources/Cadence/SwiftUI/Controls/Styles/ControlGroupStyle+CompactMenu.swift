// The rest of the system control group styles.

/// A compact menu.
public struct CompactMenuControlGroupStyle: ControlGroupStyle, SystemStyle {
  /// Creates the style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
  nonisolated var styleName: String { "compactMenu" }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  /// A compact menu.
  public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

import Foundation

// The list styles of iOS, each SwiftUI's type; recorded on the list as `listStyle`.

/// The platform's default.
public struct DefaultListStyle: ListStyle {
  /// Creates the style.
  nonisolated public init() {}
  public var _styleName: String { "automatic" }
}

extension ListStyle where Self == DefaultListStyle {
  /// The platform's default.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// Plain rows.
public struct PlainListStyle: ListStyle {
  /// Creates the style.
  nonisolated public init() {}
  public var _styleName: String { "plain" }
}

extension ListStyle where Self == PlainListStyle {
  /// Plain rows.
  public static var plain: PlainListStyle { PlainListStyle() }
}

/// Grouped sections.
public struct GroupedListStyle: ListStyle {
  /// Creates the style.
  nonisolated public init() {}
  public var _styleName: String { "grouped" }
}

extension ListStyle where Self == GroupedListStyle {
  /// Grouped sections.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

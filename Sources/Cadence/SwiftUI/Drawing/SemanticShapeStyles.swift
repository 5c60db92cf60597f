import Foundation

// The system's semantic styles: each reads as its name in renderings (SwiftUI resolves them
// to colours of the platform's).

/// The fill colour of shapes that have none set (the system's fill).
public struct FillShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// Creates the style.
  public init() {}
  public var description: String { "fill" }
}

/// The colour of selected content.
public struct SelectionShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// Creates the style.
  public init() {}
  public var description: String { "selection" }
}

/// The colour of separators.
public struct SeparatorShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// Creates the style.
  public init() {}
  public var description: String { "separator" }
}

/// The colour of placeholder text.
public struct PlaceholderTextShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// Creates the style.
  public init() {}
  public var description: String { "placeholder" }
}

/// The colour of links.
public struct LinkShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// Creates the style.
  public init() {}
  public var description: String { "link" }
}

extension ShapeStyle where Self == FillShapeStyle {
  /// The system's fill colour.
  public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == SelectionShapeStyle {
  /// The colour of selected content.
  public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  /// The colour of separators.
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
  /// The colour of placeholder text.
  public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

extension ShapeStyle where Self == LinkShapeStyle {
  /// The colour of links.
  public static var link: LinkShapeStyle { LinkShapeStyle() }
}

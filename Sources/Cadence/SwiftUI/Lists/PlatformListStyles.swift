// The list and table styles of macOS and watchOS: recorded by name, as the iOS ones are.

/// Rows with a border (macOS), their backgrounds alternating when asked.
public struct BorderedListStyle: ListStyle {
  let alternatesRowBackgrounds: Bool

  /// Creates the style.
  nonisolated public init() { alternatesRowBackgrounds = false }

  /// Creates the style, alternating the rows' backgrounds or not.
  nonisolated public init(alternatesRowBackgrounds: Bool) {
    self.alternatesRowBackgrounds = alternatesRowBackgrounds
  }

  public var _styleName: String {
    alternatesRowBackgrounds ? "bordered(alternatesRowBackgrounds)" : "bordered"
  }
}

extension ListStyle where Self == BorderedListStyle {
  /// Rows with a border.
  public static var bordered: BorderedListStyle { BorderedListStyle() }

  /// Rows with a border, their backgrounds alternating when asked.
  public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedListStyle {
    BorderedListStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
  }
}

/// Rows on a carousel (watchOS).
public struct CarouselListStyle: ListStyle {
  /// Creates the style.
  nonisolated public init() {}
  public var _styleName: String { "carousel" }
}

extension ListStyle where Self == CarouselListStyle {
  /// Rows on a carousel.
  public static var carousel: CarouselListStyle { CarouselListStyle() }
}

/// Rows along an ellipse (watchOS).
public struct EllipticalListStyle: ListStyle {
  /// Creates the style.
  nonisolated public init() {}
  public var _styleName: String { "elliptical" }
}

extension ListStyle where Self == EllipticalListStyle {
  /// Rows along an ellipse.
  public static var elliptical: EllipticalListStyle { EllipticalListStyle() }
}

/// Rows with a border (macOS), their backgrounds alternating when asked.
public struct BorderedTableStyle: TableStyle {
  let alternatesRowBackgrounds: Bool

  /// Creates the style.
  nonisolated public init() { alternatesRowBackgrounds = false }

  /// Creates the style, alternating the rows' backgrounds or not.
  nonisolated public init(alternatesRowBackgrounds: Bool) {
    self.alternatesRowBackgrounds = alternatesRowBackgrounds
  }

  public var _styleName: String {
    alternatesRowBackgrounds ? "bordered(alternatesRowBackgrounds)" : "bordered"
  }

  /// The table's rows and columns, bordered (drawn by SwiftUI; recorded here).
  public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

extension TableStyle where Self == BorderedTableStyle {
  /// Rows with a border.
  public static var bordered: BorderedTableStyle { BorderedTableStyle() }

  /// Rows with a border, their backgrounds alternating when asked.
  public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedTableStyle {
    BorderedTableStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
  }
}

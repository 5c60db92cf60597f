/// A colour or pattern to use when rendering a shape or text.
public protocol ShapeStyle: Sendable {}

extension ShapeStyle {
  /// How the style reads in renderings.
  var styleDescription: String {
    (self as? Color)?.name ?? String(describing: self)
  }
}

extension ShapeStyle where Self == Color {
  /// Black.
  public static var black: Color { .black }
  /// White.
  public static var white: Color { .white }
  /// A colour with zero opacity.
  public static var clear: Color { .clear }
  /// The system grey.
  public static var gray: Color { .gray }
  /// The system red.
  public static var red: Color { .red }
  /// The system orange.
  public static var orange: Color { .orange }
  /// The system yellow.
  public static var yellow: Color { .yellow }
  /// The system green.
  public static var green: Color { .green }
  /// The system mint.
  public static var mint: Color { .mint }
  /// The system teal.
  public static var teal: Color { .teal }
  /// The system cyan.
  public static var cyan: Color { .cyan }
  /// The system blue.
  public static var blue: Color { .blue }
  /// The system indigo.
  public static var indigo: Color { .indigo }
  /// The system purple.
  public static var purple: Color { .purple }
  /// The system pink.
  public static var pink: Color { .pink }
  /// The system brown.
  public static var brown: Color { .brown }
  /// The colour for primary content.
  public static var primary: Color { .primary }
  /// The colour for secondary content.
  public static var secondary: Color { .secondary }
}

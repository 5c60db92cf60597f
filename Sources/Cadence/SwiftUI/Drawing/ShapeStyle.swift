/// A colour or pattern to use when rendering a shape or text.
public protocol ShapeStyle: Sendable {
  /// The style this one is in an environment (`Never` for the system's primitive styles).
  associatedtype Resolved: ShapeStyle = Never
  /// The style this one is in `environment`: a style of your own answers with another (a
  /// colour for the colour scheme, say), which the views it is set on use.
  func resolve(in environment: EnvironmentValues) -> Resolved
}

extension ShapeStyle where Resolved == Never {
  /// A primitive style is not resolved into another.
  public func resolve(in environment: EnvironmentValues) -> Never {
    fatalError("\(Self.self) is a primitive shape style and resolves to no other")
  }
}

extension Never: ShapeStyle {}

extension ShapeStyle {
  /// How the style reads in renderings.
  var styleDescription: String {
    (self as? Color)?.name ?? String(describing: self)
  }

  /// Whether the style is one of your own that resolves into another in the environment (a
  /// colour stays itself: its resolved form is its components).
  var resolvesInEnvironment: Bool { Resolved.self != Never.self && !(self is Color) }

  /// How the style reads where it is used: a style of your own, as the style it resolves to
  /// there (at most 8 styles deep: past that, by its own name).
  func styleDescription(in environment: EnvironmentValues, depth: Int = 0) -> String {
    guard resolvesInEnvironment, depth < 8 else { return styleDescription }
    return resolve(in: environment).styleDescription(in: environment, depth: depth + 1)
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

// The gauge styles of watchOS, drawn as the system's gauges are and recorded by name.

/// An open ring with a marker at the value (watchOS).
public struct CircularGaugeStyle: GaugeStyle, SystemStyle {
  /// Creates the style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    Gauge(_configuration: configuration)
  }
  nonisolated var styleName: String { "circular" }
}

extension GaugeStyle where Self == CircularGaugeStyle {
  /// An open ring with a marker at the value.
  public static var circular: CircularGaugeStyle { CircularGaugeStyle() }
}

/// A bar with a marker at the value (watchOS).
public struct LinearGaugeStyle: GaugeStyle, SystemStyle {
  /// Creates the style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    Gauge(_configuration: configuration)
  }
  nonisolated var styleName: String { "linear" }
}

extension GaugeStyle where Self == LinearGaugeStyle {
  /// A bar with a marker at the value.
  public static var linear: LinearGaugeStyle { LinearGaugeStyle() }
}

/// A style for gauges: a system one (recorded as `gaugeStyle`) or a custom one, whose body
/// draws them from their configuration.
@MainActor @preconcurrency
public protocol GaugeStyle {
  /// The view of a gauge.
  associatedtype Body: View
  /// The properties of a gauge.
  typealias Configuration = GaugeStyleConfiguration
  /// The view of a gauge with `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension EnvironmentValues {
  private struct GaugeStyleKey: EnvironmentKey {
    static let defaultValue: AnyViewStyle<GaugeStyleConfiguration>? = nil
  }

  /// The custom style of the gauges in the view, if any.
  var gaugeStyle: AnyViewStyle<GaugeStyleConfiguration>? {
    get { self[GaugeStyleKey.self] }
    set { self[GaugeStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the gauges in this view: a system one (recorded as `gaugeStyle`) or a
  /// custom one, whose body draws them.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    controlStyle(style, recordedAs: "gaugeStyle", key: \.gaugeStyle) { configuration in
      AnyView(style.makeBody(configuration: configuration))
    }
  }
}

/// The system's choice.
public struct DefaultGaugeStyle: GaugeStyle, SystemStyle {
  /// Creates the style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    Gauge(_configuration: configuration)
  }
  nonisolated var styleName: String { "automatic" }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The system's choice.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

/// An open ring.
public struct AccessoryCircularGaugeStyle: GaugeStyle, SystemStyle {
  /// Creates the style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    Gauge(_configuration: configuration)
  }
  nonisolated var styleName: String { "accessoryCircular" }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// An open ring.
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

/// A closed ring, filled to the value.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, SystemStyle {
  /// Creates the style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    Gauge(_configuration: configuration)
  }
  nonisolated var styleName: String { "accessoryCircularCapacity" }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A closed ring, filled to the value.
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}

/// A bar with a marker.
public struct AccessoryLinearGaugeStyle: GaugeStyle, SystemStyle {
  /// Creates the style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    Gauge(_configuration: configuration)
  }
  nonisolated var styleName: String { "accessoryLinear" }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// A bar with a marker.
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

// The rest of the system gauge styles.

/// A bar filled to the value.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, SystemStyle {
  /// Creates the style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    Gauge(_configuration: configuration)
  }
  nonisolated var styleName: String { "accessoryLinearCapacity" }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  /// A bar filled to the value.
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}

/// A bar filled to the value, with labels.
public struct LinearCapacityGaugeStyle: GaugeStyle, SystemStyle {
  /// Creates the style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    Gauge(_configuration: configuration)
  }
  nonisolated var styleName: String { "linearCapacity" }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A bar filled to the value, with labels.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

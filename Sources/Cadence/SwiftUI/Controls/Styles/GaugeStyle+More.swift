// Recorded by name on the rendered nodes of the view the style is set on, as `pickerStyle`
// is: SwiftUI draws these. A custom style is recorded by its type's name; its body is not
// drawn (Documentation/Compatibility.md).

/// A bar filled to the value.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  nonisolated public init() {}
  public var _styleName: String { "accessoryLinearCapacity" }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  /// A bar filled to the value.
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}

/// A bar filled to the value, with labels.
public struct LinearCapacityGaugeStyle: GaugeStyle {
  nonisolated public init() {}
  public var _styleName: String { "linearCapacity" }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A bar filled to the value, with labels.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

// Recorded by name on the rendered nodes of the view the style is set on, as `pickerStyle`
// is: SwiftUI draws these. A custom style is recorded by its type's name; its body is not
// drawn (Documentation/Compatibility.md).

/// How gauges look (recorded as `gaugeStyle`).
@MainActor @preconcurrency
public protocol GaugeStyle {
  /// The style's name in renderings.
  var _styleName: String { get }
}

extension GaugeStyle {
  /// A custom style's name: its type's.
  public var _styleName: String { String(describing: Self.self) }
}

/// The system's choice.
public struct DefaultGaugeStyle: GaugeStyle {
  nonisolated public init() {}
  public var _styleName: String { "automatic" }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The system's choice.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

/// An open ring.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  nonisolated public init() {}
  public var _styleName: String { "accessoryCircular" }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// An open ring.
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

/// A closed ring, filled to the value.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  nonisolated public init() {}
  public var _styleName: String { "accessoryCircularCapacity" }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A closed ring, filled to the value.
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}

/// A bar with a marker.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
  nonisolated public init() {}
  public var _styleName: String { "accessoryLinear" }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// A bar with a marker.
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension View {
  /// Sets the style of the gauges in this view (recorded as `gaugeStyle`).
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    modifier(_StyleEffect(name: "gaugeStyle", value: style._styleName))
  }
}

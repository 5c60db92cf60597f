// Widgets kept to the systems that have them: what `if #available` makes in a bundle.

/// A widget kept to the systems that have it (what `if #available` makes in a bundle).
public protocol _LimitedAvailabilityWidgetMarker {}

/// A widget under `if #available`.
struct _AvailableWidget<Wrapped: Widget>: Widget, _LimitedAvailabilityWidgetMarker {
  var widget: Wrapped?

  init() { widget = nil }
  init(widget: Wrapped) { self.widget = widget }

  var body: some WidgetConfiguration { LimitedAvailabilityConfiguration() }

  func _widgetSummaries() -> [String] { widget?._widgetSummaries() ?? [] }
}

/// The configuration of a widget kept to the systems that have it.
public struct LimitedAvailabilityConfiguration: WidgetConfiguration {
  public typealias Body = Never
  public func _configurationSummary() -> [String] { ["limitedAvailability"] }
}

/// A widget that stands for one kept to the systems that have it.
public struct LimitedAvailabilityWidget: Widget {
  /// Creates the widget.
  public init() {}

  /// Its configuration: limited to the systems that have it.
  public var body: some WidgetConfiguration { LimitedAvailabilityConfiguration() }
}

import Foundation

// Widgets: a widget extension's `@main` bundle of widgets, each with its configuration
// (WidgetKit's `StaticConfiguration` and the like, which Cadence does not have). Headless
// there is no home screen to show them on: a bundle lists its widgets and their
// configurations (`_widgetSummaries()`), and `main()` prints that list.

/// The configuration of a widget: what it shows and how.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
  /// The configuration's own configuration.
  associatedtype Body: WidgetConfiguration
  /// The configuration's own configuration.
  var body: Body { get }
  /// What the configuration is, in words (hidden requirement; the default reads `body`).
  func _configurationSummary() -> [String]
}

extension WidgetConfiguration {
  public func _configurationSummary() -> [String] { body._configurationSummary() }
}

extension WidgetConfiguration where Body == Never {
  /// A primitive configuration has no body.
  public var body: Never { fatalError("\(Self.self) is a primitive widget configuration") }
}

extension Never: WidgetConfiguration {
  public func _configurationSummary() -> [String] { [] }
}

/// A widget: its configuration.
@MainActor @preconcurrency
public protocol Widget {
  /// The widget's configuration.
  associatedtype Body: WidgetConfiguration
  /// Creates the widget.
  init()
  /// The widget's configuration.
  var body: Body { get }
  /// The widgets this is, each as its name and its configuration (hidden requirement; the
  /// default is this one widget).
  func _widgetSummaries() -> [String]
}

extension Widget {
  public func _widgetSummaries() -> [String] {
    let configuration = body._configurationSummary()
    return [
      "\(Self.self)" + (configuration.isEmpty ? "" : ": ")
        + configuration.joined(separator: ", ")
    ]
  }

  /// Runs the widget's extension: headless there is no home screen, so it prints the widget
  /// and its configuration.
  public static func main() {
    printWidgets(of: "\(Self.self)", Self()._widgetSummaries())
  }
}

extension Never: Widget {
  public init() { fatalError("Never is not a widget") }
  public func _widgetSummaries() -> [String] { [] }
}

/// A widget extension's widgets (mark it `@main`).
@MainActor @preconcurrency
public protocol WidgetBundle {
  /// The bundle's widgets.
  associatedtype Body: Widget
  /// Creates the bundle.
  init()
  /// The bundle's widgets.
  @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
  /// Runs the widget extension: headless there is no home screen, so it prints the bundle's
  /// widgets and their configurations.
  public static func main() {
    printWidgets(of: "\(Self.self)", Self().body._widgetSummaries())
  }
}

@MainActor
private func printWidgets(of name: String, _ widgets: [String]) {
  let lines = widgets.map { "  " + $0 }.joined(separator: "\n")
  FileHandle.standardError.write(
    Data(
      ("\(name) runs headless (Cadence): there is no home screen to show its widgets on;"
        + " it has \(widgets.count):\n\(lines)\n").utf8))
}

/// No configuration.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
  public typealias Body = Never
  /// Creates an empty configuration.
  nonisolated public init() {}
  public func _configurationSummary() -> [String] { [] }
}

/// A configuration modified (`backgroundTask`, …).
struct _ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration {
  typealias Body = Never
  let base: Base
  let summary: String

  func _configurationSummary() -> [String] { base._configurationSummary() + [summary] }
}

extension WidgetConfiguration {
  /// Handles a background task for the widget (recorded in its configuration: headless, no
  /// system runs a widget's tasks).
  public func backgroundTask<D: Sendable, R: Sendable>(
    _ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R
  ) -> some WidgetConfiguration {
    _ModifiedWidgetConfiguration(base: self, summary: "backgroundTask \(task.summary)")
  }
}

import Foundation

/// The properties of a progress view, given to a progress view style.
public struct ProgressViewStyleConfiguration {
  /// The progress view's label.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The progress view's label of its current value.
  public struct CurrentValueLabel: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// How much of the task is done (0…1), or nil when that is unknown.
  public let fractionCompleted: Double?
  /// The label, if the progress view has one.
  public var label: Label?
  /// The label of the current value, if the progress view has one.
  public var currentValueLabel: CurrentValueLabel?
}

/// A style for progress views: a system one (recorded as `progressViewStyle`) or a custom
/// one, whose body draws them.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// The view of a progress view.
  associatedtype Body: View
  /// The properties of a progress view.
  typealias Configuration = ProgressViewStyleConfiguration
  /// The view of a progress view with `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A progress view style of the system's, recorded by name.
protocol SystemProgressViewStyle {
  var name: String { get }
}

/// The system's choice.
public struct DefaultProgressViewStyle: ProgressViewStyle, SystemProgressViewStyle {
  /// Creates the style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
  nonisolated var name: String { "automatic" }
}

/// A bar.
public struct LinearProgressViewStyle: ProgressViewStyle, SystemProgressViewStyle {
  /// Creates the style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
  nonisolated var name: String { "linear" }
}

/// A spinner.
public struct CircularProgressViewStyle: ProgressViewStyle, SystemProgressViewStyle {
  /// Creates the style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
  nonisolated var name: String { "circular" }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The system's choice.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A spinner.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension EnvironmentValues {
  private struct ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue: AnyViewStyle<ProgressViewStyleConfiguration>? = nil
  }

  /// The custom progress view style of the progress views in the view, if any.
  var progressViewStyle: AnyViewStyle<ProgressViewStyleConfiguration>? {
    get { self[ProgressViewStyleKey.self] }
    set { self[ProgressViewStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the progress views in this view: a system one (recorded as
  /// `progressViewStyle`) or a custom one, whose body draws them.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    if let system = style as? any SystemProgressViewStyle {
      return modifier(_StyleEffect(name: "progressViewStyle", value: system.name))
        .environment(\.progressViewStyle, nil)
    }
    return modifier(_StyleEffect(name: "progressViewStyle", value: String(describing: S.self)))
      .environment(
        \.progressViewStyle,
        AnyViewStyle(style) { configuration in AnyView(style.makeBody(configuration: configuration))
        })
  }
}

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
    controlStyle(style, recordedAs: "progressViewStyle", key: \.progressViewStyle) {
      configuration in AnyView(style.makeBody(configuration: configuration))
    }
  }
}

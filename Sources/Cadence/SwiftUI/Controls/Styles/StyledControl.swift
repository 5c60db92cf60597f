/// A style of the system's for some control: recorded on the control's rendered nodes by
/// name (SwiftUI draws it), the control laid out as Cadence's default.
protocol SystemStyle {
  nonisolated var styleName: String { get }
  /// The tint the style was made with (the deprecated `init(tint:)` forms), if any.
  nonisolated var styleTintName: String? { get }
}

extension SystemStyle {
  nonisolated var styleTintName: String? { nil }
}

/// The view of a control: the body of the custom style set above it, if any, made from the
/// control's configuration, else the system's view. Inside a custom style's body the style is
/// unset, so the control made from the configuration there is the system's.
struct StyledControl<Configuration, System: View>: View {
  @Environment private var style: AnyViewStyle<Configuration>?
  private let key: WritableKeyPath<EnvironmentValues, AnyViewStyle<Configuration>?>
  private let configuration: @MainActor () -> Configuration
  private let system: System

  init(
    _ key: WritableKeyPath<EnvironmentValues, AnyViewStyle<Configuration>?>,
    configuration: @escaping @MainActor () -> Configuration, @ViewBuilder system: () -> System
  ) {
    _style = Environment(key)
    self.key = key
    self.configuration = configuration
    self.system = system()
  }

  var body: some View {
    if let style {
      style.makeBody(configuration()).environment(key, nil)
    } else {
      system
    }
  }
}

extension View {
  /// Sets the style of some control in this view: a system one is recorded as `attribute` by
  /// name, a custom one (recorded by its type's name) draws the controls with its body.
  func controlStyle<S, Configuration>(
    _ style: S, recordedAs attribute: String,
    key: WritableKeyPath<EnvironmentValues, AnyViewStyle<Configuration>?>,
    make: @escaping @MainActor (Configuration) -> AnyView
  ) -> some View {
    let systemName = (style as? any SystemStyle)?.styleName
    let tint = (style as? any SystemStyle)?.styleTintName
    return modifier(_StyleEffect(name: attribute, value: systemName ?? String(describing: S.self)))
      .environment(key, systemName == nil ? AnyViewStyle(style, make: make) : nil)
      .transformEnvironment(\.tintDescription) { if let tint { $0 = tint } }
  }
}

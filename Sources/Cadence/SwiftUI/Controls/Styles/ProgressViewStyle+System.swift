// The system's progress view styles, recorded by name.

/// The system's choice.
public struct DefaultProgressViewStyle: ProgressViewStyle, SystemStyle {
  /// Creates the style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
  nonisolated var styleName: String { "automatic" }
}

/// A bar.
public struct LinearProgressViewStyle: ProgressViewStyle, SystemStyle {
  nonisolated let tintColor: Color?

  /// Creates the style.
  nonisolated public init() { tintColor = nil }

  /// Creates the style, tinted (deprecated: `tint(_:)`).
  nonisolated public init(tint: Color) { tintColor = tint }

  public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).tint(tintColor)
  }
  nonisolated var styleTintName: String? { tintColor?.name }
  nonisolated var styleName: String { "linear" }
}

/// A spinner.
public struct CircularProgressViewStyle: ProgressViewStyle, SystemStyle {
  nonisolated let tintColor: Color?

  /// Creates the style.
  nonisolated public init() { tintColor = nil }

  /// Creates the style, tinted (deprecated: `tint(_:)`).
  nonisolated public init(tint: Color) { tintColor = tint }

  public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).tint(tintColor)
  }
  nonisolated var styleTintName: String? { tintColor?.name }
  nonisolated var styleName: String { "circular" }
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

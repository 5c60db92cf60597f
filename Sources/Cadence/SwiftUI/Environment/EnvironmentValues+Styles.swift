/// The foreground style set by `foregroundStyle(_:)`, as it reads in renderings.
struct ForegroundStyleKey: EnvironmentKey {
  static let defaultValue: String? = nil
}

/// The text field style set by `textFieldStyle(_:)`.
struct TextFieldStyleKey: EnvironmentKey {
  static let defaultValue = TextFieldStyleName.automatic
}

extension EnvironmentValues {
  /// The foreground style of the content, as it reads in renderings.
  var foregroundStyleDescription: String? {
    get { self[ForegroundStyleKey.self] }
    set { self[ForegroundStyleKey.self] = newValue }
  }

  /// The text field style of the content.
  var textFieldStyle: TextFieldStyleName {
    get { self[TextFieldStyleKey.self] }
    set { self[TextFieldStyleKey.self] = newValue }
  }
}

struct ReduceMotionKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the person asked for less motion (Settings › Accessibility): views read it to
  /// choose calmer animations. Set on a host with `ViewHost.accessibilityReduceMotion`.
  public internal(set) var accessibilityReduceMotion: Bool {
    get { self[ReduceMotionKey.self] }
    set { self[ReduceMotionKey.self] = newValue }
  }

  /// Sets whether the person asked for less motion (for hosts and tools).
  package mutating func setAccessibilityReduceMotion(_ value: Bool) {
    accessibilityReduceMotion = value
  }
}

/// The colour scheme of a screen.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  case light, dark
}

struct ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.light
}

extension EnvironmentValues {
  /// The colour scheme (Cadence's screen is light unless set).
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
}

extension View {
  /// Sets the colour scheme of this view and the rest of the screen.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    transformEnvironment(\.colorScheme) { $0 = colorScheme ?? $0 }
  }
}

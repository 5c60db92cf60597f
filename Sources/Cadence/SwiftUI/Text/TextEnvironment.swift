/// How the lines of a multiline text align.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
  case leading, center, trailing
}

extension EnvironmentValues {
  /// The font of text in the view (nil: the body style, 17 points).
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// How multiline text aligns its lines.
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }

  /// The font in effect: the environment's, or the body style.
  var resolvedFont: Font { font ?? .body }
}

extension View {
  /// Sets the default font for text in this view.
  public func font(_ font: Font?) -> some View {
    environment(\.font, font)
  }

  /// Sets how multiline text in this view aligns its lines.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environment(\.multilineTextAlignment, alignment)
  }
}

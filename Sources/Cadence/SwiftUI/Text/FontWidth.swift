extension Font {
  /// The width of a font: a value from −1 (narrowest) to 1 (widest), 0 standard (the
  /// system's: compressed −0.3, condensed −0.2, expanded 0.2).
  public struct Width: Hashable, Sendable {
    /// The width's value.
    public var value: CGFloat

    /// A width of `value`.
    public init(_ value: CGFloat) {
      self.value = value
    }

    /// A compressed width.
    public static let compressed = Width(-0.3)
    /// A condensed width.
    public static let condensed = Width(-0.2)
    /// The standard width.
    public static let standard = Width(0)
    /// An expanded width.
    public static let expanded = Width(0.2)

    /// The width's name in renderings (`condensed`, or `width(0.1)`).
    var name: String {
      switch value {
      case -0.3: "compressed"
      case -0.2: "condensed"
      case 0: "standard"
      case 0.2: "expanded"
      default: "width(\(DecimalFormatting.format(Double(value))))"
      }
    }
  }
}

extension Gradient {
  /// The colour space a gradient interpolates its colours in (recorded: no pixels are
  /// drawn).
  public struct ColorSpace: Hashable, Sendable {
    let name: String
    /// The device's colour space: component by component.
    public static let device = ColorSpace(name: "device")
    /// A perceptual colour space: steps of equal apparent change.
    public static let perceptual = ColorSpace(name: "perceptual")
  }

  /// This gradient, interpolated in `space`.
  public func colorSpace(_ space: ColorSpace) -> AnyGradient {
    AnyGradient(self).colorSpace(space)
  }
}

extension AnyGradient {
  /// A gradient of `gradient`'s stops, drawn from the top of the shape to its bottom, as the
  /// system draws a gradient given as a style.
  public init(_ gradient: Gradient) {
    self.init(description: "gradient(\(gradient.summary))")
  }

  /// This gradient, interpolated in `space` (recorded after it: `… in perceptual`).
  public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
    AnyGradient(description: "\(description) in \(space.name)")
  }
}

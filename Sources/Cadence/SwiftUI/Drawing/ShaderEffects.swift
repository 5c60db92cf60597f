import Foundation

extension View {
  /// Recolours each pixel of the view with `shader` (recorded as `colorEffect` when enabled).
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
    recorded("colorEffect", isEnabled ? shader.description : "disabled")
  }

  /// Moves the view's pixels by `shader` (recorded as `distortionEffect`, with the offset).
  public func distortionEffect(
    _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true
  ) -> some View {
    recorded(
      "distortionEffect",
      isEnabled ? "\(shader.description) ±\(ShaderEffectText.size(maxSampleOffset))" : "disabled")
  }

  /// Redraws the view's layer with `shader` (recorded as `layerEffect`, with the offset).
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> some View
  {
    recorded(
      "layerEffect",
      isEnabled ? "\(shader.description) ±\(ShaderEffectText.size(maxSampleOffset))" : "disabled")
  }
}

extension VisualEffect {
  /// Recolours the view with `shader` (recorded as `colorEffect`).
  nonisolated public func colorEffect(_ shader: Shader, isEnabled: Bool = true)
    -> some VisualEffect
  {
    then(.shader(name: "colorEffect", description: isEnabled ? shader.description : "disabled"))
  }

  /// Moves the view's pixels with `shader` (recorded as `distortionEffect`).
  nonisolated public func distortionEffect(
    _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true
  ) -> some VisualEffect {
    then(
      .shader(
        name: "distortionEffect",
        description: isEnabled
          ? "\(shader.description) ±\(ShaderEffectText.size(maxSampleOffset))" : "disabled"))
  }

  /// Redraws the view's layer with `shader` (recorded as `layerEffect`).
  nonisolated public func layerEffect(
    _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true
  ) -> some VisualEffect {
    then(
      .shader(
        name: "layerEffect",
        description: isEnabled
          ? "\(shader.description) ±\(ShaderEffectText.size(maxSampleOffset))" : "disabled"))
  }
}

extension GraphicsContext.Filter {
  /// Recolours with `shader`.
  public static func colorShader(_ shader: Shader) -> GraphicsContext.Filter {
    GraphicsContext.Filter(description: "colorShader(\(shader.description))")
  }

  /// Moves pixels with `shader`.
  public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize)
    -> GraphicsContext.Filter
  {
    GraphicsContext.Filter(
      description:
        "distortionShader(\(shader.description) ±\(ShaderEffectText.size(maxSampleOffset)))")
  }

  /// Redraws the layer with `shader`.
  public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize)
    -> GraphicsContext.Filter
  {
    GraphicsContext.Filter(
      description: "layerShader(\(shader.description) ±\(ShaderEffectText.size(maxSampleOffset)))")
  }

  /// Transforms colours by `matrix`.
  public static func colorMatrix(_ matrix: ColorMatrix) -> GraphicsContext.Filter {
    GraphicsContext.Filter(description: "colorMatrix(\(matrix.description))")
  }
}

extension GraphicsContext.Shading {
  /// Fills with `shader`, over `bounds`.
  public static func shader(_ shader: Shader, bounds: CGRect = .zero) -> GraphicsContext.Shading {
    GraphicsContext.Shading(description: "shader(\(shader.description))")
  }
}

/// A 4 × 5 matrix that transforms colours: each output channel is the dot product of its row
/// with (r, g, b, a, 1). The identity by default.
public struct ColorMatrix: Equatable, Sendable, CustomStringConvertible {
  public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
  public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
  public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
  public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

  /// The identity matrix.
  public init() {}

  /// The rows, `;`-separated.
  public var description: String {
    [[r1, r2, r3, r4, r5], [g1, g2, g3, g4, g5], [b1, b2, b3, b4, b5], [a1, a2, a3, a4, a5]]
      .map { $0.map { DecimalFormatting.format(Double($0)) }.joined(separator: " ") }
      .joined(separator: "; ")
  }
}

/// How shader effects read in renderings.
enum ShaderEffectText {
  static func size(_ size: CGSize) -> String {
    "\(DecimalFormatting.format(Double(size.width)))×\(DecimalFormatting.format(Double(size.height)))"
  }
}

import Foundation

/// Clips each rendered node to a shape (`clipShape`, `cornerRadius`, `clipped`): the
/// innermost clip is recorded as the shape's kind (`clipShape`) and its attributes, with
/// `clipShape.` before their names.
struct _ClipEffect: RenderModifier, Equatable {
  static let attributeName = "clip"
  static let foldsIntoRenderedNode = true
  var kind: String
  var attributes: AttributeList
  var styles: [String: String]

  func apply(to item: inout RenderItem) {
    guard item.styles["clipShape"] == nil else { return }
    item.styles["clipShape"] = kind
    for (name, value) in attributes { item.attributes["clipShape.\(name)"] = value }
    for (name, value) in styles { item.styles["clipShape.\(name)"] = value }
  }
}

extension _ClipEffect {
  /// The clip of `shape`: its kind and what it records about itself (a rounded rectangle's
  /// corner radius, a trim).
  @MainActor
  init<S: Shape>(_ shape: S, style: FillStyle, key: String = "clipShape") {
    var probe = RenderItem(kind: shape.resolvedShapeKind)
    _ = (shape as? any ShapeDescribing)?.describe(into: &probe)
    var styles = probe.styles
    if style.isEOFilled { styles["rule"] = "evenOdd" }
    self.init(kind: probe.kind, attributes: probe.attributes.frozen, styles: styles)
  }
}

/// A shadow as a shape style's modifier (`Color.blue.shadow(.drop(radius: 4))`).
public struct ShadowStyle: Hashable, Sendable {
  let isInner: Bool
  let color: Color
  let radius: CGFloat
  let x: CGFloat
  let y: CGFloat

  /// A shadow outside the shape.
  public static func drop(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(isInner: false, color: color, radius: radius, x: x, y: y)
  }

  /// A shadow inside the shape.
  public static func inner(
    color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(isInner: true, color: color, radius: radius, x: x, y: y)
  }

  var summary: String {
    "\(isInner ? "inner" : "drop")(\(color.name), \(DecimalFormatting.format(radius)), "
      + "\(DecimalFormatting.format(x)), \(DecimalFormatting.format(y)))"
  }
}

/// A shape style with a shadow.
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle, CustomStringConvertible {
  let base: Base
  let shadow: ShadowStyle

  public var description: String { "\(base.styleDescription).shadow(\(shadow.summary))" }
}

extension ShapeStyle {
  /// This style with a shadow.
  public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> {
    _ShadowShapeStyle(base: self, shadow: style)
  }
}

/// Ways to blend a view with what is behind it.
public enum BlendMode: String, Hashable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight,
    hardLight, difference, exclusion, hue, saturation, color, luminosity, sourceAtop,
    destinationOver, destinationOut, plusDarker, plusLighter
}

extension View {
  /// Adds a shadow to this view.
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some View {
    modifier(_ShadowEffect(color: color, radius: radius, x: x, y: y))
  }

  /// Blurs this view.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    modifier(_BlurEffect(radius: radius, isOpaque: opaque))
  }

  /// Brightens this view by `amount` (0: unchanged, 1: white).
  public func brightness(_ amount: Double) -> some View {
    modifier(_ColorAdjustment(kind: .brightness, amount: amount))
  }

  /// Changes this view's contrast (1: unchanged).
  public func contrast(_ amount: Double) -> some View {
    modifier(_ColorAdjustment(kind: .contrast, amount: amount))
  }

  /// Changes this view's saturation (1: unchanged, 0: grey).
  public func saturation(_ amount: Double) -> some View {
    modifier(_ColorAdjustment(kind: .saturation, amount: amount))
  }

  /// Turns this view grey by `amount` (0: unchanged, 1: fully grey).
  public func grayscale(_ amount: Double) -> some View {
    modifier(_ColorAdjustment(kind: .grayscale, amount: amount))
  }

  /// Rotates this view's hues.
  public func hueRotation(_ angle: Angle) -> some View {
    modifier(_ColorAdjustment(kind: .hueRotation, amount: angle.degrees))
  }

  /// Multiplies this view's colours by a colour.
  public func colorMultiply(_ color: Color) -> some View {
    modifier(_StyleEffect(name: "colorMultiply", value: color.name))
  }

  /// Inverts this view's colours.
  public func colorInvert() -> some View {
    modifier(_StyleEffect(name: "colorInvert", value: "true"))
  }

  /// Sets how this view blends with what is behind it.
  public func blendMode(_ blendMode: BlendMode) -> some View {
    modifier(_StyleEffect(name: "blendMode", value: blendMode.rawValue))
  }

  /// Makes this view's luminance its opacity.
  public func luminanceToAlpha() -> some View {
    modifier(_StyleEffect(name: "luminanceToAlpha", value: "true"))
  }

  /// Rotates this view in three dimensions around an axis.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    modifier(
      _Rotation3DEffect(
        angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
  }

  /// Clips this view to a shape.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    modifier(_ClipEffect(shape, style: style))
  }

  /// Clips this view to its frame.
  public func clipped(antialiased: Bool = false) -> some View {
    modifier(_ClipEffect(kind: "Rectangle", attributes: [:], styles: [:]))
  }

  /// Clips this view to a rounded rectangle of this corner radius.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    modifier(
      _ClipEffect(
        kind: "RoundedRectangle", attributes: ["cornerRadius": radius],
        styles: ["style": "circular"]))
  }

  /// Defines the shape in which this view takes taps (recorded as `contentShape`).
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    modifier(_StyleEffect(name: "contentShape", value: shape.resolvedShapeKind))
  }

  /// Masks this view with the opaque parts of `mask`, laid out in its frame; the mask's nodes
  /// are in the snapshot after the view's, marked `mask`.
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
    -> some View
  {
    modifier(
      _DecorationModifier(
        decoration: mask().modifier(_StyleEffect(name: "mask", value: "true")),
        alignment: alignment, isBackground: false))
  }

  /// Masks this view with the opaque parts of `mask`.
  @available(*, deprecated, message: "Use mask(alignment:_:) instead.")
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    self.mask(alignment: .center) { mask }
  }

  /// Composites this view's contents into one layer before effects (recorded as
  /// `compositingGroup`).
  public func compositingGroup() -> some View {
    recorded("compositingGroup", "true")
  }
}

struct TintKey: EnvironmentKey {
  static let defaultValue: String? = nil
}

extension EnvironmentValues {
  /// The tint of controls in the view, as it reads in renderings.
  var tintDescription: String? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }
}

extension RenderItem {
  /// Records the environment's tint on a control, when one is set.
  mutating func applyTint(from environment: EnvironmentValues) {
    if let tint = environment.tintDescription { styles["tint"] = tint }
  }
}

extension View {
  /// Sets the tint colour of controls in this view.
  public func tint(_ tint: Color?) -> some View {
    environment(\.tintDescription, tint?.name)
  }

  /// Sets the tint style of controls in this view.
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    environment(\.tintDescription, tint?.styleDescription)
  }

  /// Sets the accent colour of this view (recorded as its controls' tint).
  @available(*, deprecated, message: "Use the asset catalog's accent color or tint(_:) instead.")
  public func accentColor(_ accentColor: Color?) -> some View {
    environment(\.tintDescription, accentColor?.name)
  }
}

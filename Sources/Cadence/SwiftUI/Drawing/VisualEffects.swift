import Foundation

/// A shadow behind each rendered node: the innermost shadow is recorded (`shadow.color`,
/// `shadow.radius`, `shadow.x`, `shadow.y`); its radius and offset animate.
struct _ShadowEffect: RenderModifier, Equatable {
  static let attributeName = "shadow"
  static let foldsIntoRenderedNode = true
  var color: Color
  var radius: CGFloat
  var x: CGFloat
  var y: CGFloat

  var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
    get { AnimatablePair(radius, AnimatablePair(x, y)) }
    set {
      radius = newValue.first
      x = newValue.second.first
      y = newValue.second.second
    }
  }

  func apply(to item: inout RenderItem) {
    guard item.styles["shadow.color"] == nil else { return }
    item.styles["shadow.color"] = color.name
    item.attributes["shadow.radius"] = radius
    item.attributes["shadow.x"] = x
    item.attributes["shadow.y"] = y
  }
}

/// A Gaussian blur: blurs in a row combine as one of radius √(r₁² + r₂²).
struct _BlurEffect: RenderModifier, Equatable {
  static let attributeName = "blur"
  static let foldsIntoRenderedNode = true
  var radius: CGFloat
  var isOpaque: Bool

  var animatableData: CGFloat {
    get { radius }
    set { radius = newValue }
  }

  func apply(to item: inout RenderItem) {
    let inner = item.attributes["blur.radius"] ?? 0
    item.attributes["blur.radius"] = (inner * inner + radius * radius).squareRoot()
    if isOpaque { item.setStyleIfAbsent("true", for: "blur.opaque") }
  }
}

/// A colour adjustment: brightness adds, contrast and saturation multiply, grayscale
/// combines as 1 − (1 − a)(1 − b), hue rotations add (degrees).
struct _ColorAdjustment: RenderModifier, Equatable {
  enum Kind: Equatable {
    case brightness, contrast, saturation, grayscale, hueRotation
  }

  static let attributeName = "colorAdjustment"
  static let foldsIntoRenderedNode = true
  var kind: Kind
  var amount: Double

  var animatableData: Double {
    get { amount }
    set { amount = newValue }
  }

  func apply(to item: inout RenderItem) {
    switch kind {
    case .brightness: item.add(amount, to: "brightness")
    case .contrast: item.multiply(amount, into: "contrast")
    case .saturation: item.multiply(amount, into: "saturation")
    case .grayscale:
      let inner = item.attributes["grayscale"] ?? 0
      item.attributes["grayscale"] = 1 - (1 - inner) * (1 - amount)
    case .hueRotation: item.add(amount, to: "hueRotation")
    }
  }
}

/// A textual effect with no amount: the innermost value is recorded under `name`.
struct _StyleEffect: RenderModifier, Equatable {
  static let attributeName = "style"
  static let foldsIntoRenderedNode = true
  var name: String
  var value: String

  func apply(to item: inout RenderItem) {
    item.setStyleIfAbsent(value, for: name)
  }
}

/// A rotation in three dimensions: the innermost is recorded, its angle in degrees.
struct _Rotation3DEffect: RenderModifier, Equatable {
  static let attributeName = "rotation3D"
  static let foldsIntoRenderedNode = true
  var angle: Angle
  var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
  var anchor: UnitPoint
  var anchorZ: CGFloat
  var perspective: CGFloat

  nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.angle == rhs.angle && lhs.axis == rhs.axis && lhs.anchor == rhs.anchor
      && lhs.anchorZ == rhs.anchorZ && lhs.perspective == rhs.perspective
  }

  var animatableData: AnimatablePair<Double, UnitPoint.AnimatableData> {
    get { AnimatablePair(angle.animatableData, anchor.animatableData) }
    set {
      angle.animatableData = newValue.first
      anchor.animatableData = newValue.second
    }
  }

  func apply(to item: inout RenderItem) {
    guard item.attributes["rotation3D"] == nil else { return }
    item.attributes["rotation3D"] = angle.degrees
    item.styles["rotation3D.axis"] = [axis.x, axis.y, axis.z].map {
      DecimalFormatting.format($0)
    }.joined(separator: " ")
    if anchor != .center { item.styles["rotation3D.anchor"] = anchor.name }
    if perspective != 1 { item.attributes["rotation3D.perspective"] = perspective }
  }
}

/// Moves each rendered node by an offset; offsets add up.
struct _OffsetEffect: RenderModifier, Equatable {
  static let attributeName = "offset"
  static let foldsIntoRenderedNode = true
  var offset: CGSize

  var animatableData: CGSize.AnimatableData {
    get { offset.animatableData }
    set { offset.animatableData = newValue }
  }

  func apply(to item: inout RenderItem) {
    item.add(offset.width, to: "offset.x")
    item.add(offset.height, to: "offset.y")
  }
}

/// Rotates each rendered node around an anchor; rotations add up, in degrees.
struct _RotationEffect: RenderModifier, Equatable {
  static let attributeName = "rotation"
  static let foldsIntoRenderedNode = true
  var angle: Angle
  var anchor: UnitPoint

  var animatableData: AnimatablePair<Double, UnitPoint.AnimatableData> {
    get { AnimatablePair(angle.animatableData, anchor.animatableData) }
    set {
      angle.animatableData = newValue.first
      anchor.animatableData = newValue.second
    }
  }

  func apply(to item: inout RenderItem) {
    item.add(angle.degrees, to: "rotation")
    if anchor != .center {
      item.setStyleIfAbsent(anchor.name, for: "rotation.anchor")
    }
  }
}

/// Scales each rendered node around an anchor; scales multiply.
struct _ScaleEffect: RenderModifier, Equatable {
  static let attributeName = "scale"
  static let foldsIntoRenderedNode = true
  var scale: CGSize
  var anchor: UnitPoint

  var animatableData: AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData> {
    get { AnimatablePair(scale.animatableData, anchor.animatableData) }
    set {
      scale.animatableData = newValue.first
      anchor.animatableData = newValue.second
    }
  }

  func apply(to item: inout RenderItem) {
    item.multiply(scale.width, into: "scale.x")
    item.multiply(scale.height, into: "scale.y")
    if anchor != .center {
      item.setStyleIfAbsent(anchor.name, for: "scale.anchor")
    }
  }
}

/// Makes each rendered node partly transparent; opacities multiply.
struct _OpacityEffect: RenderModifier, Equatable {
  static let attributeName = "opacity"
  static let foldsIntoRenderedNode = true
  var opacity: Double

  var animatableData: Double {
    get { opacity }
    set { opacity = newValue }
  }

  func apply(to item: inout RenderItem) {
    item.multiply(opacity, into: "opacity")
  }
}

extension UnitPoint {
  /// The point's name when it is one of the named points, else its coordinates.
  var name: String {
    let named: [(UnitPoint, String)] = [
      (.center, "center"), (.leading, "leading"), (.trailing, "trailing"), (.top, "top"),
      (.bottom, "bottom"), (.topLeading, "topLeading"), (.topTrailing, "topTrailing"),
      (.bottomLeading, "bottomLeading"), (.bottomTrailing, "bottomTrailing"),
    ]
    if let match = named.first(where: { $0.0 == self }) { return match.1 }
    return "(\(DecimalFormatting.format(x)), \(DecimalFormatting.format(y)))"
  }
}

extension View {
  /// Offsets this view by the horizontal and vertical amounts in the given size.
  public func offset(_ offset: CGSize) -> some View {
    modifier(_OffsetEffect(offset: offset))
  }

  /// Offsets this view by the specified horizontal and vertical distances.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(_OffsetEffect(offset: CGSize(width: x, height: y)))
  }

  /// Rotates this view's rendered output by an angle around an anchor point.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modifier(_RotationEffect(angle: angle, anchor: anchor))
  }

  /// Scales this view's rendered output by the given amount in both dimensions.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    modifier(_ScaleEffect(scale: CGSize(width: s, height: s), anchor: anchor))
  }

  /// Scales this view's rendered output by the given horizontal and vertical amounts.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    modifier(_ScaleEffect(scale: scale, anchor: anchor))
  }

  /// Scales this view's rendered output by the given horizontal and vertical amounts.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  {
    modifier(_ScaleEffect(scale: CGSize(width: x, height: y), anchor: anchor))
  }

  /// Sets the transparency of this view.
  public func opacity(_ opacity: Double) -> some View {
    modifier(_OpacityEffect(opacity: opacity))
  }
}

/// A type that describes how to animate a property of a view: the runtime interpolates its
/// `animatableData` between the old and the new value along the transaction's animation.
///
/// Main-actor isolated like `View`, so that a view struct (main-actor isolated through its
/// `View` conformance) can conform to both.
@MainActor @preconcurrency
public protocol Animatable {
  /// The type defining the data to animate.
  associatedtype AnimatableData: VectorArithmetic

  /// The data to animate.
  var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
  /// The value itself.
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// Nothing to animate.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Double: Animatable {}
extension CGFloat: Animatable {}
extension Float: Animatable {}

extension Angle: Animatable {
  /// The angle in radians × 128, as SwiftUI's: the scale keeps spring thresholds (absolute in
  /// data units) meaningful for angles.
  public var animatableData: Double {
    get { radians * AnimatableUnitScale.factor }
    set { radians = newValue / AnimatableUnitScale.factor }
  }
}

extension UnitPoint: Animatable {
  /// The coordinates × 128, as SwiftUI's.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x * AnimatableUnitScale.factor, y * AnimatableUnitScale.factor) }
    set {
      x = newValue.first / AnimatableUnitScale.factor
      y = newValue.second / AnimatableUnitScale.factor
    }
  }
}

extension CGPoint: Animatable {
  /// The coordinates.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set {
      x = newValue.first
      y = newValue.second
    }
  }
}

extension CGSize: Animatable {
  /// The width and height.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set {
      width = newValue.first
      height = newValue.second
    }
  }
}

extension CGRect: Animatable {
  /// The origin's and the size's data.
  public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>
  {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set {
      origin.animatableData = newValue.first
      size.animatableData = newValue.second
    }
  }
}

extension EdgeInsets: Animatable {
  /// The insets in the order top, leading, bottom, trailing, as nested pairs.
  public var animatableData:
    AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>>
  {
    get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
    set {
      top = newValue.first
      leading = newValue.second.first
      bottom = newValue.second.second.first
      trailing = newValue.second.second.second
    }
  }
}

/// The factor SwiftUI applies to angles, unit points and colour components in their
/// animatable data.
enum AnimatableUnitScale {
  /// 128, from SwiftUI's `Angle.animatableData` (radians × 128).
  static let factor = 128.0
}

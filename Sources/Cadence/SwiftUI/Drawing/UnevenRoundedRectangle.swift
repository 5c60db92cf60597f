/// The radii of a rectangle's four corners.
public struct RectangleCornerRadii: Hashable, Sendable, Animatable {
  public var topLeading: CGFloat
  public var bottomLeading: CGFloat
  public var bottomTrailing: CGFloat
  public var topTrailing: CGFloat

  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }

  public var animatableData:
    AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
  {
    get {
      AnimatablePair(
        AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing))
    }
    set {
      topLeading = newValue.first.first
      bottomLeading = newValue.first.second
      bottomTrailing = newValue.second.first
      topTrailing = newValue.second.second
    }
  }
}

/// A rectangle whose corners each have their own radius (each at most half the shorter side;
/// a negative or non-finite one is 0).
public struct UnevenRoundedRectangle: InsettableShape, Hashable, Sendable {
  public var cornerRadii: RectangleCornerRadii
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0

  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
      style: style)
  }

  public func path(in rect: CGRect) -> Path {
    let frame = rect.insetBy(dx: insetAmount, dy: insetAmount)
    guard frame.width > 0, frame.height > 0 else { return Path() }
    // Insetting the shape shrinks each radius by the inset too.
    let inset = insetAmount
    let radii = RectangleCornerRadii(
      topLeading: cornerRadii.topLeading - inset, bottomLeading: cornerRadii.bottomLeading - inset,
      bottomTrailing: cornerRadii.bottomTrailing - inset,
      topTrailing: cornerRadii.topTrailing - inset)
    return Path(roundedRect: frame, cornerRadii: radii, style: style)
  }

  public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
    var shape = self
    shape.insetAmount += amount
    return shape
  }

  public var animatableData: RectangleCornerRadii.AnimatableData {
    get { cornerRadii.animatableData }
    set { cornerRadii.animatableData = newValue }
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with its own radius at each corner.
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
      style: style)
  }

  /// A rectangle with the corner radii given.
  public static func rect(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  )
    -> UnevenRoundedRectangle
  {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }
}

/// A type-erased shape. Its animatable data is the wrapped shape's, erased: an `AnyShape`
/// whose wrapped shape's data changes animates as that shape does.
public struct AnyShape: Shape, @unchecked Sendable {
  /// The wrapped shape.
  private var shape: any Shape

  /// Wraps `shape`.
  public init<S: Shape>(_ shape: S) {
    self.shape = shape
  }

  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

  public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }

  public var animatableData: _AnyAnimatableData {
    get {
      func open<S: Shape>(_ shape: S) -> _AnyAnimatableData {
        _AnyAnimatableData(shape.animatableData)
      }
      return open(shape)
    }
    set {
      func open<S: Shape>(_ shape: S) -> any Shape {
        guard let data = newValue.unwrapped(as: S.AnimatableData.self) else { return shape }
        var shape = shape
        shape.animatableData = data
        return shape
      }
      shape = open(shape)
    }
  }
}

/// A flexible space that expands along the major axis of its containing stack.
public struct Spacer: Hashable, Sendable {
  /// The minimum length, or nil for the system default.
  public var minLength: CGFloat?

  /// Creates a spacer.
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }
}

extension Spacer: LeafView {
  /// `Spacer` is a primitive view.
  public typealias Body = Never

  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(kind: "Spacer")
    if let minLength { item.attributes["minLength"] = minLength }
    return item
  }

  /// The length a spacer keeps at least when none is given (the default spacing).
  static let defaultMinLength: CGFloat = 8

  /// Along its stack's axis a spacer takes what it is offered (at least its minimum length)
  /// and across it nothing; outside a stack it expands in both axes.
  func sizeThatFits(
    _ proposal: ProposedViewSize, in environment: EnvironmentValues, stackAxis: Axis?
  ) -> CGSize {
    let minimum = max(minLength ?? Self.defaultMinLength, 0)
    func along(_ length: CGFloat?) -> CGFloat { max(length ?? minimum, minimum) }
    switch stackAxis {
    case .horizontal: return CGSize(width: along(proposal.width), height: 0)
    case .vertical: return CGSize(width: 0, height: along(proposal.height))
    case nil: return CGSize(width: along(proposal.width), height: along(proposal.height))
    }
  }
}

/// A visual element that separates content: a line one point thick across its stack's axis
/// (horizontal outside a stack and in a `VStack`, vertical in an `HStack`).
public struct Divider: Hashable, Sendable {
  /// Creates a divider.
  public init() {}
}

extension Divider: LeafView {
  /// `Divider` is a primitive view.
  public typealias Body = Never

  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    RenderItem(kind: "Divider")
  }

  func sizeThatFits(
    _ proposal: ProposedViewSize, in environment: EnvironmentValues, stackAxis: Axis?
  ) -> CGSize {
    if stackAxis == .horizontal {
      return CGSize(width: 1, height: proposal.height ?? 10)
    }
    return CGSize(width: proposal.width ?? 10, height: 1)
  }
}

/// `containerRelativeFrame`: a frame whose length along its axes is worked out from the
/// nearest container's: the visible size of the scroll view around, else the screen's.
struct _ContainerRelativeFrameModifier: ViewModifier {
  typealias Body = Never
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat

  static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let frame: ContainerRelativeFrameNode
    if let node {
      frame = downcast(node, to: ContainerRelativeFrameNode.self)
      frame.environment = context.environment
      frame.modifier = view.modifier
      // The length is a closure: it may read anything, so the frame lays out again.
      frame.invalidateLayout(transaction: context.transaction)
    } else {
      frame = ContainerRelativeFrameNode(view.modifier, in: context)
    }
    frame.child = reconciled(view.content, node: frame.child, context: frame.childContext(context))
    return frame
  }
}

/// The node of a container-relative frame.
final class ContainerRelativeFrameNode: LayoutModifierNodeBase {
  var modifier: _ContainerRelativeFrameModifier

  init(_ modifier: _ContainerRelativeFrameModifier, in context: __shared _MountContext) {
    self.modifier = modifier
    super.init(in: context)
  }

  /// The lengths the frame fixes (nil along an axis it leaves to its content).
  private func fixed() -> (width: CGFloat?, height: CGFloat?) {
    // Outside a scroll view the container is the screen, less its safe area insets ("the
    // size … subtracting any safe area insets", Apple's documentation).
    let screen = tree.layout.safeRect.size
    let container = environment.relativeContainer?.visibleSize ?? .unspecified
    func length(_ axis: Axis, _ containerLength: CGFloat?, _ screenLength: CGFloat) -> CGFloat? {
      guard modifier.axes.contains(axis == .horizontal ? .horizontal : .vertical) else {
        return nil
      }
      let value = modifier.length(containerLength ?? screenLength, axis)
      guard value.isFinite, value >= 0 else {
        tree.report(
          .layoutProblem,
          "containerRelativeFrame: the length \(value) is negative or not finite; 0 is used",
          path: viewPath)
        return 0
      }
      return value
    }
    return (
      length(.horizontal, container.width, screen.width),
      length(.vertical, container.height, screen.height)
    )
  }

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    let fixed = fixed()
    return ProposedViewSize(
      width: fixed.width ?? proposal.width, height: fixed.height ?? proposal.height)
  }

  override func modifiedSize(_ proposal: ProposedViewSize, inner: LayoutSubview) -> CGSize {
    let fixed = fixed()
    let child = inner.sizeThatFits(
      ProposedViewSize(
        width: fixed.width ?? proposal.width, height: fixed.height ?? proposal.height))
    return CGSize(width: fixed.width ?? child.width, height: fixed.height ?? child.height)
  }

  override func modifiedGuide(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, inner: LayoutSubview
  ) -> CGFloat? {
    let childProposal = childProposal(proposal)
    let placed = FramePlacement.aligned(
      inner.dimensions(in: childProposal), in: CGRect(origin: .zero, size: size),
      alignment: modifier.alignment)
    guard let value = inner.explicitGuide(key, size: placed.size, proposal: childProposal)
    else { return nil }
    return value + (key.axis == .horizontal ? placed.minX : placed.minY)
  }

  override func placeModified(
    in rect: CGRect, proposal: ProposedViewSize, inner: LayoutSubview, transaction: Transaction?
  ) {
    let childProposal = childProposal(proposal)
    let placed = FramePlacement.aligned(
      inner.dimensions(in: childProposal), in: rect, alignment: modifier.alignment)
    inner.place(in: placed, proposal: childProposal, inherited: transaction)
  }
}

extension EnvironmentValues {
  private struct RelativeContainerKey: EnvironmentKey {
    static var defaultValue: ScrollController? { nil }
  }

  /// The scroll view around: what container-relative frames measure from (the screen when
  /// there is none) and what scroll transitions read their phase from.
  var relativeContainer: ScrollController? {
    get { self[RelativeContainerKey.self] }
    set { self[RelativeContainerKey.self] = newValue }
  }
}

extension View {
  /// Sizes this view along `axes` as its nearest container (the visible size of the scroll
  /// view around it, else the screen), aligned in that frame.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
    -> some View
  {
    modifier(
      _ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
  }

  /// Sizes this view along `axes` to `span` of `count` equal columns (rows) of its nearest
  /// container, `spacing` apart: (length − spacing × (count − 1)) ÷ count × span + spacing ×
  /// (span − 1).
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    modifier(
      _ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
        let count = CGFloat(max(count, 1))
        let span = CGFloat(max(span, 1))
        return (length - spacing * (count - 1)) / count * span + spacing * (span - 1)
      })
  }

  /// Sizes this view along `axes` to what `length` makes of its nearest container's length
  /// along each axis.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
  }
}

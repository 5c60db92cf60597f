/// A built-in modifier that changes how its content is laid out (frames, padding,
/// `fixedSize`, priorities, positions, aspect ratios, alignment guides). It does not render:
/// the rendered nodes inside it get their frames from it.
protocol LayoutModifier: ViewModifier where Body == Never {
  /// The size for `proposal`, given the modified view.
  func sizeThatFits(_ proposal: ProposedViewSize, inner: LayoutSubview) -> CGSize
  /// Where the modified view goes when this modifier is placed in `rect` for `proposal`,
  /// and what it is proposed there.
  func innerPlacement(in rect: CGRect, proposal: ProposedViewSize, inner: LayoutSubview)
    -> (rect: CGRect, proposal: ProposedViewSize)
  /// The explicit value of the guide `key` of the modified view at `size` (by default the
  /// inner view's, moved to where it is placed).
  func guide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, inner: LayoutSubview)
    -> CGFloat?
  /// The priority this modifier sets (`layoutPriority`), if any.
  var explicitPriority: Double? { get }
  /// The layout value this modifier sets for `key`, if any.
  func layoutValue(for key: ObjectIdentifier) -> Any?
  /// Problems with the modifier's values, as diagnostics.
  var problems: [(kind: Diagnostic.Kind, message: String)] { get }
}

extension LayoutModifier {
  func guide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, inner: LayoutSubview)
    -> CGFloat?
  {
    let placed = innerPlacement(
      in: CGRect(origin: .zero, size: size), proposal: proposal, inner: inner)
    guard
      let value = inner.explicitGuide(key, size: placed.rect.size, proposal: placed.proposal)
    else { return nil }
    return value + (key.axis == .horizontal ? placed.rect.minX : placed.rect.minY)
  }

  var explicitPriority: Double? { nil }
  func layoutValue(for key: ObjectIdentifier) -> Any? { nil }
  var problems: [(kind: Diagnostic.Kind, message: String)] { [] }

  public static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let modified: LayoutModifierNode<Self>
    if let node {
      modified = downcast(node, to: LayoutModifierNode<Self>.self)
      modified.environment = context.environment
      modified.update(to: view.modifier, transaction: context.transaction)
    } else {
      modified = LayoutModifierNode(view.modifier, in: context)
    }
    modified.child = reconciled(
      view.content, node: modified.child, context: modified.childContext(context))
    return modified
  }

  /// A rect of `size` centred in `rect`.
  static func centered(_ size: CGSize, in rect: CGRect) -> CGRect {
    CGRect(
      x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width,
      height: size.height)
  }

  /// Places the inner view of size `size` inside `rect` so that their `alignment` guides
  /// meet.
  static func aligned(
    _ inner: ViewDimensions, in rect: CGRect, alignment: Alignment
  ) -> CGRect {
    FramePlacement.aligned(inner, in: rect, alignment: alignment)
  }
}

/// The node of one kind of layout modifier.
@MainActor
final class LayoutModifierNode<Modifier: LayoutModifier>: LayoutModifierNodeBase {
  private var modifier: Modifier

  /// The modifier's current value.
  var currentModifier: Modifier { modifier }

  init(_ modifier: Modifier, in context: __shared _MountContext) {
    self.modifier = modifier
    TypeLayout.prepare(Modifier.self)
    super.init(in: context)
    reportProblems()
  }

  /// Takes a new value of the modifier; a different value lays out again along
  /// `transaction`.
  func update(to newModifier: Modifier, transaction: Transaction) {
    guard !TypeLayout.of(Modifier.self).isEqual(modifier, newModifier) else { return }
    modifier = newModifier
    reportProblems()
    invalidateLayout(transaction: transaction)
  }

  private func reportProblems() {
    for problem in modifier.problems {
      tree.report(problem.kind, problem.message, path: viewPath)
    }
  }

  override func modifiedSize(_ proposal: ProposedViewSize, inner: LayoutSubview) -> CGSize {
    modifier.sizeThatFits(proposal, inner: inner)
  }

  override func modifiedGuide(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, inner: LayoutSubview
  ) -> CGFloat? {
    modifier.guide(key, size: size, proposal: proposal, inner: inner)
  }

  override func placeModified(
    in rect: CGRect, proposal: ProposedViewSize, inner: LayoutSubview, transaction: Transaction?
  ) {
    let placed = modifier.innerPlacement(in: rect, proposal: proposal, inner: inner)
    inner.place(in: placed.rect, proposal: placed.proposal, inherited: transaction)
  }

  override var explicitPriority: Double? { modifier.explicitPriority }

  override func modifierLayoutValue(for key: ObjectIdentifier) -> Any? {
    modifier.layoutValue(for: key)
  }
}

// MARK: - Frames

/// A frame: it proposes its content `childProposal(_:)` and aligns it inside itself.
protocol FrameLayoutModifier: LayoutModifier {
  var alignment: Alignment { get }
  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize
}

extension FrameLayoutModifier {
  func innerPlacement(in rect: CGRect, proposal: ProposedViewSize, inner: LayoutSubview)
    -> (rect: CGRect, proposal: ProposedViewSize)
  {
    let childProposal = childProposal(proposal)
    let dimensions = inner.dimensions(in: childProposal)
    return (Self.aligned(dimensions, in: rect, alignment: alignment), childProposal)
  }
}

/// SwiftUI's message for a negative or non-finite frame dimension.
let invalidFrameDimensionMessage = "Invalid frame dimension (negative or non-finite)."

/// SwiftUI's message for min/ideal/max constraints out of order.
let contradictoryFrameMessage = "Contradictory frame constraints specified."

/// A fixed width and/or height: the frame proposes them to its content, takes them as its
/// size, and aligns the content inside.
struct _FrameLayout: FrameLayoutModifier, Equatable {
  var width: CGFloat?
  var height: CGFloat?
  var alignment: Alignment
  var problemList: [String] = []

  init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
    // SwiftUI ignores an invalid dimension after reporting it; so does Cadence.
    func valid(_ value: CGFloat?) -> CGFloat? {
      value.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    }
    self.width = valid(width)
    self.height = valid(height)
    self.alignment = alignment
    if valid(width) != width || valid(height) != height {
      problemList.append(
        invalidFrameDimensionMessage + " frame(width: \(width.map { "\($0)" } ?? "nil"), "
          + "height: \(height.map { "\($0)" } ?? "nil")): the invalid dimension is ignored")
    }
  }

  nonisolated static func == (lhs: _FrameLayout, rhs: _FrameLayout) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height && lhs.alignment == rhs.alignment
  }

  var problems: [(kind: Diagnostic.Kind, message: String)] {
    problemList.map { (.invalidFrame, $0) }
  }

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, inner: LayoutSubview) -> CGSize {
    if let width, let height { return CGSize(width: width, height: height) }
    let child = inner.sizeThatFits(childProposal(proposal))
    return CGSize(width: width ?? child.width, height: height ?? child.height)
  }
}

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

/// The node of a layout modifier: it lays out as one subview around its content's single
/// subview, or, when the content has several, applies itself to each of them.
@MainActor
class LayoutModifierNodeBase: WrapperNode {
  /// The content's subview when it has exactly one.
  var singleInner: LayoutSubview?

  override func appendLayoutSubviews(to list: inout [LayoutSubview]) {
    let inner = collectChildSubviews()
    if inner.count == 1 {
      singleInner = inner[0]
      list.append(LayoutSubview(node: self))
    } else {
      singleInner = nil
      for subview in inner {
        list.append(
          LayoutSubview(
            node: subview.node,
            wrappers: LayoutWrapperChain(modifier: self, next: subview.wrappers)))
      }
    }
  }

  // By default a modifier node lays out as its content does: sized, guided and placed as it.
  func modifiedSize(_ proposal: ProposedViewSize, inner: LayoutSubview) -> CGSize {
    inner.sizeThatFits(proposal)
  }
  func modifiedGuide(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, inner: LayoutSubview
  ) -> CGFloat? {
    inner.explicitGuide(key, size: size, proposal: proposal)
  }
  func placeModified(
    in rect: CGRect, proposal: ProposedViewSize, inner: LayoutSubview, transaction: Transaction?
  ) {
    inner.place(in: rect, proposal: proposal, inherited: transaction)
  }
  var explicitPriority: Double? { nil }
  func modifierLayoutValue(for key: ObjectIdentifier) -> Any? { nil }

  /// The content's single subview, along the stack this node was measured in: a modifier
  /// passes its stack's orientation to what it modifies (a framed `Spacer` still expands
  /// along its row only).
  private var inner: LayoutSubview? { singleInner?.along(geometry.stackAxis) }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    guard let inner else { return .zero }
    return modifiedSize(proposal, inner: inner)
  }

  /// Cached as a container's are: placing the content asks its guides for both alignment
  /// axes, so nested frames asked each guide three times a level, 3ᵈ times in all.
  override func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize)
    -> CGFloat?
  {
    guard let inner else { return nil }
    if let cached = geometry.guideCache.value(for: key, size: size, proposal: proposal) {
      return cached
    }
    tree.statistics.guideComputations += 1
    let result = modifiedGuide(key, size: size, proposal: proposal, inner: inner)
    geometry.guideCache.store(result, for: key, size: size, proposal: proposal)
    return result
  }

  override func placeContent(in rect: CGRect, proposal: ProposedViewSize, transaction: Transaction?)
  {
    guard let inner else { return }
    placeModified(in: rect, proposal: proposal, inner: inner, transaction: transaction)
  }

  override var layoutPriority: Double { explicitPriority ?? singleInner?.priority ?? 0 }

  override func layoutValue(for key: ObjectIdentifier) -> Any? {
    if let value = modifierLayoutValue(for: key) { return value }
    return singleInner?.layoutValue(for: key)
  }

  override var layoutSpacing: ViewSpacing { singleInner?.spacing ?? ViewSpacing() }
}

/// The node of one kind of layout modifier.
@MainActor
final class LayoutModifierNode<Modifier: LayoutModifier>: LayoutModifierNodeBase {
  private var modifier: Modifier

  /// The modifier's current value.
  var currentModifier: Modifier { modifier }

  init(_ modifier: Modifier, in context: _MountContext) {
    self.modifier = modifier
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

extension LayoutSubview {
  /// The layout value for `key` through the wrappers, or nil.
  @MainActor
  func layoutValue(for key: ObjectIdentifier) -> Any? {
    var chain = wrappers
    while let link = chain {
      if let value = link.modifier.modifierLayoutValue(for: key) { return value }
      chain = link.next
    }
    return node.layoutValue(for: key)
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

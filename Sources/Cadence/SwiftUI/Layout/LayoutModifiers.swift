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
    let frame = ViewDimensions(size: rect.size)
    let x =
      rect.minX + frame.value(of: alignment.horizontal.key)
      - inner.value(of: alignment.horizontal.key)
    let y =
      rect.minY + frame.value(of: alignment.vertical.key)
      - inner.value(of: alignment.vertical.key)
    return CGRect(origin: CGPoint(x: x, y: y), size: inner.size)
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

  func modifiedSize(_ proposal: ProposedViewSize, inner: LayoutSubview) -> CGSize { .zero }
  func modifiedGuide(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, inner: LayoutSubview
  ) -> CGFloat? { nil }
  func placeModified(
    in rect: CGRect, proposal: ProposedViewSize, inner: LayoutSubview, transaction: Transaction?
  ) {}
  var explicitPriority: Double? { nil }
  func modifierLayoutValue(for key: ObjectIdentifier) -> Any? { nil }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    guard let singleInner else { return .zero }
    return modifiedSize(proposal, inner: singleInner)
  }

  override func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize)
    -> CGFloat?
  {
    guard let singleInner else { return nil }
    return modifiedGuide(key, size: size, proposal: proposal, inner: singleInner)
  }

  override func placeContent(in rect: CGRect, proposal: ProposedViewSize, transaction: Transaction?)
  {
    guard let singleInner else { return }
    placeModified(in: rect, proposal: proposal, inner: singleInner, transaction: transaction)
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

/// Flexible bounds: the frame proposes its proposal clamped to its bounds (or its ideal
/// size when asked for its ideal), then chooses its own size from the bounds and the
/// content's size. The rules are SwiftUI's documented ones for
/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
struct _FlexFrameLayout: FrameLayoutModifier, Equatable {
  var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: CGFloat?
  var alignment: Alignment
  var problemList: [String] = []

  init(
    minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?,
    idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment
  ) {
    var invalid: [String] = []
    func valid(_ value: CGFloat?, _ name: String) -> CGFloat? {
      guard let value else { return nil }
      // Only a maximum may be infinite.
      if value.isNaN || value < 0 || (value.isInfinite && !name.hasPrefix("max")) {
        invalid.append("\(name): \(value)")
        return nil
      }
      return value
    }
    self.minWidth = valid(minWidth, "minWidth")
    self.idealWidth = valid(idealWidth, "idealWidth")
    self.maxWidth = valid(maxWidth, "maxWidth")
    self.minHeight = valid(minHeight, "minHeight")
    self.idealHeight = valid(idealHeight, "idealHeight")
    self.maxHeight = valid(maxHeight, "maxHeight")
    self.alignment = alignment
    if !invalid.isEmpty {
      problemList.append(
        invalidFrameDimensionMessage + " " + invalid.joined(separator: ", ")
          + ": ignored")
    }
    // Out-of-order constraints: SwiftUI reports them; the larger lower bound wins.
    func order(
      _ min: inout CGFloat?, _ ideal: inout CGFloat?, _ max: inout CGFloat?, _ axis: String
    ) {
      let values = [min, ideal, max].compactMap { $0 }
      guard values != values.sorted() else { return }
      problemList.append(
        contradictoryFrameMessage + " \(axis): min \(min.map { "\($0)" } ?? "nil"), ideal "
          + "\(ideal.map { "\($0)" } ?? "nil"), max \(max.map { "\($0)" } ?? "nil"); the "
          + "maximum is raised to the minimum and the ideal clamped between them")
      if let low = min, let high = max, high < low { max = low }
      if let value = ideal {
        ideal = Swift.min(Swift.max(value, min ?? value), max ?? value)
      }
    }
    order(&self.minWidth, &self.idealWidth, &self.maxWidth, "width")
    order(&self.minHeight, &self.idealHeight, &self.maxHeight, "height")
  }

  nonisolated static func == (lhs: _FlexFrameLayout, rhs: _FlexFrameLayout) -> Bool {
    lhs.minWidth == rhs.minWidth && lhs.idealWidth == rhs.idealWidth
      && lhs.maxWidth == rhs.maxWidth && lhs.minHeight == rhs.minHeight
      && lhs.idealHeight == rhs.idealHeight && lhs.maxHeight == rhs.maxHeight
      && lhs.alignment == rhs.alignment
  }

  var problems: [(kind: Diagnostic.Kind, message: String)] {
    problemList.map { (.invalidFrame, $0) }
  }

  /// The proposal along one axis for the content.
  private static func childLength(
    _ proposed: CGFloat?, min: CGFloat?, ideal: CGFloat?, max: CGFloat?
  ) -> CGFloat? {
    guard var length = proposed ?? ideal else { return nil }
    if let min { length = Swift.max(length, min) }
    if let max { length = Swift.min(length, max) }
    return length
  }

  /// The frame's length along one axis.
  private static func length(
    _ proposed: CGFloat?, child: CGFloat, childProposal: CGFloat?, min: CGFloat?,
    ideal: CGFloat?, max: CGFloat?
  ) -> CGFloat {
    if proposed == nil, let ideal { return ideal }
    switch (min, max) {
    case (let low?, let high?):
      if let proposed { return Swift.max(Swift.min(proposed, high), low) }
      return Swift.max(Swift.min(child, high), low)
    case (let low?, nil):
      return Swift.max(low, Swift.min(childProposal ?? .infinity, child))
    case (nil, let high?):
      return Swift.min(high, Swift.max(childProposal ?? -.infinity, child))
    case (nil, nil):
      return child
    }
  }

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: Self.childLength(proposal.width, min: minWidth, ideal: idealWidth, max: maxWidth),
      height: Self.childLength(
        proposal.height, min: minHeight, ideal: idealHeight, max: maxHeight))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, inner: LayoutSubview) -> CGSize {
    let childProposal = childProposal(proposal)
    let child = inner.sizeThatFits(childProposal)
    return CGSize(
      width: Self.length(
        proposal.width, child: child.width, childProposal: childProposal.width, min: minWidth,
        ideal: idealWidth, max: maxWidth),
      height: Self.length(
        proposal.height, child: child.height, childProposal: childProposal.height,
        min: minHeight, ideal: idealHeight, max: maxHeight))
  }
}

/// Padding: the content is proposed the proposal less the insets, and the padded view is
/// the content's size plus the insets.
struct _PaddingLayout: LayoutModifier, Equatable {
  var insets: EdgeInsets

  /// The padding SwiftUI uses when no length is given (its default on iOS).
  static let defaultLength: CGFloat = 16

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) },
      height: proposal.height.map { max($0 - insets.top - insets.bottom, 0) })
  }

  func sizeThatFits(_ proposal: ProposedViewSize, inner: LayoutSubview) -> CGSize {
    let child = inner.sizeThatFits(childProposal(proposal))
    return CGSize(
      width: max(child.width + insets.leading + insets.trailing, 0),
      height: max(child.height + insets.top + insets.bottom, 0))
  }

  func innerPlacement(in rect: CGRect, proposal: ProposedViewSize, inner: LayoutSubview)
    -> (rect: CGRect, proposal: ProposedViewSize)
  {
    let childProposal = childProposal(proposal)
    let size = inner.sizeThatFits(childProposal)
    return (
      CGRect(
        x: rect.minX + insets.leading, y: rect.minY + insets.top, width: size.width,
        height: size.height), childProposal
    )
  }

  var problems: [(kind: Diagnostic.Kind, message: String)] {
    let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
    guard values.contains(where: { !$0.isFinite }) else { return [] }
    return [(.invalidFrame, "padding has a non-finite length (\(insets)); it is treated as 0")]
  }
}

/// `fixedSize`: the content is proposed nil (its ideal size) in the fixed axes.
struct _FixedSizeLayout: LayoutModifier, Equatable {
  var horizontal: Bool
  var vertical: Bool

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, inner: LayoutSubview) -> CGSize {
    inner.sizeThatFits(childProposal(proposal))
  }

  func innerPlacement(in rect: CGRect, proposal: ProposedViewSize, inner: LayoutSubview)
    -> (rect: CGRect, proposal: ProposedViewSize)
  {
    let childProposal = childProposal(proposal)
    let size = inner.sizeThatFits(childProposal)
    return (
      Self.centered(size, in: rect), childProposal
    )
  }
}

/// A layout modifier that lays its content out as it is (it only tells the container
/// something: a priority, a layout value, a guide, a coordinate space).
protocol PassThroughLayoutModifier: LayoutModifier {}

extension PassThroughLayoutModifier {
  func sizeThatFits(_ proposal: ProposedViewSize, inner: LayoutSubview) -> CGSize {
    inner.sizeThatFits(proposal)
  }

  func innerPlacement(in rect: CGRect, proposal: ProposedViewSize, inner: LayoutSubview)
    -> (rect: CGRect, proposal: ProposedViewSize)
  {
    (rect, proposal)
  }
}

/// `layoutPriority`: the content lays out as it is; stacks read the priority.
struct _TraitWritingLayout: PassThroughLayoutModifier, Equatable {
  var priority: Double

  var explicitPriority: Double? { priority }
}

/// `layoutValue(key:value:)`: a value the container's `Layout` reads.
struct _LayoutValueLayout<Key: LayoutValueKey>: PassThroughLayoutModifier {
  var value: Key.Value

  func layoutValue(for key: ObjectIdentifier) -> Any? {
    key == ObjectIdentifier(Key.self) ? value : nil
  }
}

/// `position(x:y:)`: the view takes the whole proposal and puts the content's centre at the
/// point, in its own coordinates.
struct _PositionLayout: LayoutModifier, Equatable {
  var position: CGPoint

  func sizeThatFits(_ proposal: ProposedViewSize, inner: LayoutSubview) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: inner.sizeThatFits(proposal))
  }

  func innerPlacement(in rect: CGRect, proposal: ProposedViewSize, inner: LayoutSubview)
    -> (rect: CGRect, proposal: ProposedViewSize)
  {
    let size = inner.sizeThatFits(proposal)
    return (
      CGRect(
        x: rect.minX + position.x - size.width / 2, y: rect.minY + position.y - size.height / 2,
        width: size.width, height: size.height), proposal
    )
  }

  var problems: [(kind: Diagnostic.Kind, message: String)] {
    guard !position.x.isFinite || !position.y.isFinite else { return [] }
    return [(.invalidFrame, "position(x: \(position.x), y: \(position.y)) is not finite")]
  }
}

/// How a view fits a proposal with its aspect ratio.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// The largest size with the ratio that fits inside the proposal.
  case fit
  /// The smallest size with the ratio that covers the proposal.
  case fill
}

/// `aspectRatio`: the content is proposed the size with the ratio (width / height) that
/// fits or fills the proposal; without a ratio, the content's ideal size gives it.
struct _AspectRatioLayout: LayoutModifier, Equatable {
  var aspectRatio: CGFloat?
  var contentMode: ContentMode

  func childProposal(_ proposal: ProposedViewSize, inner: LayoutSubview) -> ProposedViewSize {
    var ratio = aspectRatio ?? 1
    if aspectRatio == nil {
      let ideal = inner.sizeThatFits(.unspecified)
      if ideal.width > 0, ideal.height > 0 { ratio = ideal.width / ideal.height }
    }
    guard ratio.isFinite, ratio > 0 else { return proposal }
    switch (proposal.width, proposal.height) {
    case (nil, nil):
      return proposal
    case (let width?, nil) where width.isFinite:
      return ProposedViewSize(width: width, height: width / ratio)
    case (nil, let height?) where height.isFinite:
      return ProposedViewSize(width: height * ratio, height: height)
    case (let width?, let height?) where width.isFinite && height.isFinite:
      let byWidth = CGSize(width: width, height: width / ratio)
      let byHeight = CGSize(width: height * ratio, height: height)
      let fits = byWidth.height <= height
      let size = (contentMode == .fit) == fits ? byWidth : byHeight
      return ProposedViewSize(size)
    case (let width?, _) where width.isFinite:
      return ProposedViewSize(width: width, height: width / ratio)
    case (_, let height?) where height.isFinite:
      return ProposedViewSize(width: height * ratio, height: height)
    default:
      return proposal
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, inner: LayoutSubview) -> CGSize {
    inner.sizeThatFits(childProposal(proposal, inner: inner))
  }

  func innerPlacement(in rect: CGRect, proposal: ProposedViewSize, inner: LayoutSubview)
    -> (rect: CGRect, proposal: ProposedViewSize)
  {
    let childProposal = childProposal(proposal, inner: inner)
    let size = inner.sizeThatFits(childProposal)
    return (
      Self.centered(size, in: rect), childProposal
    )
  }
}

/// `alignmentGuide`: sets one guide of the content to a value computed from its dimensions.
struct _AlignmentGuideLayout: PassThroughLayoutModifier {
  var key: AlignmentKey
  var computeValue: (ViewDimensions) -> CGFloat

  func guide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, inner: LayoutSubview)
    -> CGFloat?
  {
    guard key == self.key else {
      return inner.explicitGuide(key, size: size, proposal: proposal)
    }
    let dimensions = ViewDimensions(size: size, subview: inner, proposal: proposal)
    let value = computeValue(dimensions)
    return value.isFinite ? value : key.type.defaultValue(in: dimensions)
  }
}

extension View {
  /// Positions this view within an invisible frame with the specified size.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    modifier(_FrameLayout(width: width, height: height, alignment: alignment))
  }

  /// Positions this view within an invisible frame having the specified size constraints.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      _FlexFrameLayout(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
        idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
  }

  /// Adds different padding amounts to each edge of this view.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(_PaddingLayout(insets: insets))
  }

  /// Adds padding to the given edges of this view (16 points when no length is given).
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let amount = length ?? _PaddingLayout.defaultLength
    return modifier(
      _PaddingLayout(
        insets: EdgeInsets(
          top: edges.contains(.top) ? amount : 0,
          leading: edges.contains(.leading) ? amount : 0,
          bottom: edges.contains(.bottom) ? amount : 0,
          trailing: edges.contains(.trailing) ? amount : 0)))
  }

  /// Adds a specific padding amount to each edge of this view.
  public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Fixes this view at its ideal size in both axes.
  public func fixedSize() -> some View {
    fixedSize(horizontal: true, vertical: true)
  }

  /// Fixes this view at its ideal size in the given axes.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
  }

  /// Sets the priority with which a stack gives this view space (0 by default).
  public func layoutPriority(_ value: Double) -> some View {
    modifier(_TraitWritingLayout(priority: value.isFinite ? value : 0))
  }

  /// Gives this view's layout container a value for `key`.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(_LayoutValueLayout<K>(value: value))
  }

  /// Centres this view at the point, in the coordinates of its parent's space.
  public func position(_ position: CGPoint) -> some View {
    modifier(_PositionLayout(position: position))
  }

  /// Centres this view at (`x`, `y`) in the coordinates of its parent's space.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    position(CGPoint(x: x, y: y))
  }

  /// Constrains this view to an aspect ratio (width / height), or its ideal size's.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
  }

  /// Constrains this view to the aspect ratio of `aspectRatio`.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    self.aspectRatio(
      aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height,
      contentMode: contentMode)
  }

  /// Scales this view to fit its parent, keeping its aspect ratio.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

  /// Scales this view to fill its parent, keeping its aspect ratio.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

  /// Sets a horizontal alignment guide of this view.
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(_AlignmentGuideLayout(key: g.key, computeValue: computeValue))
  }

  /// Sets a vertical alignment guide of this view.
  public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(_AlignmentGuideLayout(key: g.key, computeValue: computeValue))
  }
}

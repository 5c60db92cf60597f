/// A horizontal stack as a layout: `HStack`'s algorithm, usable with `AnyLayout`.
public struct HStackLayout: Layout, Equatable {
  /// The vertical alignment of the subviews.
  public var alignment: VerticalAlignment
  /// The distance between adjacent subviews, or nil for their spacing preferences.
  public var spacing: CGFloat?

  /// Creates a horizontal stack layout.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// Stacks horizontally.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    StackAlgorithm(axis: .horizontal, crossGuide: alignment.key, spacing: spacing)
      .size(proposal: proposal, subviews: subviews)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    algorithm.place(in: bounds, proposal: proposal, subviews: subviews)
  }

  /// The stack's algorithm. A container whose layout is a built-in stack (`HStackLayout`,
  /// `VStackLayout`) has it place each subview once, at once, rather than through the checked
  /// two-step placement a custom layout goes through.
  var algorithm: StackAlgorithm {
    StackAlgorithm(axis: .horizontal, crossGuide: alignment.key, spacing: spacing)
  }
}

/// A vertical stack as a layout: `VStack`'s algorithm, usable with `AnyLayout`.
public struct VStackLayout: Layout, Equatable {
  /// The horizontal alignment of the subviews.
  public var alignment: HorizontalAlignment
  /// The distance between adjacent subviews, or nil for their spacing preferences.
  public var spacing: CGFloat?

  /// Creates a vertical stack layout.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// Stacks vertically.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    StackAlgorithm(axis: .vertical, crossGuide: alignment.key, spacing: spacing)
      .size(proposal: proposal, subviews: subviews)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    algorithm.place(in: bounds, proposal: proposal, subviews: subviews)
  }

  /// The stack's algorithm (see `HStackLayout.algorithm`).
  var algorithm: StackAlgorithm {
    StackAlgorithm(axis: .vertical, crossGuide: alignment.key, spacing: spacing)
  }
}

/// An overlaying stack as a layout: `ZStack`'s algorithm, usable with `AnyLayout`.
public struct ZStackLayout: Layout, Equatable {
  /// The alignment of the subviews in both axes.
  public var alignment: Alignment

  /// Creates an overlaying stack layout.
  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    OverlayAlgorithm(alignment: alignment).size(proposal: proposal, subviews: subviews[...])
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    OverlayAlgorithm(alignment: alignment).place(
      in: bounds, proposal: proposal, subviews: subviews[...])
  }
}

/// Where a guide sits in a view of unit size: 0 for leading/top, ½ for centre, 1 for
/// trailing/bottom. Extra room in a container is shared out in this proportion.
@MainActor
func unitFraction(of key: AlignmentKey) -> CGFloat {
  if let fraction = key.fraction { return fraction }
  let value = key.type.defaultValue(in: ViewDimensions(size: CGSize(width: 1, height: 1)))
  return value.isFinite ? value : 0.5
}

/// The stack algorithm (SwiftUI's `HStack`/`VStack`): subtract the spacing, then offer the
/// remaining length to the subviews by descending `layoutPriority`, and within a priority
/// least flexible first (flexibility = size for an infinite proposal minus size for zero),
/// each getting an equal share of what is left; lower priorities keep their minimum
/// reserved. Across the axis, subviews line up on the alignment guide.
@MainActor
struct StackAlgorithm {
  let axis: Axis
  let crossGuide: AlignmentKey
  let spacing: CGFloat?

  /// The space before each subview after the first, or nil when it is `spacing` everywhere.
  func spacings(_ subviews: LayoutSubviews) -> [CGFloat]? {
    if spacing != nil { return nil }
    guard subviews.count > 1 else { return [] }
    var result: [CGFloat] = []
    result.reserveCapacity(subviews.count - 1)
    // Each subview's preferences read once, in place: a subview copied out of the collection
    // is two retains and two releases (twice a row, 350 instructions a row of a long stack).
    let elements = subviews.elements
    var previous = elements[0].spacing
    for index in 1..<elements.count {
      let next = elements[index].spacing
      result.append(previous.distance(to: next, along: axis))
      previous = next
    }
    return result
  }

  /// The proposal each subview gets from a stack proposed `proposal`.
  func childProposals(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, spacing: CGFloat)
    -> [ProposedViewSize]
  {
    let memo = subviews.stackMemo
    if memo.axis == axis, memo.spacing == spacing, memo.proposal == proposal,
      memo.proposals.count == subviews.count
    {
      return memo.proposals
    }
    let (proposals, sizes) = computeChildProposals(proposal, subviews, spacing: spacing)
    memo.axis = axis
    memo.spacing = spacing
    memo.proposal = proposal
    memo.proposals = proposals
    memo.sizes = sizes
    return proposals
  }

  /// The proposals, and the sizes the subviews chose for them when it measured them.
  private func computeChildProposals(
    _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, spacing: CGFloat
  ) -> (proposals: [ProposedViewSize], sizes: [CGSize]) {
    var base = proposal
    guard let available = proposal[axis] else {
      base[axis] = nil
      return (Array(repeating: base, count: subviews.count), [])
    }
    var sizes = [CGSize](repeating: .zero, count: subviews.count)
    var proposals = Array(repeating: base, count: subviews.count)
    let priorities = subviews.stackMemo.priorities(of: subviews)
    let levels = subviews.stackMemo.priorityLevels(of: subviews)
    // Minimum (needed only to reserve it for lower priorities) and flexibility of each
    // subview along the axis.
    var minimum = [CGFloat](repeating: 0, count: levels.count > 1 ? subviews.count : 0)
    var flexibility = [CGFloat](repeating: 0, count: subviews.count)
    var small = base
    small[axis] = 0
    var large = base
    large[axis] = .infinity
    var remaining = max(available - spacing, 0)
    // Offers each subview of a group its share of what is left, in order.
    func share(_ index: Int, left: inout CGFloat, count: inout Int) {
      let share = left / CGFloat(count)
      proposals[index][axis] = share
      let size = subviews[index].sizeThatFits(proposals[index])
      sizes[index] = size
      let length = size[axis]
      left = max(left - length, 0)
      remaining = max(remaining - length, 0)
      count -= 1
    }
    var measured = 0
    if levels.count == 1 {
      // One priority: while the subviews come least flexible first (a stack of rows), the
      // order of the one group is theirs, and each takes its share as soon as it is measured,
      // in one pass. A subview less flexible than the one before ends that; the general way
      // then gives every subview its share again.
      var left = remaining
      var count = subviews.count
      while measured < subviews.count {
        let subview = subviews.elements[measured]
        let least = subview.sizeThatFits(small)[axis]
        let flexible = subview.sizeThatFits(large)[axis] - least
        flexibility[measured] = flexible
        measured += 1
        if measured > 1, flexible < flexibility[measured - 2] { break }
        share(measured - 1, left: &left, count: &count)
      }
      if count == 0 { return (proposals, sizes) }
      remaining = max(available - spacing, 0)
    }
    while measured < subviews.count {
      let subview = subviews.elements[measured]
      let least = subview.sizeThatFits(small)[axis]
      if !minimum.isEmpty { minimum[measured] = least }
      flexibility[measured] = subview.sizeThatFits(large)[axis] - least
      measured += 1
    }
    for level in levels {
      let group = Self.group(at: level, priorities: priorities, byFlexibility: flexibility)
      let reserved =
        levels.count > 1 ? Self.reserved(below: level, priorities: priorities, minimum: minimum) : 0
      var left = max(remaining - reserved, 0)
      var count = group.count
      for index in group { share(index, left: &left, count: &count) }
    }
    return (proposals, sizes)
  }

  // The pure steps are nonisolated: closures made in main-actor code check their executor
  // at every call, and a stack of 10,000 rows sorts with 140,000 comparisons.

  /// The distinct priorities, highest first.
  nonisolated static func levels(_ priorities: [Double]) -> [Double] {
    guard let first = priorities.first else { return [] }
    // Most stacks give every subview the same priority.
    if priorities.allSatisfy({ $0 == first }) { return [first] }
    return Set(priorities).sorted(by: >)
  }

  /// The indices of the subviews at priority `level`, least flexible first.
  nonisolated private static func group(
    at level: Double, priorities: [Double], byFlexibility flexibility: [CGFloat]
  ) -> [Int] {
    var group = priorities.indices.filter { priorities[$0] == level }
    // Subviews of equal flexibility keep their order; a stack of rows often has them all
    // equal, and then there is nothing to sort.
    let ordered = zip(group, group.dropFirst()).allSatisfy { flexibility[$0] <= flexibility[$1] }
    if !ordered { group.sort { flexibility[$0] < flexibility[$1] } }
    return group
  }

  /// The minimum lengths of the subviews below priority `level`, summed.
  nonisolated private static func reserved(
    below level: Double, priorities: [Double], minimum: [CGFloat]
  ) -> CGFloat {
    var total: CGFloat = 0
    for index in priorities.indices where priorities[index] < level { total += minimum[index] }
    return total
  }

  /// The cross guide's value in a subview of `size` measured for `proposal`: the one it sets,
  /// or the guide's default.
  private func guide(of subview: LayoutSubview, size: CGSize, proposal: ProposedViewSize)
    -> CGFloat
  {
    subview.explicitGuide(crossGuide, size: size, proposal: proposal)
      ?? crossGuide.defaultValue(size: size, subview: subview, proposal: proposal)
  }

  /// The size of each subview for its proposal and the value of the cross guide in it: from
  /// what finding the proposals measured, and for a subview that sets no guide across, its
  /// guide's default worked out from its size, without a question to the subview.
  private func measure(
    _ index: Int, _ subviews: LayoutSubviews, _ proposals: [ProposedViewSize],
    known: [CGSize]?, guideFree: [Bool]?
  ) -> (size: CGSize, guide: CGFloat) {
    if let known, let guideFree, let fraction = crossGuide.fraction, guideFree[index] {
      let size = known[index]
      return (size, fraction * size[axis.other])
    }
    let subview = subviews.elements[index]
    let size = known?[index] ?? subview.sizeThatFits(proposals[index])
    return (size, guide(of: subview, size: size, proposal: proposals[index]))
  }

  /// What `measure` needs: the sizes finding the proposals computed, and which subviews set
  /// no guide across.
  private func knownMeasures(_ subviews: LayoutSubviews) -> ([CGSize]?, [Bool]?) {
    let memo = subviews.stackMemo
    let known = memo.sizes.count == subviews.count ? memo.sizes : nil
    let guideFree =
      known != nil && crossGuide.fraction != nil
      ? memo.guideFree(subviews, along: axis.other) : nil
    return (known, guideFree)
  }

  /// The spaces between the subviews, summed.
  private func totalSpacing(_ gaps: [CGFloat]?, _ subviews: LayoutSubviews) -> CGFloat {
    if let gaps { return gaps.reduce(0, +) }
    return (spacing ?? 0) * CGFloat(max(subviews.count - 1, 0))
  }

  func size(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
    guard !subviews.isEmpty else { return .zero }
    let gaps = spacings(subviews)
    let total = totalSpacing(gaps, subviews)
    let proposals = childProposals(proposal, subviews, spacing: total)
    let (known, guideFree) = knownMeasures(subviews)
    var along = total
    var above: CGFloat = 0
    var below: CGFloat = 0
    for index in subviews.indices {
      let (size, guide) = measure(index, subviews, proposals, known: known, guideFree: guideFree)
      along += size[axis]
      above = max(above, guide)
      below = max(below, size[axis.other] - guide)
    }
    return CGSize(axis, along: along, across: above + below)
  }

  /// Places the subviews in `bounds`: where `place(at:anchor:proposal:)` records them for the
  /// container to commit, or, `direct`ly, at once, frames moving along `transaction`.
  func place(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    direct: Bool = false, transaction: Transaction? = nil
  ) {
    guard !subviews.isEmpty else { return }
    let gaps = spacings(subviews)
    let total = totalSpacing(gaps, subviews)
    let proposals = childProposals(proposal, subviews, spacing: total)
    let (known, guideFree) = knownMeasures(subviews)
    // The sizes the proposals measured, when they did: shared, not copied.
    var sizes: [CGSize] = known ?? []
    var guides: [CGFloat] = []
    if known == nil { sizes.reserveCapacity(subviews.count) }
    guides.reserveCapacity(subviews.count)
    var above: CGFloat = 0
    var below: CGFloat = 0
    for index in subviews.indices {
      let (size, guide) = measure(index, subviews, proposals, known: known, guideFree: guideFree)
      if known == nil { sizes.append(size) }
      guides.append(guide)
      above = max(above, guide)
      below = max(below, size[axis.other] - guide)
    }
    let extra = bounds.size[axis.other] - (above + below)
    let line = bounds.origin[axis.other] + above + extra * unitFraction(of: crossGuide)
    var position = bounds.origin[axis]
    for index in subviews.indices {
      if index > 0 { position += gaps?[index - 1] ?? spacing ?? 0 }
      var point = CGPoint.zero
      point[axis] = position
      point[axis.other] = line - guides[index]
      if direct {
        subviews.elements[index].place(
          in: CGRect(origin: point.finite, size: sizes[index]), proposal: proposals[index],
          inherited: transaction)
      } else {
        subviews.elements[index].place(at: point, size: sizes[index], proposal: proposals[index])
      }
      position += sizes[index][axis]
    }
  }
}

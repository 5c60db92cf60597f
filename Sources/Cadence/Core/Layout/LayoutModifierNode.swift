import Foundation

/// The node of a layout modifier: it lays out as one subview around its content's single
/// subview, or, when the content has several, applies itself to each of them.
@MainActor
class LayoutModifierNodeBase: LayoutWrapperNode {
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
    if let cached = geometry.cachedGuide(key, size: size, proposal: proposal) {
      return cached
    }
    tree.statistics.guideComputations += 1
    let result = modifiedGuide(key, size: size, proposal: proposal, inner: inner)
    geometry.cacheGuide(result, for: key, size: size, proposal: proposal)
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

import Foundation

/// Marks its content as part of a matched geometry group.
struct _MatchedGeometryModifier: ViewModifier {
  typealias Body = Never
  let key: MatchedGeometryKey
  let properties: MatchedGeometryProperties
  let anchor: UnitPoint
  let isSource: Bool

  static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let matched =
      node.map { downcast($0, to: MatchedGeometryNode.self) }
      ?? MatchedGeometryNode(in: context)
    let isNew = node == nil
    matched.environment = context.environment
    matched.setGroup(view.modifier.key, isSource: view.modifier.isSource)
    matched.properties = view.modifier.properties
    matched.child = reconciled(
      view.content, node: matched.child, context: matched.childContext(context))
    if isNew { matched.arrive(transaction: context.transaction) }
    return matched
  }
}

/// The node of a `matchedGeometryEffect`: its group, and its content.
@MainActor
final class MatchedGeometryNode: WrapperNode {
  private(set) var key = MatchedGeometryKey(id: AnyHashable(0), namespace: Namespace.ID(value: 0))
  var properties = MatchedGeometryProperties.frame
  private(set) var isSource = false

  /// Joins group `key`, as its source or not. A second source of a group on screen at once
  /// (neither leaving) is reported once: SwiftUI warns that the results are undefined.
  func setGroup(_ newKey: MatchedGeometryKey, isSource newIsSource: Bool) {
    guard newKey != key || newIsSource != isSource else { return }
    leaveGroup()
    key = newKey
    isSource = newIsSource
    guard isSource else { return }
    let groups = tree.feature(MatchedGeometryGroups.self)
    var sources = groups.sources[key] ?? []
    let others = sources.filter { $0.isMounted && !$0.isLeaving }
    sources = others + [self]
    groups.sources[key] = sources
    if let other = others.first {
      tree.report(
        .layoutProblem,
        "matchedGeometryEffect: \(others.count + 1) views are the source of the group "
          + "\(key.id) at once (this one and \(other.viewPath)); the results are undefined, as "
          + "SwiftUI warns: give all but one isSource: false",
        path: viewPath)
    }
  }

  private func leaveGroup() {
    guard isSource else { return }
    let groups = tree.feature(MatchedGeometryGroups.self)
    groups.sources[key]?.removeAll { $0 === self }
    if groups.sources[key]?.isEmpty == true { groups.sources[key] = nil }
  }

  override func willUnmount() {
    leaveGroup()
  }

  /// The rendered node that shows this view's geometry: the first one at or below it.
  var renderedNode: _ViewNode? {
    var node: _ViewNode? = child
    while let current = node, !current.isRendered {
      var first: _ViewNode?
      current.forEachChild { child in if first == nil { first = child } }
      node = first
    }
    return node
  }

  /// A view of the group mounted in an animated change while another leaves: it starts at
  /// the leaving view's frame (its matched properties) and animates to its own, and the
  /// leaving view moves to that frame while it fades.
  func arrive(transaction: Transaction) {
    guard transaction.animation != nil, !transaction.disablesAnimations,
      let groups = tree.existingFeature(MatchedGeometryGroups.self),
      let departure = groups.departures.removeValue(forKey: key),
      departure.pass == tree.layout.pass, departure.rendered.isMounted,
      let rendered = renderedNode?.layoutNode, rendered.geometry.frame == nil
    else { return }
    tree.layout.firstFrameStarts[ObjectIdentifier(rendered)] = FirstFrameStart(
      frame: departure.frame, takesSize: properties.contains(.size),
      takesPosition: properties.contains(.position))
    tree.layout.frameFollowers[ObjectIdentifier(rendered)] = departure.rendered
  }

  /// This view leaves the screen in an animated change: a view of its group mounted in the
  /// same change starts where it is.
  func depart() {
    guard let rendered = renderedNode?.layoutNode, let frame = rendered.presentedFrame else {
      return
    }
    let groups = tree.feature(MatchedGeometryGroups.self)
    let pass = tree.layout.pass
    // Departures of earlier passes are over (their views may be gone): only this pass's stay.
    groups.departures = groups.departures.filter { $0.value.pass == pass }
    groups.departures[key] = MatchedDeparture(frame: frame, rendered: rendered, pass: pass)
  }
}

/// The matched geometry groups of a tree: each group's mounted sources (a group should have
/// one), kept from their mount to their unmount, and the views that left in the current
/// layout pass (a departure of an earlier pass is never taken).
@MainActor
final class MatchedGeometryGroups: TreeFeature {
  var sources: [MatchedGeometryKey: [MatchedGeometryNode]] = [:]
  var departures: [MatchedGeometryKey: MatchedDeparture] = [:]

  init(context: UpdateContext) {}
}

extension _ViewNode {
  /// Records the matched geometry views in this subtree as leaving.
  func departMatchedGeometry() {
    if let matched = self as? MatchedGeometryNode { matched.depart() }
    forEachChildDescending { child in child.departMatchedGeometry() }
  }
}

extension View {
  /// Matches this view's geometry with the other views of the group `id` in `namespace`: a
  /// view of the group inserted in an animated change while another is removed starts at the
  /// removed view's frame (`properties`: position, size or both) and animates to its own,
  /// and the removed view moves to the new frame while its removal transition runs (the hero
  /// move). Only the frame of the view's own rendered node moves; nodes inside it are laid
  /// out at its final size.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    modifier(
      _MatchedGeometryModifier(
        key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace),
        properties: properties, anchor: anchor, isSource: isSource))
  }
}

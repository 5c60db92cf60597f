/// Data a feature keeps for one whole tree (its handlers, trackers, tables), declared in the
/// feature's own file and found by its type, as OpenSwiftUI's graph inputs are keyed by type:
/// the update context stores each one without naming it.
@MainActor
package protocol TreeFeature: AnyObject {
  /// Made the first time the tree is asked for it.
  init(context: UpdateContext)
}

extension UpdateContext {
  /// The tree's instance of `feature`, made on first use.
  func feature<Feature: TreeFeature>(_ feature: Feature.Type) -> Feature {
    let key = ObjectIdentifier(feature)
    if let existing = features[key] { return unsafeDowncast(existing, to: Feature.self) }
    let made = Feature(context: self)
    features[key] = made
    return made
  }

  /// The tree's instance of `feature` if it was made.
  func existingFeature<Feature: TreeFeature>(_ feature: Feature.Type) -> Feature? {
    // Not `.map { … }`: a closure made in main-actor code checks its executor.
    guard let found = features[ObjectIdentifier(feature)] else { return nil }
    return unsafeDowncast(found, to: Feature.self)
  }
}

/// The mounted nodes of one kind (`onHover`'s, `onOpenURL`'s, a background task's handlers),
/// in the order they mounted: a node adds itself as it mounts and removes itself as it
/// leaves.
@MainActor
package final class MountedNodes<Node: _ViewNode>: TreeFeature {
  private(set) var nodes: [Node] = []

  package init(context: UpdateContext) {}

  func add(_ node: Node) { nodes.append(node) }

  func remove(_ node: Node) { nodes.removeAll { $0 === node } }
}

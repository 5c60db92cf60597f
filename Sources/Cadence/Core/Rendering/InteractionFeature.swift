/// A feature's own action data on a rendered node, keyed by the feature's type: what a host's
/// action of that feature needs (a drag source's payload, a drop destination's receiver).
/// The core keeps, copies and hands it over without knowing the feature, which declares its
/// key in its own file.
@MainActor
package protocol InteractionFeature {
  /// The data a node with the feature carries.
  associatedtype Value
  /// The kind of interaction a node with the feature takes (how a host finds it by name).
  static var kind: InteractionKinds { get }
}

/// The features' data of one rendered node, by feature.
@MainActor
package struct InteractionFeatures {
  private var values: [ObjectIdentifier: (kind: InteractionKinds, value: Any)] = [:]

  /// Whether no feature has data.
  var isEmpty: Bool { values.isEmpty }

  /// The kinds of interaction the features give the node.
  var kinds: InteractionKinds {
    values.values.reduce(into: []) { $0.formUnion($1.kind) }
  }

  /// The data of `feature`, if the node has it.
  package subscript<Feature: InteractionFeature>(feature: Feature.Type) -> Feature.Value? {
    get { values[ObjectIdentifier(feature)]?.value as? Feature.Value }
    set { values[ObjectIdentifier(feature)] = newValue.map { (Feature.kind, $0) } }
  }
}

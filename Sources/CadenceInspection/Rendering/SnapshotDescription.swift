import Cadence

// A snapshot and its nodes print as their text rendering (`print(host.snapshot())`, a failed
// expectation's value): the tree, one line a node, as `SnapshotRenderer()` writes it.

extension Snapshot: CustomStringConvertible {
  /// The text rendering of the snapshot (`SnapshotRenderer().render(self)`).
  public var description: String { SnapshotRenderer().render(self) }
}

extension SnapshotNode: CustomStringConvertible {
  /// The text rendering of the node and its descendants (`SnapshotRenderer().render(self)`).
  public var description: String { SnapshotRenderer().render(self) }
}

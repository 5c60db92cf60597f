import Cadence

extension SnapshotNode {
  /// Whether the node is hidden (`hidden()`): neither it nor anything inside it is drawn.
  var isHidden: Bool { style("hidden") == "true" }

  /// The node's children in the order they are drawn: by increasing `zIndex` (`zIndex(_:)`),
  /// siblings with the same one in tree order.
  var childrenInDrawingOrder: [SnapshotNode] {
    let children = self.children
    guard children.contains(where: { $0["zIndex"] != nil }) else { return children }
    return children.enumerated()
      .sorted { a, b in
        let (za, zb) = (a.element["zIndex"] ?? 0, b.element["zIndex"] ?? 0)
        return za != zb ? za < zb : a.offset < b.offset
      }
      .map(\.element)
  }
}

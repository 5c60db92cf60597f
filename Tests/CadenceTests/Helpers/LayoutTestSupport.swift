import Cadence
import CadenceTesting
import Foundation

/// The frame of the `index`-th node matching `query` in the host's snapshot.
@MainActor
func frame<Root: View>(_ query: String, in host: ViewHost<Root>, index: Int = 0) -> CGRect? {
  let nodes = host.snapshot().all(query)
  return index < nodes.count ? nodes[index].frame : nil
}

/// A rect, for expectations.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

/// The numbers of the buttons shown whose labels are `prefix` then a number (`row 3: 0`), in
/// the snapshot's order: which rows of a lazy container are made and shown.
@MainActor
func shownNumbers<Root: View>(_ prefix: String, in host: ViewHost<Root>) -> [Int] {
  host.snapshot().all("Button").compactMap { node -> Int? in
    guard let label = node.label, label.hasPrefix(prefix) else { return nil }
    return Int(label.dropFirst(prefix.count).prefix { $0.isNumber })
  }
}

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

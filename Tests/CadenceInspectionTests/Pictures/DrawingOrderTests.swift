import Cadence
import CadenceInspection
import CadenceTesting
import Foundation
import Testing

/// The pictures draw siblings by `zIndex` (SwiftUI: a higher value in front; equal ones in
/// order) and leave hidden views out with everything inside them.
@MainActor
@Suite("Drawing order")
struct DrawingOrderTests {
  @Test("a higher zIndex is drawn after (over) its siblings, in the SVG and the terminal picture")
  func zIndexOrder() {
    let view = ZStack {
      Text("AAAA").zIndex(1)
      Color.blue.frame(width: 100, height: 40)
    }
    let snapshot = ViewHost(view, size: CGSize(width: 100, height: 40)).snapshot()
    let svg = SnapshotSVG().document(snapshot)
    let text = svg.range(of: ">AAAA<")!.lowerBound
    let color = svg.range(of: "Color")!.lowerBound
    #expect(color < text)
    let picture = TerminalPicture(screenSize: CGSize(width: 100, height: 40)).render(snapshot)
    #expect(picture.contains("AAAA"))
    let below = ViewHost(
      ZStack {
        Text("AAAA")
        Color.blue.frame(width: 100, height: 40)
      },
      size: CGSize(width: 100, height: 40)
    ).snapshot()
    #expect(
      !TerminalPicture(screenSize: CGSize(width: 100, height: 40)).render(below).contains("AAAA"))
  }

  @Test("a hidden view and what is inside it are not drawn")
  func hidden() {
    let snapshot = ViewHost(
      VStack {
        Text("seen")
        VStack { Text("unseen") }.hidden()
      }
    ).snapshot()
    let picture = TerminalPicture().render(snapshot)
    #expect(picture.contains("seen"))
    #expect(!picture.contains("unseen"))
    #expect(SnapshotSVG().document(snapshot).contains("visibility=\"hidden\""))
  }
}

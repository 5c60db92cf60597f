import Cadence
import CadenceTesting
import Foundation
import Testing

/// The root of a host is laid out as a hosting window lays out its root view: proposed the
/// screen (390 × 844 points) and centred in it, whatever kind of view it is.
@MainActor
@Suite("Root layout")
struct RootLayoutTests {
  @Test("a root without children (a text, a field) is laid out when it mounts")
  func leafRoot() {
    // Regression: a leaf at the root asked no parent for a layout and had no frame at all.
    let text = ViewHost(Text("root"))
    #expect(frame("root", in: text) == CGRect(x: 178, y: 411.5, width: 34, height: 21))
    let field = ViewHost(TextField("Name", text: .constant("")))
    #expect(frame("Name", in: field)?.width == 390)
    #expect(frame("Name", in: field)?.height == 21)
  }
}

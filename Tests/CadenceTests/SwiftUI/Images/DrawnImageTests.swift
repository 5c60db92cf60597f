import Cadence
import CadenceTesting
import Foundation
import Testing

/// An image drawn with a graphics context (Apple's documentation of
/// `Image(size:label:opaque:colorMode:renderer:)`: an image of the size given, drawn by the
/// renderer), recorded as a canvas's drawing is.
@MainActor
@Suite("Drawn images")
struct DrawnImageTests {
  @Test("the image is its size, and records its drawing and its label")
  func drawn() throws {
    let host = ViewHost(
      VStack {
        Image(size: CGSize(width: 20, height: 10), label: Text("flag"), opaque: true) { context in
          context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), with: .color(.red))
        }
      })
    let image = try #require(host.snapshot().first("Image"))
    #expect(image.frame.size == CGSize(width: 20, height: 10))
    #expect(image.style("commands") == "fill M 0 0 L 20 0 L 20 10 L 0 10 Z with red")
    #expect(image.style("accessibilityLabel") == "flag")
    #expect(image.style("opaque") == "true")
  }

  @Test("a drawing with a number that is not finite is reported, and not drawn")
  func nonFinite() {
    let host = ViewHost(
      Image(size: CGSize(width: 20, height: 10)) { context in
        context.fill(Path(CGRect(x: CGFloat.nan, y: 0, width: 20, height: 10)), with: .color(.red))
      })
    #expect(host.snapshot().first("Image")?.style("commands") == "")
    #expect(host.diagnostics.contains { $0.kind == .nonFiniteValue })
  }
}

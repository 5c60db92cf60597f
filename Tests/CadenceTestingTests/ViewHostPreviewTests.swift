import Cadence
import CadenceTesting
import Foundation
import Testing

/// `ViewHost(preview:)`: the screen Xcode's canvas gives a preview, by its traits
/// (DeveloperToolsSupport's `PreviewTrait`: the default device, turned by an orientation;
/// `sizeThatFitsLayout` proposes no size and shows the view's ideal size; `fixedLayout`).
@MainActor
@Suite("Hosting previews")
struct ViewHostPreviewTests {
  @Test("the default device upright, or turned by a landscape trait")
  func device() {
    #expect(ViewHost(preview: Preview { Color.red }).size == CGSize(width: 390, height: 844))
    let turned = ViewHost(preview: Preview(traits: .landscapeLeft) { Color.red })
    #expect(turned.size == CGSize(width: 844, height: 390))
    let upsideDown = ViewHost(preview: Preview(traits: .portraitUpsideDown) { Color.red })
    #expect(upsideDown.size == CGSize(width: 390, height: 844))
  }

  @Test("a fixed layout is its size; size that fits is the view's ideal size, at the origin")
  func layouts() {
    let fixed = ViewHost(
      preview: Preview(traits: .fixedLayout(width: 200, height: 100)) { Color.red })
    #expect(fixed.size == CGSize(width: 200, height: 100))
    #expect(fixed.snapshot().first("Color")?.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    let fits = ViewHost(
      preview: Preview(traits: .sizeThatFitsLayout) {
        Color.red.frame(width: 120, height: 40).padding(10)
      })
    #expect(fits.size == CGSize(width: 140, height: 60))
    #expect(fits.snapshot().first("Color")?.frame == CGRect(x: 10, y: 10, width: 120, height: 40))
  }

  @Test("a preview with arguments hosts the view of the argument asked for")
  func arguments() {
    let preview = Preview(arguments: ["a", "b"]) { Text($0) }
    #expect(ViewHost(preview: preview, index: 1).snapshot().first("Text")?.label == "b")
    #expect(ViewHost(preview: preview, index: 5).snapshot().first("Text") == nil)
  }
}

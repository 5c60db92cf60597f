import Cadence
import CadenceTesting
import Foundation
import Testing

/// iOS 26's scroll edge effects and background extension (Apple's documentation: they change
/// only pixels, so they are recorded) and iOS 18's role-specific default scroll anchor (the
/// `initialOffset` role places the content as `defaultScrollAnchor(_:)` does).
@MainActor
@Suite("Scroll edge effects")
struct ScrollEdgeEffectTests {
  @Test("edge effect styles, hiding and background extension are recorded")
  func recorded() {
    let node = ViewHost(
      Text("feed")
        .scrollEdgeEffectStyle(.soft, for: .top)
        .scrollEdgeEffectHidden(for: [.bottom, .leading])
        .backgroundExtensionEffect()
    ).snapshot().first("feed")
    #expect(node?.style("scrollEdgeEffectStyle") == "soft for top")
    #expect(node?.style("scrollEdgeEffectHidden") == "true for leading, bottom")
    #expect(node?.style("backgroundExtensionEffect") == "true")
  }

  @Test("an initial-offset anchor places the content; a size-change anchor is recorded")
  func anchorRoles() {
    func chat(_ role: ScrollAnchorRole) -> some View {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<20) { Text("message \($0)").frame(height: 50) }
        }
      }
      .frame(height: 200)
      .defaultScrollAnchor(.bottom, for: role)
    }
    // 20 rows of 50 points in 200: the end is at 800.
    #expect(
      ViewHost(chat(.initialOffset)).snapshot().first("ScrollView")?["contentOffset.y"] == 800)
    let sized = ViewHost(chat(.sizeChanges)).snapshot()
    #expect(sized.first("ScrollView")?["contentOffset.y"] == nil)
    #expect(sized.first("ScrollView")?.style("defaultScrollAnchor.sizeChanges") != nil)
  }
}

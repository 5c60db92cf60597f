import Cadence
import CadenceTesting
import Foundation
import Testing

/// iOS 18's conditional accessibility modifiers (Apple's documentation of
/// `accessibilityLabel(_:isEnabled:)`: when not enabled, the view keeps the label it had).
@MainActor
@Suite("Conditional accessibility")
struct AccessibilityConditionalTests {
  @Test("a label applies only when enabled; queries find the view by it")
  func label() {
    let on = ViewHost(Text("7").accessibilityLabel(Text("Seven"), isEnabled: true)).snapshot()
    #expect(on.first("Seven") != nil)
    let off = ViewHost(Text("7").accessibilityLabel(Text("Seven"), isEnabled: false)).snapshot()
    #expect(off.first("Seven") == nil)
    #expect(off.first("7") != nil)
  }

  @Test("an identifier applies only when enabled; drag points and the tab bar trait record")
  func identifierAndPoints() {
    let snapshot = ViewHost(
      VStack {
        Text("a").accessibilityIdentifier("first", isEnabled: true)
        Text("b").accessibilityIdentifier("second", isEnabled: false)
        Text("c").accessibilityDragPoint(.center, description: Text("move"))
        Text("d").accessibilityAddTraits(.isTabBar)
      }
    ).snapshot()
    #expect(snapshot.first("first") != nil)
    #expect(snapshot.first("second") == nil)
    #expect(snapshot.first("c")?.style("accessibilityDragPoint")?.hasSuffix("move") == true)
    #expect(snapshot.first("d")?.style("accessibilityAddTraits") == "isTabBar")
  }
}

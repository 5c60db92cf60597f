import Cadence
import CadenceTesting
import Foundation
import Testing

/// The environment values of rendering (SwiftUI's documentation of `contentTransition`,
/// `allowedDynamicRange`, `springLoadingBehavior`, `backgroundMaterial`,
/// `backgroundProminence`): the modifiers set them for the views below.
@MainActor
@Suite("Rendering environment")
struct RenderingEnvironmentTests {
  struct Reader: View {
    @Environment(\.contentTransition) var transition
    @Environment(\.allowedDynamicRange) var range
    @Environment(\.springLoadingBehavior) var spring
    @Environment(\.backgroundMaterial) var material
    @Environment(\.backgroundProminence) var prominence
    @Environment(\.accessibilityQuickActionsEnabled) var quickActions
    var body: some View {
      Text(
        "\(transition == .numericText() ? "numeric" : "other") \(range == .high ? "high" : "auto") "
          + "\(spring == .enabled ? "spring" : "none") \(material.map { "\($0)" } ?? "no material") "
          + "\(prominence) \(quickActions)")
    }
  }

  @Test("the modifiers set the values the views below read")
  func modifiersSetValues() {
    let plain = ViewHost(Reader())
    #expect(plain.snapshot().first("other auto none no material standard false") != nil)
    let host = ViewHost(
      Reader()
        .contentTransition(.numericText())
        .allowedDynamicRange(.high)
        .springLoadingBehavior(.enabled)
        .background(.thinMaterial))
    let label = host.snapshot().allNodes.compactMap(\.label).first { $0.hasPrefix("numeric") }
    #expect(label == "numeric high spring thinMaterial standard false")
  }
}

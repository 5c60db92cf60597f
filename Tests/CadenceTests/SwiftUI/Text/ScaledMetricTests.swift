import Cadence
import CadenceTesting
import Foundation
import Testing

/// `@ScaledMetric` (SwiftUI's documentation: a value scaled as the text style's font scales
/// with Dynamic Type; the sizes are Apple's Human Interface Guidelines' table for iOS: body
/// 14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53 points from xSmall to AX5).
@MainActor
@Suite("Scaled metrics")
struct ScaledMetricTests {
  struct Badge: View {
    @ScaledMetric var size: CGFloat = 100
    @ScaledMetric(relativeTo: .caption2) var caption: Double = 11
    var body: some View {
      Text("size \(size, specifier: "%.4f")")
      Text("caption \(caption, specifier: "%.3f")")
    }
  }

  @Test("the value is unchanged at the default size and scales with the body style elsewhere")
  func scales() throws {
    // 100 × 14/17, 100 × 23/17, 100 × 53/17; caption2: 11, 17, 40 points.
    let sizes: [(DynamicTypeSize, String, String)] = [
      (.large, "100.0000", "11.000"), (.xSmall, "82.3529", "11.000"),
      (.xxxLarge, "135.2941", "17.000"), (.accessibility5, "311.7647", "40.000"),
    ]
    for (size, scaled, caption) in sizes {
      let host = ViewHost(VStack { Badge() }.dynamicTypeSize(size))
      #expect(host.snapshot().first("size \(scaled)") != nil, "\(size)")
      #expect(host.snapshot().first("caption \(caption)") != nil, "\(size)")
    }
  }

  @Test("a change of the Dynamic Type size re-evaluates the view with the new value")
  func followsEnvironment() throws {
    struct Screen: View {
      @State var large = false
      var body: some View {
        VStack {
          Badge()
          Button("grow") { large = true }
        }
        .dynamicTypeSize(large ? .accessibility1 : .large)
      }
    }
    let host = ViewHost(Screen())
    #expect(host.snapshot().first("size 100.0000") != nil)
    try host.tap("grow")
    #expect(host.snapshot().first("size 164.7059") != nil)  // 100 × 28/17
  }
}

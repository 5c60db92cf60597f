import Cadence
import CadenceTesting
import Foundation
import Testing

/// Modifiers of platform behaviours and accessibility relations (Apple's documentation of
/// `tableColumnHeaders`, `onLongTouchGesture`, `handlesExternalEvents`, `isDetailLink`,
/// `accessibilityLabeledPair`, `accessibilityLinkedGroup`,
/// `accessibilityShowsLargeContentViewer` and `VisualEffect`'s transforms).
@MainActor
@Suite("Platform behaviours")
struct PlatformBehaviorsTests {
  struct Row: Identifiable {
    let id: Int
    let name: String
  }

  @Test("a table without headers has no header row")
  func hiddenHeaders() {
    let rows = [Row(id: 1, name: "one")]
    let shown = ViewHost(
      Table(rows) { TableColumn("Name", value: \.name) }.environment(
        \.horizontalSizeClass, .regular))
    #expect(shown.snapshot().allNodes.contains { $0.style("tableHeader") == "true" })
    let hidden = ViewHost(
      Table(rows) { TableColumn("Name", value: \.name) }
        .tableColumnHeaders(.hidden).environment(\.horizontalSizeClass, .regular))
    #expect(!hidden.snapshot().allNodes.contains { $0.style("tableHeader") == "true" })
    #expect(hidden.snapshot().first("one") != nil)
  }

  @Test("a long touch is a long press; the recorded behaviours name their arguments")
  func recorded() throws {
    struct Screen: View {
      @Namespace var space
      @State var touched = 0
      var body: some View {
        VStack {
          Text("touch \(touched)").onLongTouchGesture { touched += 1 }
            .accessibilityIdentifier("touch")
          Text("Name").accessibilityLabeledPair(role: .label, id: "name", in: space)
          Text("Ada").accessibilityLinkedGroup(id: 1, in: space)
          Text("big").accessibilityShowsLargeContentViewer { Text("BIG") }
          Text("events").handlesExternalEvents(preferring: ["b", "a"], allowing: ["*"])
        }
      }
    }
    let host = ViewHost(Screen())
    try host.longPress("touch")
    #expect(host.snapshot().first("touch 1") != nil)
    #expect(host.snapshot().first("Name")?.style("accessibilityLabeledPair") == "label name")
    #expect(host.snapshot().first("Ada")?.style("accessibilityLinkedGroup") == "1")
    #expect(host.snapshot().first("BIG")?.style("largeContentViewer") == "true")
    #expect(
      host.snapshot().first("events")?.style("handlesExternalEvents") == "preferring a,b allowing *"
    )
  }

  @Test("a visual effect's transform and 3D rotation apply to the node")
  func visualEffectTransforms() {
    let host = ViewHost(
      VStack {
        Color.red.frame(width: 10, height: 10)
          .visualEffect { effect, _ in
            effect.transformEffect(ProjectionTransform(CGAffineTransform(translationX: 5, y: 0)))
          }
          .accessibilityIdentifier("moved")
        Color.blue.frame(width: 10, height: 10)
          .visualEffect { effect, _ in effect.rotation3DEffect(.degrees(30), axis: (0, 1, 0)) }
          .accessibilityIdentifier("turned")
      })
    #expect(host.snapshot().first("moved")?["transform.m31"] == 5)
    // Degrees through radians and back: within 1e-9.
    #expect(abs((host.snapshot().first("turned")?["rotation3D"] ?? 0) - 30) < 1e-9)
  }

  @Test("accessibility children, representations and actions are mounted invisible and act")
  func accessibilityElements() throws {
    struct Rating: View {
      @State var stars = 2
      @State var archived = false
      var body: some View {
        VStack {
          HStack { Text("★★") }
            .accessibilityRepresentation {
              Stepper("Rating", value: $stars, in: 0...5)
            }
          Text("mail")
            .accessibilityActions {
              Button("Archive") { archived = true }
            }
          Color.blue.frame(width: 20, height: 20)
            .accessibilityChildren { Text("bar one") }
          Text("stars \(stars) archived \(archived)")
        }
      }
    }
    let host = ViewHost(Rating())
    try host.adjust("Rating", to: 4)
    try host.tap("Archive")
    #expect(host.snapshot().first("stars 4 archived true") != nil)
    #expect(host.snapshot().first("bar one")?.style("accessibilityChild") == "true")
    #expect(throws: (any Error).self) { try host.tap("bar one") }
  }
}

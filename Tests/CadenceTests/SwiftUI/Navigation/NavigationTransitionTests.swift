import Cadence
import CadenceTesting
import Foundation
import Testing

/// iOS 18's navigation transitions (Apple's documentation of `navigationTransition(_:)` and
/// `matchedTransitionSource(id:in:)`): SwiftUI only animates between screens, so both are
/// recorded, the destination with its transition, the source with its identifier.
@MainActor
@Suite("Navigation transitions")
struct NavigationTransitionTests {
  struct Gallery: View {
    @Namespace var zoom
    var body: some View {
      NavigationStack {
        NavigationLink {
          Text("photo detail").navigationTransition(.zoom(sourceID: "photo 1", in: zoom))
        } label: {
          Text("photo 1").matchedTransitionSource(id: "photo 1", in: zoom) { source in
            source.background(Color.black).clipShape(RoundedRectangle(cornerRadius: 12))
          }
        }
      }
    }
  }

  @Test("the destination records its zoom and the source its identifier and styling")
  func zoom() throws {
    let host = ViewHost(Gallery())
    #expect(
      host.snapshot().first("Text")?.style("matchedTransitionSource")
        == "photo 1; background black; clipShape RoundedRectangle")
    try host.tap("photo 1")
    #expect(host.snapshot().first("photo detail")?.style("navigationTransition") == "zoom(photo 1)")
  }

  @Test("the automatic transition is recorded by name")
  func automatic() {
    let node = ViewHost(Text("page").navigationTransition(.automatic)).snapshot().first("page")
    #expect(node?.style("navigationTransition") == "automatic")
  }
}

import CadenceTesting
import Foundation
import Testing

@testable import Cadence

/// A feature of a tree of one's own: counts the times it was made.
@MainActor
private final class Tally: TreeFeature {
  static var made = 0
  var count = 0
  init(context: UpdateContext) { Self.made += 1 }
}

/// What a feature keeps for a tree (`TreeFeature`): made on first use, one per tree and type,
/// found again by its type; the mounted nodes of a kind, in mount order.
@MainActor
@Suite("Tree features")
struct TreeFeaturesTests {
  @Test("a feature is made once for a tree, on first use, and is the tree's own")
  func madeOnce() {
    let first = UpdateContext(startDate: Date(timeIntervalSince1970: 0))
    let second = UpdateContext(startDate: Date(timeIntervalSince1970: 0))
    Tally.made = 0
    #expect(first.existingFeature(Tally.self) == nil)
    first.feature(Tally.self).count += 2
    first.feature(Tally.self).count += 1
    #expect(first.feature(Tally.self).count == 3)
    #expect(Tally.made == 1)
    #expect(second.feature(Tally.self).count == 0)
    #expect(Tally.made == 2)
    #expect(first.existingFeature(Tally.self) === first.feature(Tally.self))
  }

  @Test("mounted nodes of each kind are kept apart, in mount order, while mounted")
  func mountedNodes() throws {
    struct Screen: View {
      @State var showsFirst = true
      var body: some View {
        VStack {
          if showsFirst { Text("a").onHover { _ in } }
          Text("b").onHover { _ in }
          Text("c").onOpenURL { _ in }
          Button("hide") { showsFirst = false }
        }
      }
    }
    let host = ViewHost(Screen())
    let tree = try #require(UpdateContext.current)
    let hovers = try #require(tree.existingFeature(MountedNodes<HoverHandlerNode>.self))
    #expect(hovers.nodes.count == 2)
    #expect(tree.existingFeature(MountedNodes<OpenURLHandlerNode>.self)?.nodes.count == 1)
    #expect(tree.existingFeature(MountedNodes<BackgroundTaskHandlerNode>.self) == nil)
    let second = hovers.nodes[1]
    try host.tap("hide")
    #expect(hovers.nodes.count == 1)
    #expect(hovers.nodes.first === second)
  }
}

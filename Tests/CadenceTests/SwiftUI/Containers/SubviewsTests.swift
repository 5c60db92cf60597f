import Cadence
import CadenceTesting
import Foundation
import Testing

/// iOS 18's custom containers (Apple's documentation of `Group(subviews:transform:)`,
/// `ForEach(subviews:content:)` and `containerValue(_:_:)`): a container gets its content as
/// subviews — each view of a block, each `ForEach` element, the shown branch of an `if` — and
/// reads the container values each set.
@MainActor
@Suite("Subviews and container values")
struct SubviewsTests {
  struct Card<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
      VStack(spacing: 0) {
        Group(subviews: content) { subviews in
          Text("\(subviews.count) subviews")
          ForEach(subviews) { subview in
            subview.frame(height: subview.containerValues.isTall ? 80 : 20)
          }
          if let last = subviews.last { last.accessibilityIdentifier("last") }
        }
      }
    }
  }

  struct Screen: View {
    let showsFooter: Bool
    var body: some View {
      Card {
        Text("title").containerValue(\.isTall, true)
        ForEach(["a", "b"], id: \.self) { Text("item \($0)") }
        if showsFooter { Text("footer").padding() }
      }
    }
  }

  @Test("a block, a ForEach and an if are taken apart into subviews, in order")
  func decomposition() {
    let with = ViewHost(Screen(showsFooter: true)).snapshot()
    #expect(with.first("4 subviews") != nil)
    let without = ViewHost(Screen(showsFooter: false)).snapshot()
    #expect(without.first("3 subviews") != nil)
    #expect(with.first("last")?.label == "footer")
  }

  @Test("each subview carries the container values it set, the others the defaults")
  func containerValues() {
    // Stacked without spacing: the title's frame is 80 tall, each item's 20.
    let snapshot = ViewHost(Screen(showsFooter: false)).snapshot()
    let title = snapshot.first("title")?.frame.midY ?? 0
    let first = snapshot.first("item a")?.frame.midY ?? 0
    let second = snapshot.first("item b")?.frame.midY ?? 0
    #expect(first - title == 50)
    #expect(second - first == 20)
  }

  @Test("ForEach(subviews:) shows a view for each subview, and the collection shows itself")
  func forEachSubviews() {
    struct Numbered<Content: View>: View {
      @ViewBuilder var content: Content
      var body: some View {
        VStack {
          ForEach(subviews: content) { subview in
            HStack {
              Text("•")
              subview
            }
          }
          Group(subviews: content) { subviews in subviews[1...] }
        }
      }
    }
    let snapshot = ViewHost(
      Numbered {
        Text("one")
        Text("two")
        Text("three")
      }
    ).snapshot()
    #expect(snapshot.all("•").count == 3)
    #expect(snapshot.all("two").count == 2)
    #expect(snapshot.all("one").count == 1)
  }

  @Test("a container value set inside other modifiers still reaches the container")
  func throughModifiers() {
    let snapshot = ViewHost(
      Card { Text("padded").containerValue(\.isTall, true).padding(4) }
    ).snapshot()
    // Under the 21-point count line, centred in an 80-point frame: 10.5 + 40 below its
    // centre.
    let count = snapshot.first("1 subviews")?.frame.midY ?? 0
    #expect((snapshot.first("padded")?.frame.midY ?? 0) - count == 50.5)
  }
}

extension ContainerValues {
  @Entry var isTall = false
}

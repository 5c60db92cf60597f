import Cadence
import CadenceTesting
import Foundation
import Testing

private struct Bordered: ViewModifier {
  @State private var taps = 0
  var width: CGFloat

  func body(content: Content) -> some View {
    VStack {
      content.opacity(0.5)
      Text("taps \(taps)").onTapGesture { taps += 1 }
    }
    .padding(width)
  }
}

@MainActor
@Suite("Modifier composition")
struct ModifierCompositionTests {
  @Test("offsets and rotations add, scales and opacities multiply")
  func composition() throws {
    let view = Color.blue
      .offset(x: 10, y: 5)
      .offset(x: -4)
      .rotationEffect(.degrees(30))
      .rotationEffect(.radians(.pi / 6))
      .scaleEffect(2)
      .scaleEffect(x: 0.5, y: 3)
      .opacity(0.5)
      .opacity(0.5)
    let node = try #require(ViewHost(view).snapshot().first("Color"))
    #expect(node["offset.x"] == 6)
    #expect(node["offset.y"] == 5)
    #expect(abs(node["rotation"]! - 60) < 1e-12)
    #expect(node["scale.x"] == 1)
    #expect(node["scale.y"] == 6)
    #expect(node["opacity"] == 0.25)
    // Render effects leave the frame as laid out: the whole screen.
    #expect(node.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test("the innermost frame is the node's own size")
  func innermostFrame() throws {
    let view = Color.gray.frame(width: 48, height: 48).frame(width: 100)
    let node = try #require(ViewHost(view).snapshot().first("gray"))
    // Centred in the 100-wide frame, itself centred on the 390×844 screen.
    #expect(node.frame == CGRect(x: 171, y: 398, width: 48, height: 48))
  }

  @Test("a modifier on a group applies to each of its views")
  func groupDistribution() {
    let view = Group {
      Text("a")
      Text("b").offset(y: 2)
    }
    .offset(x: 3)
    #expect(
      ViewHost(view).render() == """
        Text "a" frame.x=191 frame.y=397 frame.width=8.5 frame.height=21 offset.x=3 offset.y=0
        Text "b" frame.x=191 frame.y=426 frame.width=8.5 frame.height=21 offset.x=3 offset.y=2

        """)
  }

  @Test("a custom modifier keeps its own state and shows its content")
  func customModifier() throws {
    let host = ViewHost(Text("hello").modifier(Bordered(width: 4)))
    try host.tap("taps 0")
    try host.tap("taps 1")
    #expect(
      host.render() == """
        VStack frame.x=169.5 frame.y=397 frame.width=51 frame.height=50
          Text "hello" frame.x=174 frame.y=397 frame.width=42.5 frame.height=21 opacity=0.5
          Text "taps 2" frame.x=169.5 frame.y=426 frame.width=51 frame.height=21

        """)
  }

  @Test("the innermost tap action wins")
  func innermostTap() throws {
    final class Log { var entries: [String] = [] }
    let log = Log()
    let view = Color.red
      .onTapGesture { log.entries.append("inner") }
      .onTapGesture { log.entries.append("outer") }
    try ViewHost(view).tap("red")
    #expect(log.entries == ["inner"])
  }

  @Test("modifiers concatenate")
  func concat() throws {
    let combined = Bordered(width: 1).concat(Bordered(width: 2))
    let host = ViewHost(Text("x").modifier(combined).background { Color.blue })
    // Both modifiers apply, the second around the first: the outer stack is padded by 2
    // inside the background, and the inner stack by 1 inside the outer one's first row.
    let stacks = host.snapshot().all("VStack").map(\.frame)
    let box = try #require(host.snapshot().first("blue")).frame
    #expect(stacks.count == 2)
    #expect(stacks[0].minY - box.minY == 2)
    #expect(box.height - stacks[0].height == 4)
    #expect(stacks[1].minY - stacks[0].minY == 1)
  }
}

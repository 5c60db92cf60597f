import Cadence
import CadenceTesting
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
    #expect(node["frame.width"] == nil)
  }

  @Test("the innermost frame is the node's own size")
  func innermostFrame() throws {
    let view = Color.gray.frame(width: 48, height: 48).frame(width: 100)
    let node = try #require(ViewHost(view).snapshot().first("gray"))
    #expect(node["frame.width"] == 48)
    #expect(node["frame.height"] == 48)
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
        Text "a" offset.x=3 offset.y=0
        Text "b" offset.x=3 offset.y=2

        """)
  }

  @Test("a custom modifier keeps its own state and shows its content")
  func customModifier() throws {
    let host = ViewHost(Text("hello").modifier(Bordered(width: 4)))
    try host.tap("taps 0")
    try host.tap("taps 1")
    #expect(
      host.render() == """
        VStack padding.top=4 padding.leading=4 padding.bottom=4 padding.trailing=4
          Text "hello" opacity=0.5
          Text "taps 2"

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
    let node = try #require(ViewHost(Text("x").modifier(combined)).snapshot().first("VStack"))
    #expect(node["padding.top"] == 2)
  }
}

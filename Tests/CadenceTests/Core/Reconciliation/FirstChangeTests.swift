import Cadence
import CadenceTesting
import Testing

// Types of this file's own, so that no other test has built their layouts first.
private struct Score {
  var points: Int
  var label: String
}

private struct Badge: View {
  var score: Score
  var body: some View { Text("\(score.label) \(score.points)") }
}

private struct Scoreboard: View {
  @State private var score = Score(points: 0, label: "points")

  var body: some View {
    HStack {
      Button("add") { score.points += 1 }
      Badge(score: score)
    }
    .padding(score.points == 0 ? 4 : 8)
    .opacity(score.points == 0 ? 1 : 0.5)
  }
}

@MainActor
@Suite("The first change")
struct FirstChangeTests {
  // Issue #38: the first tap as cheap as the next.
  @Test(
    "the first tap compares with type layouts built at the mount: the state's value, the stack, the layout and render modifiers"
  )
  func firstTapBuildsNoTypeLayout() throws {
    let host = ViewHost(Scoreboard())
    _ = host.snapshot()
    let built = typeLayoutsBuilt
    try host.tap("add")
    #expect(typeLayoutsBuilt == built)
    #expect(host.snapshot().first("points 1") != nil)
  }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// Apple's documentation of `onHover(perform:)` (true when the pointer enters the view,
/// false when it leaves) and `onContinuousHover(coordinateSpace:perform:)` (`.active` with the
/// location at each move, `.ended` when it leaves).
@MainActor
@Suite("Hover")
struct HoverTests {
  struct Card: View {
    @State var hovering = false
    @State var moves: [String] = []
    var body: some View {
      VStack(spacing: 0) {
        Color.blue.frame(width: 100, height: 50)
          .onHover { hovering = $0 }
          .onContinuousHover { phase in
            switch phase {
            case .active(let point): moves.append("\(Int(point.x)),\(Int(point.y))")
            case .ended: moves.append("ended")
            }
          }
        Color.gray.frame(width: 100, height: 50)
        Text(hovering ? "over" : "away")
        Text("moves \(moves.joined(separator: " "))")
      }
    }
  }

  @Test("entering, moving and leaving: onHover changes twice, onContinuousHover at each move")
  func hovers() throws {
    let host = ViewHost(Card())
    #expect(host.snapshot().first("away") != nil)
    try host.hover("blue")
    #expect(host.snapshot().first("over") != nil)
    try host.hover("blue", at: CGPoint(x: 10, y: 20))
    #expect(throws: HoverError.self) { try host.hover("gray") }
    #expect(host.snapshot().first("away") != nil)
    #expect(host.snapshot().first("moves 50,25 10,20 ended") != nil, "\(host.render())")
    try host.hover("blue")
    host.endHover()
    #expect(host.snapshot().first("away") != nil)
    #expect(host.snapshot().first("moves 50,25 10,20 ended 50,25 ended") != nil)
  }

  @Test("hovering over nothing that matches is an error naming the query")
  func noMatch() {
    let host = ViewHost(Card())
    #expect(throws: HoverError.self) { try host.hover("purple") }
    #expect(host.diagnostics.contains { $0.message.contains("hover over \"purple\"") })
  }
}

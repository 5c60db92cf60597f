import Cadence
import CadenceTesting
import Foundation
import Testing

private struct Rows: View {
  @State var rows = [1, 2, 3]
  var body: some View {
    VStack(spacing: 0) {
      ForEach(rows, id: \.self) { row in
        Text("row \(row)").frame(height: 40)
      }
      Button("Insert") {
        withAnimation(.linear(duration: 1)) { rows.insert(0, at: 0) }
      }
      Button("Spring") {
        withAnimation(.spring(duration: 0.5, bounce: 0)) { rows.insert(rows.count + 10, at: 0) }
      }
    }
  }
}

private struct Growing: View {
  @State var wide = false
  var body: some View {
    HStack(spacing: 0) {
      Color.red.frame(width: wide ? 200 : 100, height: 10)
      Color.blue.frame(width: 50, height: 10)
    }
    .onTapGesture { withAnimation(.linear(duration: 2)) { wide.toggle() } }
  }
}

/// Layout animates: SwiftUI animates every view's geometry along the transaction of the
/// change that moved it (Apple: "Animating views and transitions"; a view inserted with
/// `withAnimation` pushes its siblings smoothly). Positions are linear in the animated frame,
/// so a linear animation puts them exactly halfway at half time.
@MainActor
@Suite("Layout animation")
struct LayoutAnimationTests {
  @Test("inserting a row with withAnimation slides the rows below it")
  func insertionSlidesNeighbours() throws {
    let host = ViewHost(Rows())
    let start = try #require(frame("row 1", in: host))
    try host.tap("Insert")
    #expect(frame("row 1", in: host) == start)  // the animation starts where it was
    host.advance(by: 0.25)
    let quarter = try #require(frame("row 1", in: host))
    host.advance(by: 0.75)
    let end = try #require(frame("row 1", in: host))
    // The stack grew by one 40-point row, so it moved up 20 (it is centred) and row 1 moved
    // down 40 within it: 20 points down on screen.
    #expect(end.minY - start.minY == 20)
    #expect(abs(quarter.minY - (start.minY + 5)) < 1e-9)
    // The new row appears at its place (a transition would animate it).
    #expect(frame("row 0", in: host)?.minY == end.minY - 40)
  }

  @Test("a frame that grows moves its neighbour at the exact rate of the animation")
  func velocitiesCoverFrames() throws {
    let host = ViewHost(Growing())
    try host.tap("HStack")
    host.advance(by: 1)
    // Width 100 → 200 over 2 s: the red frame widens at 50 pt/s; the stack is centred so red
    // moves left at 25 pt/s and blue right at 25 pt/s.
    let red = try #require(host.velocities(of: "red"))
    let blue = try #require(host.velocities(of: "blue"))
    #expect(abs((red["frame.width"] ?? 0) - 50) < 1e-6)
    #expect(abs((red["frame.x"] ?? 0) + 25) < 1e-6)
    #expect(abs((blue["frame.x"] ?? 0) - 25) < 1e-6)
    #expect(abs((blue["frame.width"] ?? 1)) < 1e-9)
  }

  @Test("a change mid-flight retargets a spring with its velocity carried")
  func retargetKeepsVelocity() throws {
    let host = ViewHost(Rows())
    try host.tap("Spring")
    host.advance(by: 0.1)
    let before = try #require(host.velocities(of: "row 1")?["frame.y"])
    let position = try #require(frame("row 1", in: host)?.minY)
    try host.tap("Spring")
    let after = try #require(host.velocities(of: "row 1")?["frame.y"])
    #expect(frame("row 1", in: host)?.minY == position)
    #expect(abs(after - before) < 1e-6)
    #expect(before > 0)
  }

  @Test("a change without animation moves frames at once")
  func unanimatedChange() throws {
    struct Plain: View {
      @State var tall = false
      var body: some View {
        VStack(spacing: 0) {
          Color.red.frame(width: 10, height: tall ? 100 : 10)
          Button("Grow") { tall = true }
        }
      }
    }
    let host = ViewHost(Plain())
    try host.tap("Grow")
    #expect(frame("red", in: host)?.height == 100)
    #expect(host.runningAnimations == 0)
  }
}

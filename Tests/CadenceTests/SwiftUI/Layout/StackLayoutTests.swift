import Cadence
import CadenceTesting
import Foundation
import Testing

/// The stack rules: Apple's `HStack`/`VStack` documentation and "Composing custom layouts
/// with SwiftUI" (the proposal/response model), and OpenSwiftUI's
/// `Sources/OpenSwiftUICore/Layout/Stack` (spacing subtracted first, priorities, least
/// flexible first).
@MainActor
@Suite("Stack layout")
struct StackLayoutTests {
  @Test("the root is proposed the screen and centred on it (a hosting window's rule)")
  func rootIsCentred() {
    let host = ViewHost(Color.red.frame(width: 100, height: 50))
    #expect(frame("red", in: host) == rect(145, 397, 100, 50))
    let small = ViewHost(Color.red, size: CGSize(width: 200, height: 100))
    #expect(frame("red", in: small) == rect(0, 0, 200, 100))
  }

  @Test("an HStack splits what is left after the default 8-point spacing equally")
  func equalShares() {
    let host = ViewHost(
      HStack {
        Color.red
        Color.green
        Color.blue
      }.frame(width: 316, height: 40))
    // (316 − 2 × 8) / 3 = 100 each.
    #expect(frame("red", in: host) == rect(37, 402, 100, 40))
    #expect(frame("green", in: host) == rect(145, 402, 100, 40))
    #expect(frame("blue", in: host) == rect(253, 402, 100, 40))
  }

  @Test("the least flexible view is sized first: a fixed frame keeps its width")
  func leastFlexibleFirst() {
    let host = ViewHost(
      HStack(spacing: 10) {
        Color.red
        Color.green.frame(width: 50)
      }.frame(width: 300, height: 20))
    #expect(frame("green", in: host)?.width == 50)
    #expect(frame("red", in: host)?.width == 240)
  }

  @Test("a higher layoutPriority is offered the space before the others, which keep their minimum")
  func priority() {
    let host = ViewHost(
      HStack(spacing: 0) {
        Text("aaaaaaaaaa")  // 10 characters × 8.5 = 85 ideal
        Text("bbbbbbbbbb").layoutPriority(1)
      }.frame(width: 100))
    // The prioritised text takes its ideal 85; the other is offered the remaining 15, where
    // one character (8.5) fits per line: ten lines of 21.
    #expect(frame("bbbbbbbbbb", in: host)?.width == 85)
    #expect(frame("aaaaaaaaaa", in: host)?.size == CGSize(width: 8.5, height: 210))
  }

  @Test("a spacer takes what is left, at least its minimum length, and no height")
  func spacer() {
    let host = ViewHost(
      HStack(spacing: 0) {
        Text("ab")
        Spacer()
        Text("cd")
      }.frame(width: 200))
    #expect(frame("ab", in: host) == rect(95, 411.5, 17, 21))
    let spacer = host.snapshot().first("Spacer")?.frame
    #expect(spacer?.width == 166)
    #expect(spacer?.height == 0)
    #expect(frame("cd", in: host)?.minX == 278)
  }

  @Test("a spacer inside layout modifiers still expands along its stack only")
  func spacerInsideModifiers() {
    // SwiftUI's stacks pass their orientation to a spacer through the modifiers around it:
    // framed or padded, it still takes no height in a row.
    let host = ViewHost(
      HStack(spacing: 0) {
        Text("ab")
        Spacer().frame(minWidth: 10).padding(.horizontal, 5)
        Text("cd")
      }.frame(width: 200))
    let spacer = host.snapshot().first("Spacer")?.frame
    #expect(spacer?.width == 156)
    #expect(spacer?.height == 0)
    #expect(frame("cd", in: host)?.minX == 278)
  }

  @Test("cross-axis alignment lines the views up on the guide")
  func alignment() {
    let host = ViewHost(
      HStack(alignment: .top, spacing: 0) {
        Color.red.frame(width: 10, height: 40)
        Color.blue.frame(width: 10, height: 20)
      })
    #expect(frame("red", in: host)?.minY == frame("blue", in: host)?.minY)
    let bottom = ViewHost(
      VStack(alignment: .trailing, spacing: 4) {
        Color.red.frame(width: 40, height: 10)
        Color.blue.frame(width: 20, height: 10)
      })
    #expect(frame("red", in: bottom)?.maxX == frame("blue", in: bottom)?.maxX)
    #expect(frame("blue", in: bottom)?.minY == (frame("red", in: bottom)?.maxY ?? 0) + 4)
  }

  @Test("a VStack is as wide as its widest view and as tall as the sum plus spacing")
  func vstackSize() {
    let host = ViewHost(
      VStack {
        Text("Hello")
        Text("Hi")
      })
    // Hello: 5 × 8.5 = 42.5 wide, 21 tall; 21 + 8 + 21 = 50. Centred at x = 173.75, which
    // the 2× pixel grid rounds to 174 (and its far edge, 216.25, to 216.5).
    #expect(host.snapshot().first("VStack")?.frame == rect(174, 397, 42.5, 50))
    #expect(frame("Hi", in: host) == rect(186.5, 426, 17, 21))
  }

  @Test("a ZStack is the union of its aligned views")
  func zstack() {
    let host = ViewHost(
      ZStack(alignment: .bottomTrailing) {
        Color.red.frame(width: 60, height: 20)
        Color.blue.frame(width: 20, height: 40)
      })
    #expect(host.snapshot().first("ZStack")?.frame.size == CGSize(width: 60, height: 40))
    #expect(frame("red", in: host)?.maxY == frame("blue", in: host)?.maxY)
    #expect(frame("red", in: host)?.maxX == frame("blue", in: host)?.maxX)
  }

  @Test("a ForEach's views and a Group's are the stack's own subviews")
  func flattening() {
    let host = ViewHost(
      VStack(spacing: 2) {
        ForEach(0..<3) { index in Color.red.frame(width: 10, height: 10) }
        Group {
          Color.blue.frame(width: 10, height: 10)
        }
      })
    // Four views of 10 and three gaps of 2.
    #expect(host.snapshot().first("VStack")?.frame.height == 46)
  }

  @Test("a scroll view proposes its content its ideal height and takes the proposal")
  func scrollView() {
    let host = ViewHost(
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<100) { _ in Color.red.frame(height: 20) }
        }
      })
    #expect(host.snapshot().first("ScrollView")?.frame == rect(0, 0, 390, 844))
    #expect(host.snapshot().first("VStack")?.frame == rect(0, 0, 390, 2000))
  }
}

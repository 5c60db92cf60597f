import Cadence
import CadenceTesting
import Foundation
import Testing

/// The layout modifiers. Sources: Apple's documentation of `frame(width:height:alignment:)`,
/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (the
/// sizing rules quoted below), `padding(_:_:)` (16 points by default on iOS), `fixedSize()`,
/// `overlay(alignment:content:)`, `position(x:y:)`, `aspectRatio(_:contentMode:)` and
/// `alignmentGuide(_:computeValue:)`; OpenSwiftUI's `Sources/OpenSwiftUICore/Layout/`
/// (frame layouts, padding, position).
@MainActor
@Suite("Modifier layout")
struct ModifierLayoutTests {
  @Test("a frame is the node's own size; an outer frame aligns it (the issue's example)")
  func nestedFrames() {
    let host = ViewHost(
      Color.red.frame(width: 50, height: 50).frame(
        width: 200, height: 100, alignment: .topLeading))
    // The 200×100 box is centred: (95, 372); the red square sits at its top left.
    #expect(frame("red", in: host) == rect(95, 372, 50, 50))
  }

  @Test("a frame with one dimension takes the content's other dimension")
  func oneDimension() {
    let host = ViewHost(Text("Hello").frame(width: 100))
    #expect(frame("Hello", in: host) == rect(174, 411.5, 42.5, 21))
  }

  @Test("maxWidth infinity fills the proposal; minWidth raises a small view")
  func flexibleFrames() {
    let fill = ViewHost(Color.red.frame(height: 10).frame(maxWidth: .infinity))
    #expect(frame("red", in: fill)?.width == 390)
    let text = ViewHost(
      Text("Hi").frame(minWidth: 100, alignment: .leading).background { Color.blue })
    // "If a minimum constraint is specified and the size proposed … is less than the size
    // of this view, the proposed size, clamped to that minimum": the frame is 100 wide.
    #expect(frame("blue", in: text)?.width == 100)
    #expect(frame("Hi", in: text)?.minX == frame("blue", in: text)?.minX)
    // "If both constraints are specified in a dimension, the frame unconditionally adopts
    // the size proposed for it, clamped to the constraints."
    let both = ViewHost(Text("Hi").frame(minWidth: 10, maxWidth: 300).background { Color.blue })
    #expect(frame("blue", in: both)?.width == 300)
    // Asked for its ideal size, a frame with an ideal width is that wide.
    let ideal = ViewHost(
      Color.red.frame(idealWidth: 70, idealHeight: 30).fixedSize())
    #expect(frame("red", in: ideal)?.size == CGSize(width: 70, height: 30))
  }

  @Test("padding insets the content by 16 points by default")
  func padding() {
    let host = ViewHost(Text("Hi").padding().background { Color.blue })
    #expect(frame("blue", in: host)?.size == CGSize(width: 17 + 32, height: 21 + 32))
    #expect(frame("Hi", in: host)?.minX == (frame("blue", in: host)?.minX ?? 0) + 16)
    let edges = ViewHost(Text("Hi").padding(.leading, 4).padding(.top, 2).background { Color.blue })
    #expect(frame("blue", in: edges)?.size == CGSize(width: 21, height: 23))
  }

  @Test("fixedSize keeps text on one line where it would wrap")
  func fixedSize() {
    let wrapped = ViewHost(Text("one two three").frame(width: 60))
    // 60 / 8.5 = 7 characters a line: "one two" (7), "three" (5).
    #expect(frame("one two three", in: wrapped)?.size == CGSize(width: 59.5, height: 42))
    let fixed = ViewHost(Text("one two three").fixedSize().frame(width: 60))
    #expect(frame("one two three", in: fixed)?.size == CGSize(width: 110.5, height: 21))
  }

  @Test("an overlay and a background take the size of the view they decorate")
  func decorations() {
    let host = ViewHost(
      Color.red.frame(width: 80, height: 40)
        .overlay(alignment: .topTrailing) { Color.green.frame(width: 10, height: 10) }
        .background { Color.blue })
    let red = frame("red", in: host)
    #expect(frame("blue", in: host) == red)
    #expect(frame("green", in: host) == rect((red?.maxX ?? 0) - 10, red?.minY ?? 0, 10, 10))
    // A background renders before the view, an overlay after it.
    #expect(host.snapshot().roots.map { $0.label } == ["blue", "red", "green"])
  }

  @Test("position centres the view at the point and takes the whole proposal")
  func position() {
    let host = ViewHost(
      Color.red.frame(width: 20, height: 20).position(x: 30, y: 40))
    #expect(frame("red", in: host) == rect(20, 30, 20, 20))
  }

  @Test("aspectRatio fits the largest size with the ratio into the proposal")
  func aspectRatio() {
    let host = ViewHost(Color.red.aspectRatio(2, contentMode: .fit))
    #expect(frame("red", in: host)?.size == CGSize(width: 390, height: 195))
    let fill = ViewHost(
      Color.red.aspectRatio(2, contentMode: .fill), size: CGSize(width: 100, height: 100))
    #expect(frame("red", in: fill)?.size == CGSize(width: 200, height: 100))
  }

  private enum Marker: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
  }

  @Test("a custom alignment guide lines up views across stacks")
  func customAlignment() {
    let marker = HorizontalAlignment(Marker.self)
    let host = ViewHost(
      VStack(alignment: marker, spacing: 0) {
        HStack(spacing: 0) {
          Color.red.frame(width: 30, height: 10)
          Color.green.frame(width: 10, height: 10).alignmentGuide(marker) { $0[.leading] }
        }
        Color.blue.frame(width: 50, height: 10).alignmentGuide(marker) { $0.width / 2 }
      })
    // The green square's leading edge lines up with the blue bar's centre.
    #expect(frame("green", in: host)?.minX == frame("blue", in: host)?.midX)
  }

  @Test("offset, rotation and scale leave the layout unchanged")
  func renderEffects() {
    let plain = ViewHost(
      HStack {
        Color.red.frame(width: 10, height: 10)
        Text("x")
      })
    let moved = ViewHost(
      HStack {
        Color.red.frame(width: 10, height: 10).offset(x: 30).rotationEffect(.degrees(20))
          .scaleEffect(2)
        Text("x")
      })
    #expect(frame("red", in: plain) == frame("red", in: moved))
    #expect(frame("x", in: plain) == frame("x", in: moved))
    #expect(moved.snapshot().first("red")?["offset.x"] == 30)
  }

  @Test("invalid frame dimensions are reported with SwiftUI's words and ignored")
  func invalidFrames() {
    let host = ViewHost(
      VStack {
        Color.red.frame(width: -10, height: 20)
        Color.green.frame(minWidth: 50, maxWidth: 10)
        Color.blue.frame(width: .nan, height: .infinity)
      })
    let messages = host.diagnostics.map(\.message)
    #expect(messages.contains { $0.hasPrefix("Invalid frame dimension (negative or non-finite).") })
    #expect(messages.contains { $0.hasPrefix("Contradictory frame constraints specified.") })
    for node in host.snapshot().allNodes {
      for value in [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height] {
        #expect(value.isFinite)
      }
    }
    #expect(frame("red", in: host)?.height == 20)
    #expect(frame("green", in: host)?.width == 50)
  }

  @Test("an infinite proposal never gives an infinite frame")
  func infiniteProposal() {
    let host = ViewHost(
      ScrollView([.horizontal, .vertical]) { Color.red.frame(maxWidth: .infinity) })
    let red = frame("red", in: host)
    #expect(red?.width.isFinite == true)
    #expect(red?.height.isFinite == true)
  }
}

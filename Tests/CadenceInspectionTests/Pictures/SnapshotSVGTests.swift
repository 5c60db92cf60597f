import Cadence
import CadenceTesting
import Foundation
import Testing

@Suite("SVG pictures")
struct SnapshotSVGTests {
  @Test("each node is a group at its frame with its effects as SVG transforms, children inside")
  func staticDocument() {
    let swatch = pictureNode(
      "Color", "red", frame: CGRect(x: 10, y: 20, width: 50, height: 40),
      attributes: ["offset.x": 5, "rotation": 30, "opacity": 0.5, "cornerRadius": 4],
      path: "V/Color")
    let stack = pictureNode(
      "VStack", frame: CGRect(x: 10, y: 20, width: 50, height: 40), children: [swatch],
      path: "V")
    let document = SnapshotSVG(screenSize: CGSize(width: 100, height: 80))
      .document(Snapshot(time: 0, roots: [stack]))
    #expect(
      document == """
        <svg xmlns="http://www.w3.org/2000/svg" width="100" height="80" viewBox="0 0 100 80" \
        font-family="monospace">
        <rect width="100" height="80" fill="#ffffff"/>
        <g data-path="V" transform="translate(10 20)"><g data-path="V/Color" \
        transform="translate(5 0) rotate(30 25 20)" opacity="0.5"><rect width="50" height="40" \
        rx="4" fill="#ff3b30"/></g>
        </g>
        </svg>

        """)
  }

  @Test("scale about its anchor, a geometry effect's matrix, text at its baseline, a path")
  @MainActor
  func effectsAndContent() {
    let host = ViewHost(
      VStack(spacing: 0) {
        Text("Hi").scaleEffect(2, anchor: .topLeading)
        Capsule().stroke(.blue, lineWidth: 3).frame(width: 40, height: 20)
      }, size: CGSize(width: 100, height: 100))
    let document = SnapshotSVG(screenSize: CGSize(width: 100, height: 100))
      .document(host.snapshot())
    #expect(document.contains("translate(0 0) scale(2 2) translate(0 0)"), "\(document)")
    // A body line is 21 points; its baseline 4/5 down.
    #expect(document.contains("<tspan x=\"0\" y=\"16.8\" textLength=\"17\""), "\(document)")
    #expect(document.contains("stroke=\"#007aff\" stroke-width=\"3\""), "\(document)")
    #expect(document.contains("<path d=\"M "), "\(document)")
  }
}

@Suite("Animated SVG of a run")
struct AnimatedSVGTests {
  struct Mover: View {
    @State private var moved = false
    var body: some View {
      VStack {
        Color.red.frame(width: 10, height: 10).offset(x: moved ? 100 : 0)
        Button("Go") { withAnimation(.linear(duration: 1)) { moved = true } }
      }
    }
  }

  @Test("a linear move is one animateTransform through its start and end, looping")
  @MainActor
  func linearMove() throws {
    let host = ViewHost(Mover(), size: CGSize(width: 200, height: 100), framesPerSecond: 30)
    try host.tap("Go")
    let log = host.record(scene: "mover", until: 1.5)
    let document = AnimatedSVG(log: log, screenSize: CGSize(width: 200, height: 100)).document
    // Frames 0…1.5 s and half a second's hold: 2 s in all; the motion ends at 0.5 of it.
    let move = try #require(
      document.components(separatedBy: "<animateTransform").dropFirst().first {
        $0.contains("type=\"translate\"")
      })
    // The swatch sits 3.5 points into the stack, which the button makes 17 wide.
    #expect(move.contains("values=\"3.5 0;103.5 0;103.5 0\""), "\(move)")
    #expect(move.contains("keyTimes=\"0;0.5;1\""), "\(move)")
    #expect(move.contains("dur=\"2s\" repeatCount=\"indefinite\""), "\(move)")
    // The time in tenths of a second, each label visible in its window.
    #expect(document.contains(">t=0.7s</text>"))
    #expect(document.contains("keyTimes=\"0;0.35;0.4\""))
  }
}

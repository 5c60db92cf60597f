import Cadence
import CadenceTesting
import Foundation
import Testing

/// A node built by hand at `frame`, with `attributes` and `styles` added.
func pictureNode(
  _ kind: String, _ label: String? = nil, frame: CGRect, attributes: [String: Double] = [:],
  styles: [String: String] = [:], children: [SnapshotNode] = [], path: String = "node"
) -> SnapshotNode {
  var all = attributes
  all["frame.x"] = frame.minX
  all["frame.y"] = frame.minY
  all["frame.width"] = frame.width
  all["frame.height"] = frame.height
  return SnapshotNode(
    kind: kind, label: label, path: path, children: children, attributes: all, styles: styles)
}

/// Pictures of a 10 × 5-cell screen: 85 × 105 points at the default 8.5 × 21 points a cell,
/// so that cell centres fall at x = 4.25 + 8.5·column and y = 10.5 + 21·row.
@Suite("Terminal pictures")
struct TerminalPictureTests {
  let picture = TerminalPicture(screenSize: CGSize(width: 85, height: 105))

  func draw(_ nodes: SnapshotNode..., color: Bool = false) -> String {
    picture.render(Snapshot(time: 0, roots: nodes), color: color)
  }

  @Test("the default scale fits a 390 × 844 host in 46 × 41 cells, one body character a cell")
  func defaultScale() {
    let standard = TerminalPicture()
    #expect(standard.columns == 46)
    #expect(standard.rows == 41)
  }

  /// Before, each character went to the cell its centre fell in, 6.5 points after the one
  /// before in 8.5-point cells: "FRUITS" was drawn "FRUTS".
  @Test("text smaller than a cell keeps every letter, a cell each")
  func smallText() {
    // A footnote (13 points): 6.5 points a character, 16 points a line.
    let header = pictureNode(
      "Text", "FRUITS", frame: CGRect(x: 0, y: 0, width: 39, height: 16),
      attributes: ["font.size": 13])
    let caption = pictureNode(
      "Text", "ACTIONS", frame: CGRect(x: 0, y: 42, width: 45.5, height: 16),
      attributes: ["font.size": 13])
    // Spread past the frame only over blank cells: a colour beside the caption stops it.
    let swatch = pictureNode("Color", "black", frame: CGRect(x: 51, y: 42, width: 34, height: 21))
    #expect(
      draw(header, caption, swatch) == """
        FRUITS    
                  
        ACTION████
                  
                  

        """)
  }

  @Test("a colour fills its cells with the shade of its lightness; a text sits at its place")
  func fillAndText() {
    // Red (255, 59, 48) has a luminance of 0.39: the second-darkest shade.
    let red = pictureNode("Color", "red", frame: CGRect(x: 0, y: 0, width: 34, height: 42))
    let text = pictureNode("Text", "Hi", frame: CGRect(x: 42.5, y: 63, width: 17, height: 21))
    #expect(
      draw(red, text) == """
        ▓▓▓▓      
        ▓▓▓▓      
                  
             Hi   
                  

        """)
  }

  @Test("a text is clipped to its frame and wrapped as the text metric wraps it")
  func textClipping() {
    // 25.5 points hold three characters a line; two lines of 21 points fit in 42.
    let text = pictureNode(
      "Text", "abc defgh", frame: CGRect(x: 0, y: 0, width: 25.5, height: 42))
    #expect(
      draw(text) == """
        abc       
        def       
                  
                  
                  

        """)
  }

  @Test("offset, rotation, scale and opacity move, turn, shrink and fade the outline")
  func effects() {
    let bar = CGRect(x: 0, y: 42, width: 85, height: 21)
    #expect(
      draw(pictureNode("Color", "black", frame: bar)).split(separator: "\n")[2] == "██████████")
    // A quarter turn about the centre (42.5, 52.5): 21 wide and 85 tall, columns 4 and 5.
    let turned = draw(pictureNode("Color", "black", frame: bar, attributes: ["rotation": 90]))
    #expect(turned == String(repeating: "    ██    \n", count: 5))
    // Scaled by 0.4 about its centre: 34 × 8.4 points, x from 25.5 to 59.5.
    let scaled = draw(
      pictureNode("Color", "black", frame: bar, attributes: ["scale.x": 0.4, "scale.y": 0.4]))
    #expect(scaled.split(separator: "\n", omittingEmptySubsequences: false)[2] == "   ████   ")
    let moved = draw(
      pictureNode(
        "Color", "black", frame: CGRect(x: 0, y: 0, width: 17, height: 21),
        attributes: ["offset.x": 34, "offset.y": 21]))
    #expect(moved.split(separator: "\n", omittingEmptySubsequences: false)[1] == "    ██    ")
    // Half-opaque black over the white screen is mid grey.
    let faded = draw(pictureNode("Color", "black", frame: bar, attributes: ["opacity": 0.5]))
    #expect(faded.split(separator: "\n")[2] == "▒▒▒▒▒▒▒▒▒▒")
  }

  @Test("an effect on a stack moves what is inside it")
  func effectsReachChildren() {
    let child = pictureNode(
      "Color", "black", frame: CGRect(x: 0, y: 0, width: 17, height: 21), path: "V/C")
    let stack = pictureNode(
      "VStack", frame: CGRect(x: 0, y: 0, width: 17, height: 21), attributes: ["offset.x": 51],
      children: [child], path: "V")
    #expect(draw(stack).split(separator: "\n")[0] == "      ██  ")
  }

  @Test("a circle is drawn as its path, not its frame")
  func circle() {
    let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 85, height: 105)).svgPathData
    let circle = pictureNode(
      "Circle", frame: CGRect(x: 0, y: 0, width: 85, height: 105),
      styles: ["path": path, "fill": "black"])
    // Inside when ((x − 42.5)/42.5)² + ((y − 52.5)/52.5)² < 1 at the cell's centre.
    #expect(
      draw(circle) == """
          ██████  
        ██████████
        ██████████
        ██████████
          ██████  

        """)
  }

  @Test("with colour, each cell has 24-bit ANSI colours, reset at the end of each line")
  func ansiColor() {
    let small = TerminalPicture(screenSize: CGSize(width: 17, height: 21))
    let red = pictureNode("Color", "red", frame: CGRect(x: 0, y: 0, width: 8.5, height: 21))
    let output = small.render(Snapshot(time: 0, roots: [red]), color: true)
    #expect(
      output
        == "\u{1B}[0;38;2;0;0;0;48;2;255;59;48m \u{1B}[0;38;2;0;0;0;48;2;255;255;255m \u{1B}[0m\n"
    )
  }

  @Test("a picture larger than the terminal is cropped with markers, not wrapped")
  func cropping() {
    let red = pictureNode("Color", "black", frame: CGRect(x: 0, y: 0, width: 85, height: 105))
    let output = picture.render(Snapshot(time: 0, roots: [red]), limit: (6, 3))
    #expect(output == "█████›\n█████›\n⌄ crop\n")
    let wide = TerminalPicture(screenSize: CGSize(width: 85, height: 42))
    let note = wide.render(Snapshot(time: 0, roots: [red]), limit: (60, 1))
    #expect(note == "⌄ cropped to 10×0 of 10×2 cells\n")
  }

  @Test("buttons, toggles and fields are recognisable")
  @MainActor
  func controls() {
    struct Controls: View {
      var body: some View {
        VStack(spacing: 0) {
          Button("Go") {}
          Toggle("Wi-Fi", isOn: .constant(true))
          Toggle("Air", isOn: .constant(false))
          TextField("Name", text: .constant(""))
          SecureField("PIN", text: .constant("1234"))
        }
      }
    }
    let host = ViewHost(Controls(), size: CGSize(width: 170, height: 147))
    let lines = TerminalPicture(screenSize: CGSize(width: 170, height: 147))
      .render(host.snapshot()).split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.contains("[Go]") }, "\(lines)")
    #expect(lines.contains { $0.contains("Wi-Fi") && $0.hasSuffix("[ ●]") }, "\(lines)")
    #expect(lines.contains { $0.contains("Air") && $0.hasSuffix("[● ]") }, "\(lines)")
    #expect(lines.contains { $0.contains("Name") && $0.contains("___") }, "\(lines)")
    #expect(lines.contains { $0.contains("••••") }, "\(lines)")
  }

  @Test("the same snapshot always gives the same characters")
  @MainActor
  func deterministic() {
    let host = ViewHost(
      VStack {
        Text("Cadence")
        Circle().fill(.blue).frame(width: 60, height: 60)
      })
    let snapshot = host.snapshot()
    let first = TerminalPicture().render(snapshot, color: true)
    for _ in 0..<3 { #expect(TerminalPicture().render(snapshot, color: true) == first) }
    #expect(first.contains("Cadence"))
  }
}

/// Snapshots read from logs or built by hand can hold any number: a picture of them must not
/// trap converting a coordinate to a cell, nor draw what cannot be placed.
@Suite("Terminal pictures of bad geometry")
struct TerminalPictureBadInputTests {
  @Test("non-finite and enormous frames, offsets and scales draw nothing, without trapping")
  func extremeGeometry() {
    let picture = TerminalPicture(screenSize: CGSize(width: 85, height: 105))
    let cases: [SnapshotNode] = [
      pictureNode("Color", "black", frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)),
      pictureNode("Color", "black", frame: CGRect(x: 0, y: 0, width: 1e300, height: 1e300)),
      pictureNode(
        "Color", "black", frame: CGRect(x: 0, y: 0, width: 10, height: 10),
        attributes: ["offset.x": 1e300, "scale.x": Double.infinity]),
      pictureNode("Text", "far", frame: CGRect(x: -1e300, y: 1e300, width: 30, height: 21)),
      pictureNode(
        "Text", "nan", frame: CGRect(x: 0, y: 0, width: 30, height: 21),
        attributes: ["rotation": Double.nan, "font.size": Double.infinity]),
    ]
    for node in cases {
      let output = picture.render(Snapshot(time: 0, roots: [node]))
      #expect(output.split(separator: "\n").count == 5)
    }
    // The enormous colour covers the whole screen; the others are nowhere.
    let covered = picture.render(Snapshot(time: 0, roots: [cases[1]]))
    #expect(covered == String(repeating: "██████████\n", count: 5))
  }

  @Test("a screen size that is not a size falls back to the default, one that is huge is capped")
  func extremeScreens() {
    #expect(TerminalPicture(screenSize: CGSize(width: CGFloat.nan, height: -3)).columns == 46)
    let huge = TerminalPicture(screenSize: CGSize(width: 1e300, height: 1e300))
    #expect(
      huge.columns == TerminalPicture.maximumCells && huge.rows == TerminalPicture.maximumCells)
  }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// `Canvas` records its immediate-mode drawing (Cadence draws no pixels): each command with
/// its path as SVG path data in the canvas's coordinates, at the size it was laid out at.
@MainActor
@Suite("Canvas")
struct CanvasTests {
  @Test("a canvas records its drawing commands at its size")
  func canvas() {
    let view = Canvas { context, size in
      context.fill(
        Path(CGRect(x: 0, y: 0, width: size.width / 2, height: 10)), with: .color(.red))
      context.stroke(
        Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.blue),
        lineWidth: 2)
    }
    .frame(width: 40, height: 20)
    let canvas = ViewHost(view).snapshot().first("Canvas")
    let commands = canvas?.style("commands")?.split(separator: "\n").map(String.init) ?? []
    #expect(commands.first == "fill M 0 0 L 20 0 L 20 10 L 0 10 Z with red")
    #expect(commands.last?.hasPrefix("stroke M 4 2 C") == true)
    #expect(commands.last?.hasSuffix("with blue width 2") == true)
  }
}

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

  /// SwiftUI's renderer is `(inout GraphicsContext, CGSize) -> Void`, not main-actor: it may
  /// be written in nonisolated code, drawing text and images.
  @Test("a renderer written in nonisolated code draws text and images")
  func nonisolatedRenderer() {
    let renderer: (inout GraphicsContext, CGSize) -> Void = NonisolatedDrawing.draw
    let canvas = Canvas(renderer: renderer)
    let stored: (inout GraphicsContext, CGSize) -> Void = canvas.renderer
    let host = ViewHost(Canvas(renderer: stored).frame(width: 60, height: 30))
    let commands = host.snapshot().first("Canvas")?.style("commands") ?? ""
    #expect(commands.contains(#"text "hi""#), "\(commands)")
    #expect(commands.contains(#"image "star""#), "\(commands)")
  }
}

/// A renderer of nonisolated code.
enum NonisolatedDrawing {
  static func draw(_ context: inout GraphicsContext, _ size: CGSize) {
    context.draw(Text("hi"), at: CGPoint(x: size.width / 2, y: 10))
    let star = context.resolve(Image(systemName: "star"))
    context.draw(star, at: CGPoint(x: 10, y: 20))
  }
}

/// The context's state and the rest of its commands (Apple's documentation of
/// `GraphicsContext`: transforms apply to what is drawn after them; `drawLayer` draws into a
/// layer composited with the context's opacity and blend mode; a copy draws on the same
/// canvas; `clip(to:)` narrows `clipBoundingRect`).
@MainActor
@Suite("Graphics context")
struct GraphicsContextTests {
  func commands(_ renderer: @escaping @MainActor (inout GraphicsContext, CGSize) -> Void)
    -> [String]
  {
    let canvas = ViewHost(Canvas(renderer: renderer).frame(width: 100, height: 50)).snapshot()
      .first("Canvas")
    return canvas?.style("commands")?.split(separator: "\n").map(String.init) ?? []
  }

  @Test("transforms move what is drawn after them; opacity and blend mode follow each command")
  func transformsAndState() {
    let lines = commands { context, _ in
      context.translateBy(x: 10, y: 5)
      context.scaleBy(x: 2, y: 2)
      context.opacity = 0.5
      context.blendMode = .multiply
      context.fill(Path(CGRect(x: 0, y: 0, width: 3, height: 4)), with: .color(.red))
      var copy = context
      copy.rotate(by: .degrees(90))
      copy.stroke(
        Path {
          $0.move(to: .zero)
          $0.addLine(to: CGPoint(x: 1, y: 0))
        }, with: .foreground,
        lineWidth: 2)
    }
    #expect(lines[0] == "fill M 10 5 L 16 5 L 16 13 L 10 13 Z with red opacity 0.5 blend multiply")
    // Rotated a quarter turn, then scaled by 2 and moved: (1, 0) goes to (10, 7).
    #expect(lines[1] == "stroke M 10 5 L 10 7 with foreground width 2 opacity 0.5 blend multiply")
  }

  @Test("clips, filters and layers are commands; a layer's drawing is indented inside it")
  func clipsFiltersLayers() {
    var bounds = CGRect.null
    let lines = commands { context, size in
      context.clip(to: Path(CGRect(x: 0, y: 0, width: 40, height: size.height)))
      bounds = context.clipBoundingRect
      context.addFilter(.blur(radius: 3))
      context.opacity = 0.25
      context.drawLayer { layer in
        layer.fill(
          Path(ellipseIn: CGRect(x: 0, y: 0, width: 2, height: 2)),
          with: .linearGradient(
            Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 0, y: 2)))
      }
    }
    #expect(bounds == CGRect(x: 0, y: 0, width: 40, height: 50))
    #expect(lines[0] == "clip M 0 0 L 40 0 L 40 50 L 0 50 Z")
    #expect(lines[1] == "filter blur(3)")
    // A projection filter is recorded with its matrix.
    let projected = commands { context, _ in
      context.addFilter(
        .projectionTransform(ProjectionTransform(CGAffineTransform(translationX: 5, y: 7))))
    }
    #expect(projected == ["filter projectionTransform(1 0 0; 0 1 0; 5 7 1)"])
    #expect(lines[2] == "layer opacity 0.25")
    #expect(lines[3].hasPrefix("  fill M 2 1 C"))
    #expect(lines[3].hasSuffix("with linearGradient(red 0, blue 1) from 0 0 to 0 2"))
    #expect(lines[4] == "end layer")
  }

  @Test("text is resolved and measured as a Text view is, and drawn where its anchor says")
  func text() {
    var measured = CGSize.zero
    let lines = commands { context, _ in
      let resolved = context.resolve(Text("Hi"))
      measured = resolved.measure(in: CGSize(width: 100, height: 100))
      context.draw(resolved, at: CGPoint(x: 50, y: 25), anchor: .topLeading)
    }
    let label = ViewHost(Text("Hi").fixedSize()).snapshot().first("Hi")!.frame.size
    #expect(measured == label)
    #expect(
      lines == [
        "text \"Hi\" at 50 25 in 50 25 \(DecimalFormatting.format(measured.width)) "
          + DecimalFormatting.format(measured.height)
      ])
  }
}

@MainActor
@Suite("Canvas settings")
struct CanvasSettingsTests {
  @Test("a canvas keeps its settings and records those that are not the defaults")
  func settings() throws {
    let canvas = Canvas(opaque: true, colorMode: .linear, rendersAsynchronously: true) { _, _ in
    }
    #expect(canvas.isOpaque && canvas.rendersAsynchronously && canvas.colorMode == .linear)
    let node = try #require(ViewHost(canvas).snapshot().first("Canvas"))
    #expect(node.style("opaque") == "true")
    #expect(node.style("colorMode") == "linear")
    #expect(node.style("rendersAsynchronously") == "true")
    let plain = try #require(ViewHost(Canvas { _, _ in }).snapshot().first("Canvas"))
    #expect(plain.style("opaque") == nil && plain.style("colorMode") == nil)
  }
}

/// A context given numbers that are not finite: what they would draw is left out of the
/// record and reported (`nonFiniteValue`, naming the command and the value), and no NaN or ∞
/// reaches the snapshot.
@MainActor
@Suite("Graphics context: numbers that are not finite")
struct GraphicsContextNonFiniteTests {
  func drawn(_ renderer: @escaping @MainActor (inout GraphicsContext, CGSize) -> Void)
    -> (commands: [String], messages: [String])
  {
    let host = ViewHost(Canvas(renderer: renderer).frame(width: 100, height: 50))
    let commands = host.snapshot().first("Canvas")?.style("commands") ?? ""
    return (
      commands.split(separator: "\n").map(String.init),
      host.diagnostics.filter { $0.kind == .nonFiniteValue }.map(\.message)
    )
  }

  let square = Path(CGRect(x: 0, y: 0, width: 2, height: 2))

  @Test(
    "a context scaled, moved or rotated by NaN or ∞ draws nothing and says so",
    arguments: 0..<4)
  func transforms(kind: Int) {
    let (commands, messages) = drawn { context, _ in
      switch kind {
      case 0: context.scaleBy(x: .nan, y: 1)
      case 1: context.translateBy(x: .infinity, y: 0)
      case 2: context.rotate(by: .radians(.nan))
      default:
        context.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -CGFloat.infinity, tx: 0, ty: 0))
      }
      context.fill(square, with: .color(.red))
      context.stroke(square, with: .color(.red), lineWidth: 1)
    }
    #expect(commands.isEmpty)
    #expect(messages.count == 2)
    #expect(messages.allSatisfy { $0.contains("not drawn: the context's transform is not finite") })
  }

  @Test(
    "a NaN line width, opacity, text position, rect, shading or filter is reported, the rest drawn")
  func values() {
    let (commands, messages) = drawn { context, _ in
      context.stroke(square, with: .color(.red), lineWidth: .nan)
      context.draw(Text("hi"), at: CGPoint(x: CGFloat.nan, y: 3))
      context.draw(
        Image(systemName: "star"), in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1))
      context.fill(
        square,
        with: .linearGradient(
          Gradient(colors: [.red, .blue]), startPoint: .zero,
          endPoint: CGPoint(x: CGFloat.nan, y: 0)))
      context.addFilter(.blur(radius: .infinity))
      context.fill(square, with: .color(.green))
      context.opacity = .nan
      context.fill(square, with: .color(.blue))
    }
    #expect(commands == ["fill M 0 0 L 2 0 L 2 2 L 0 2 Z with green"])
    #expect(
      messages == [
        "Canvas: a stroke not drawn: its line width is nan",
        "Canvas: the text \"hi\" not drawn: its x is nan",
        "Canvas: the image \"star\" not drawn: its width is inf",
        "Canvas: a fill not drawn: linearGradient(red 0, blue 1) from 0 0 to nan 0 has a number that is not finite",
        "Canvas: a filter not drawn: blur(inf) has a number that is not finite",
        "Canvas: a fill not drawn: the context's opacity is nan",
      ])
  }

  @Test("a path with a NaN point is neither drawn nor clipped to")
  func paths() {
    var bad = Path()
    bad.move(to: .zero)
    bad.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
    let (commands, messages) = drawn { context, _ in
      context.clip(to: bad)
      context.fill(bad, with: .color(.red))
    }
    #expect(commands.isEmpty)
    #expect(
      messages == [
        "Canvas: a clip not applied: its path has a point that is not finite",
        "Canvas: a fill not drawn: its path has a point that is not finite",
      ])
  }

  @Test("a quoted name that reads as nan is a name, not a number")
  func quotedNames() {
    let (commands, messages) = drawn { context, _ in
      context.fill(square, with: .tiledImage(Image("nan")))
      context.fill(
        square,
        with: .radialGradient(
          Gradient(colors: [.red]), center: .zero, startRadius: 0, endRadius: -.infinity))
    }
    #expect(
      commands == ["fill M 0 0 L 2 0 L 2 2 L 0 2 Z with tiledImage(\"nan\") from 0 0 scale 1"])
    #expect(
      messages == [
        "Canvas: a fill not drawn: radialGradient(red 0) at 0 0 radius 0…-inf has a number that is not finite"
      ])
  }
}

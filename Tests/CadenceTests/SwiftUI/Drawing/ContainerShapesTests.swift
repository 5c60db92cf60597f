import Cadence
import CadenceTesting
import Foundation
import Testing

/// Container shapes and background styles (Apple's documentation of `ContainerRelativeShape`:
/// "a shape that is replaced by an inset version of the current container shape", and of
/// `backgroundStyle` / `background(ignoresSafeAreaEdges:)`; rendering settings are recorded).
@MainActor
@Suite("Container shapes and background styles")
struct ContainerShapesTests {
  @Test("a container-relative shape takes the container's shape in its own frame")
  func containerRelative() throws {
    let inside = ViewHost(
      ContainerRelativeShape().fill(.blue).frame(width: 100, height: 60)
        .containerShape(RoundedRectangle(cornerRadius: 12)))
    let container = ViewHost(
      RoundedRectangle(cornerRadius: 12).fill(.blue).frame(width: 100, height: 60))
    let expected = try #require(container.snapshot().first("RoundedRectangle")?.style("path"))
    #expect(inside.snapshot().first("ContainerRelativeShape")?.style("path") == expected)
    #expect(expected.contains("C"))
    let outside = ViewHost(ContainerRelativeShape().fill(.blue).frame(width: 100, height: 60))
    #expect(
      outside.snapshot().first("ContainerRelativeShape")?.style("path")
        == "M 0 0 L 100 0 L 100 60 L 0 60 Z")
  }

  @Test("the background style of the environment fills background(ignoresSafeAreaEdges:)")
  func backgroundStyle() {
    let host = ViewHost(
      VStack {
        Text("Styled").background()
        Text("Plain").background()
      }
      .backgroundStyle(.red))
    #expect(host.snapshot().first("Styled")?.style("background") == "red")
    let plain = ViewHost(Text("Plain").background())
    #expect(plain.snapshot().first("Plain")?.style("background") == "background")
  }

  @Test("rendering settings are recorded; Image keeps its own symbol rendering mode")
  func renderingSettings() {
    let host = ViewHost(
      VStack {
        Image(systemName: "star").symbolRenderingMode(.palette).allowedDynamicRange(.high)
        Text("Group").drawingGroup().compositingGroup().geometryGroup().hoverEffect(.lift)
          .layoutDirectionBehavior(.mirrors)
        Image(systemName: "wifi").symbolEffect(.pulse).symbolEffectsRemoved()
        Image(systemName: "bell").symbolEffect(.pulse)
        Image("photo").antialiased(false)
      }
      .symbolRenderingMode(.monochrome))
    let snapshot = host.snapshot()
    #expect(snapshot.first("star")?.style("symbolRenderingMode") == "palette")
    #expect(snapshot.first("star")?.style("allowedDynamicRange") == "high")
    let group = snapshot.first("Group")
    // Regression: drawingGroup and compositingGroup were silent no-ops.
    #expect(group?.style("drawingGroup") == "nonLinear")
    #expect(group?.style("compositingGroup") == "true")
    // Regression: symbolEffectsRemoved was a silent no-op.
    #expect(snapshot.first("wifi")?.style("symbolEffect") == nil)
    #expect(snapshot.first("bell")?.style("symbolEffect") == "pulse")
    #expect(snapshot.first("photo")?.style("antialiased") == "false")
    #expect(group?.style("hoverEffect") == "lift")
    #expect(group?.style("layoutDirectionBehavior") == "mirrors(in: rightToLeft)")
  }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// A style of one's own (Apple's documentation of `ShapeStyle.resolve(in:)`, iOS 17: a custom
/// style resolves to another in the environment where it is used).
@MainActor
@Suite("Custom shape styles")
struct CustomShapeStyleTests {
  /// Ink: black on light, white on dark.
  struct Ink: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
      environment.colorScheme == .dark ? Color.white : Color.black
    }
  }

  /// A style that resolves to a style of its own, which resolves to a colour.
  struct Accent: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> Ink { Ink() }
  }

  /// A style that never stops resolving into itself.
  struct Loop: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> Loop { Loop() }
  }

  @Test("a custom style is the style it resolves to in the environment where it is set")
  func resolvesInEnvironment() {
    let host = ViewHost(
      VStack {
        // Set on views (the `View` form), the style is resolved where it is set.
        VStack { Text("light") }.foregroundStyle(Ink())
        VStack { Text("dark") }.foregroundStyle(Ink()).environment(\.colorScheme, .dark)
        VStack { Text("nested") }.foregroundStyle(Accent()).environment(\.colorScheme, .dark)
        VStack { Text("loop") }.foregroundStyle(Loop())
      })
    let snapshot = host.snapshot()
    #expect(snapshot.first("light")?.style("foreground") == "black")
    #expect(snapshot.first("dark")?.style("foreground") == "white")
    #expect(snapshot.first("nested")?.style("foreground") == "white")
    // Resolving stops after 8 styles: the style reads as its own name, with no hang.
    #expect(snapshot.first("loop")?.style("foreground") == "Loop()")
  }

  @Test("a colour resolves to its components, which are a style too")
  func colourResolves() {
    let resolved = Color(red: 1, green: 0.5, blue: 0).resolve(in: EnvironmentValues())
    #expect(resolved.red == 1 && resolved.green == 0.5 && resolved.blue == 0)
    let host = ViewHost(VStack { Text("resolved") }.foregroundStyle(resolved))
    #expect(host.snapshot().first("resolved")?.style("foreground") == resolved.description)
  }
}

import Cadence
import CadenceTesting
import Testing

/// Sample data shared by previews, made once.
private struct SampleNames: PreviewModifier {
  @MainActor static var made = 0
  static func makeSharedContext() async throws -> [String] {
    made += 1
    return ["Ann", "Bo"]
  }
  func body(content: Content, context: [String]) -> some View {
    VStack {
      content
      Text("names: \(context.joined(separator: ","))")
    }
  }
}

/// A modifier needing nothing shared.
private struct Framed: PreviewModifier {
  func body(content: Content, context: Void) -> some View {
    content.padding(8).accessibilityIdentifier("framed")
  }
}

/// A modifier whose shared context cannot be made.
private struct Broken: PreviewModifier {
  struct Missing: Error, CustomStringConvertible {
    var description: String { "no sample file" }
  }
  static func makeSharedContext() async throws -> Int { throw Missing() }
  func body(content: Content, context: Int) -> some View { content }
}

/// Preview modifiers (Apple's documentation of `PreviewModifier`, iOS 18: the shared context
/// is made once and given to every preview using the modifier type; its body wraps the
/// preview's view; a modifier with a `Void` context needs none made).
@MainActor
@Suite("Preview modifiers")
struct PreviewModifierTests {
  @Test("a modifier's body wraps the view once its shared context is made, made once")
  func sharedContextWraps() async throws {
    let preview = Preview("Names", traits: .modifier(SampleNames()), .modifier(Framed())) {
      Text("body")
    }
    let host = ViewHost(preview: preview)
    await host.idle()
    #expect(host.snapshot().first("names: Ann,Bo") != nil)
    #expect(host.snapshot().first("body") != nil)
    #expect(host.snapshot().first("framed") != nil)
    let again = ViewHost(preview: preview)
    // The context made for the first preview is shared: shown at once, not made again.
    #expect(again.snapshot().first("names: Ann,Bo") != nil)
    #expect(SampleNames.made == 1)
  }

  @Test("a context that cannot be made is shown in the preview's place")
  func failureShown() async throws {
    let host = ViewHost(preview: Preview(traits: .modifier(Broken())) { Text("never") })
    await host.idle()
    #expect(host.snapshot().first("Broken.makeSharedContext() failed: no sample file") != nil)
    #expect(host.snapshot().first("never") == nil)
  }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

private struct Greeting: View {
  @Environment(\.colorScheme) private var scheme
  var body: some View {
    Text(scheme == .dark ? "Good night" : "Good day")
  }
}

private struct Greeting_Previews: PreviewProvider {
  static var previews: some View {
    Greeting().previewDisplayName("Night").preferredColorScheme(.dark)
  }
}

/// `PreviewProvider` (SwiftUI's documentation: `previews` is a view like any other; a
/// preview's name and colour scheme are modifiers of it): headless, a host shows `previews`.
@MainActor
@Suite("Preview providers")
struct PreviewProviderTests {
  @Test("a preview provider's previews host like any view, with their name and colour scheme")
  func previews() {
    let host = ViewHost(Greeting_Previews.previews)
    let text = host.snapshot().first("Text")
    #expect(text?.label == "Good night")
    #expect(text?.style("previewDisplayName") == "Night")
    #expect(Greeting_Previews.platform == nil)
  }
}

/// A widget-like preview context: a family by key.
private struct FamilyContext: PreviewContext {
  subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { Key.defaultValue }
}

@MainActor
@Suite("Preview contexts and orientations")
struct PreviewContextTests {
  @Test("previewContext and previewInterfaceOrientation are recorded on the preview")
  func recorded() {
    let snapshot = ViewHost(
      Text("widget").previewContext(FamilyContext())
        .previewInterfaceOrientation(.landscapeLeft)
    ).snapshot()
    let widget = snapshot.first("widget")
    #expect(widget?.style("previewContext") == "FamilyContext")
    #expect(widget?.style("previewInterfaceOrientation") == "landscapeLeft")
  }
}

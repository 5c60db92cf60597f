import Cadence
import CadenceTesting
import Foundation
import Testing

extension EnvironmentValues {
  @Entry var previewTestAccent: String = "blue"
  @Entry var previewTestLimit: Int?
}

extension Transaction {
  @Entry var previewTestTag: Int = 7
}

private struct AccentLabel: View {
  @Environment(\.previewTestAccent) private var accent
  var body: some View { Text("accent \(accent)") }
}

private let firstPreviewLine = #line + 1
#Preview("Accent", traits: .sizeThatFitsLayout) {
  AccentLabel()
}

#Preview("Counter") {
  @Previewable @State var count = 0
  Button("count \(count)") { count += 1 }
}

#Preview("Sizes", arguments: [1, 2, 3]) { size in
  Text("size \(size)")
}

/// The macros as a program uses them (SwiftUI's documentation of `Preview(_:body:)`,
/// `Previewable()` and `Entry()`): previews found at run time with their file, line, name and
/// traits; `@Previewable` state owned by the preview; `@Entry` values read their default
/// until written.
@MainActor
@Suite("Preview and Entry macros")
struct PreviewMacroTests {
  @Test("every #Preview of the module is found at run time, with its file, line and name")
  func catalog() throws {
    let mine = PreviewCatalog.all().filter { $0.fileID == "CadenceTests/PreviewMacroTests.swift" }
    #expect(mine.map(\.line) == [firstPreviewLine, firstPreviewLine + 4, firstPreviewLine + 9])
    #expect(mine.allSatisfy { $0.kind == .macro && $0.column == 1 })
    let previews = try mine.map { try $0.makePreview() }
    #expect(previews.map(\.displayName) == ["Accent", "Counter", "Sizes"])
    #expect(previews.map(\.layout) == [.sizeThatFits, .device, .device])
    #expect(previews[2].makeViews().count == 3)
  }

  @Test("a PreviewProvider is found too, by its type's name")
  func providers() {
    let providers = PreviewCatalog.all().compactMap { item -> String? in
      if case .provider(let name) = item.kind { return name }
      return nil
    }
    #expect(providers.contains("Greeting_Previews"))
  }

  @Test("@Previewable state belongs to the preview: a tap changes it")
  func previewableState() throws {
    let item = try #require(PreviewCatalog.all().first { $0.line == firstPreviewLine + 4 })
    let host = ViewHost(preview: try item.makePreview())
    #expect(host.snapshot().first("Button")?.label == "count 0")
    try host.tap("count 0")
    #expect(host.snapshot().first("Button")?.label == "count 1")
  }

  @Test("an @Entry reads its default until written; environment(_:_:) writes it below")
  func environmentEntry() {
    var values = EnvironmentValues()
    #expect(values.previewTestAccent == "blue")
    #expect(values.previewTestLimit == nil)
    values.previewTestAccent = "red"
    values.previewTestLimit = 3
    #expect(values.previewTestAccent == "red")
    #expect(values.previewTestLimit == 3)
    let host = ViewHost(
      VStack {
        AccentLabel()
        AccentLabel().environment(\.previewTestAccent, "green")
      })
    #expect(host.snapshot().allNodes.compactMap(\.label) == ["accent blue", "accent green"])
  }

  @Test("a Transaction @Entry reads its default until written")
  func transactionEntry() {
    var transaction = Transaction()
    #expect(transaction.previewTestTag == 7)
    transaction.previewTestTag = 9
    #expect(transaction.previewTestTag == 9)
  }

  @Test("traits: the last layout given wins; orientations are recorded; one trait can hold several")
  func traits() {
    let preview = Preview(
      traits: .sizeThatFitsLayout, .fixedLayout(width: 10, height: 20),
      PreviewTrait(.landscapeRight, .portraitUpsideDown)
    ) { Text("x") }
    #expect(preview.layout == .fixed(width: 10, height: 20))
    #expect(preview.orientation == .portraitUpsideDown)
    #expect(Preview { Text("x") }.orientation == .portrait)
  }
}

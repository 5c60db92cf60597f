import Cadence
import CadenceTesting
import Foundation
import Testing

/// Settings SwiftUI hands to the platform or applies when drawing text: recorded on the
/// rendered nodes, the text ones readable from the environment; `scrollDisabled` turns
/// scrolling off.
@MainActor
@Suite("Recorded settings")
struct RecordedSettingsTests {
  @Test("text and input settings are recorded, and the text ones are environment values")
  func recorded() {
    struct Reader: View {
      @Environment(\.truncationMode) var truncation
      @Environment(\.minimumScaleFactor) var scale
      var body: some View { Text("line \(truncation) \(scale)") }
    }
    let host = ViewHost(
      VStack {
        Reader().truncationMode(.middle).minimumScaleFactor(0.5).lineSpacing(4)
        TextField("name", text: .constant("")).textInputAutocapitalization(.words)
          .autocorrectionDisabled().labelsHidden()
        Text("inbox").badge(3).help("Unread mail")
      }
      .presentationDetents([.medium, .fraction(0.25)]))
    let snapshot = host.snapshot()
    let line = snapshot.first("line middle 0.5")
    #expect(line?.style("truncationMode") == "middle")
    #expect(line?.style("lineSpacing") == "4")
    let field = snapshot.first("name")
    #expect(field?.style("textInputAutocapitalization") == "words")
    #expect(field?.style("autocorrectionDisabled") == "true")
    #expect(field?.style("labelsHidden") == "true")
    #expect(snapshot.first("inbox")?.style("badge") == "3")
    #expect(snapshot.first("inbox")?.style("help") == "Unread mail")
    #expect(snapshot.first("VStack")?.style("presentationDetents") == "fraction(0.25) medium")
  }

  @Test("a scroll view with scrolling disabled takes no scrolls")
  func scrollDisabled() throws {
    let content = VStack { ForEach(0..<30, id: \.self) { Text("row \($0)").frame(height: 40) } }
    let disabled = ViewHost(ScrollView { content }.scrollDisabled(true))
    #expect(throws: (any Error).self) { try disabled.scroll("ScrollView", by: 100) }
    let enabled = ViewHost(ScrollView { content }.scrollDisabled(false))
    try enabled.scroll("ScrollView", by: 100)
    #expect(enabled.snapshot().first("ScrollView")?["contentOffset.y"] == 100)
  }

  /// SwiftUI's `badge(_:)` takes a count, a `Text?`, a `LocalizedStringKey?` and a string.
  @Test("a badge of a string literal, a string value, or nil is recorded")
  func textBadges() {
    let label: String? = "9+"
    let none: String? = nil
    let host = ViewHost(
      VStack {
        Text("new").badge("New")
        Text("count").badge(label)
        Text("empty").badge(none)
      })
    let snapshot = host.snapshot()
    #expect(snapshot.first("new")?.style("badge") == "New")
    #expect(snapshot.first("count")?.style("badge") == "9+")
    #expect(snapshot.first("empty")?.style("badge") == "none")
  }
}

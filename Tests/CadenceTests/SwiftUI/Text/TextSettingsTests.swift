import Cadence
import CadenceTesting
import Foundation
import Testing

/// Text settings SwiftUI applies when it draws, speaks or edits text (Apple's documentation
/// of `speechSpellsOutCharacters`, `textScale`, `typesettingLanguage`, `textSelection`,
/// `keyboardType`, `textContentType`): recorded on the text's or field's node, on `Text` values
/// too (they stay `Text`, so they concatenate); `fontWidth` sets the font's width.
@MainActor
@Suite("Text settings")
struct TextSettingsTests {
  @Test("Text's own settings are recorded and keep it a Text")
  func textValues() {
    let code: Text = Text("A1B2").speechSpellsOutCharacters().textScale(.secondary)
      .typesettingLanguage(Locale.Language(identifier: "ja")).speechAdjustedPitch(2)
      .accessibilityTextContentType(.sourceCode)
    let host = ViewHost(VStack { code })
    let node = host.snapshot().first("A1B2")
    #expect(node?.style("speechSpellsOutCharacters") == "true")
    #expect(node?.style("textScale") == "secondary")
    #expect(node?.style("typesettingLanguage") == "ja")
    // Clamped to −1…1, as SwiftUI's pitch is.
    #expect(node?.style("speechAdjustedPitch") == "1")
    #expect(node?.style("accessibilityTextContentType") == "sourceCode")
  }

  @Test("view settings reach the fields and text below; fontWidth sets the font's width")
  func viewSettings() {
    let host = ViewHost(
      VStack {
        TextField("Amount", text: .constant("")).keyboardType(.decimalPad)
          .textContentType(.oneTimeCode)
        Text("Narrow").fontWidth(.condensed)
        Text("Copy me").textSelection(.enabled)
      })
    let snapshot = host.snapshot()
    #expect(snapshot.first("Amount")?.style("keyboardType") == "decimalPad")
    #expect(snapshot.first("Amount")?.style("textContentType") == "oneTimeCode")
    #expect(snapshot.first("Narrow")?.style("font.width") != nil)
    #expect(snapshot.first("Copy me")?.style("textSelection") == "enabled")
  }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// How labeled content shares a row (Apple's documentation of `LabeledContent`: the label
/// identifies the value, laid out as other controls in a form; a label made of several `Text`
/// views has the first as its title and the second as its subtitle). The width is shared as an
/// `HStack` shares it between two views 8 points apart (the less flexible offered half first),
/// which the comparison below checks against Cadence's `HStack` itself.
@MainActor
@Suite("Labeled content layout")
struct LabeledContentLayoutTests {
  /// The text node showing `label` (the row is named by its title too).
  func text(_ label: String, in snapshot: Snapshot) -> SnapshotNode? {
    snapshot.all("Text").first { $0.label == label }
  }

  static let label = "A label long enough to need two lines here"
  static let value = "and a value that is long as well"

  @Test("a long label and a long value share the row as an HStack would, wrapping, not overlapping")
  func longTextsShareTheRow() throws {
    let host = ViewHost(
      VStack(spacing: 0) {
        LabeledContent(Self.label, value: Self.value)
        HStack(spacing: 8) {
          Text(Self.label).accessibilityIdentifier("stacked label")
          Text(Self.value).accessibilityIdentifier("stacked value")
        }
      }
      .frame(width: 300))
    let snapshot = host.snapshot()
    let row = try #require(snapshot.first("LabeledContent")).frame
    let label = try #require(text(Self.label, in: snapshot)).frame
    let value = try #require(text(Self.value, in: snapshot)).frame
    let stackedLabel = try #require(snapshot.first("stacked label")).frame
    let stackedValue = try #require(snapshot.first("stacked value")).frame
    #expect(abs(label.width - stackedLabel.width) < 1e-9)
    #expect(abs(value.width - stackedValue.width) < 1e-9)
    #expect(label.minX == row.minX)
    #expect(abs(value.maxX - row.maxX) < 1e-9)
    #expect(label.maxX + 8 <= value.minX + 1e-9)
    // Both wrap onto more lines than one (21 points at the body size).
    #expect(label.height > 21 && value.height > 21)
    #expect(abs(row.height - max(label.height, value.height)) < 1e-9)
  }

  @Test("a text field as the value takes the width the label leaves")
  func fieldTakesTheRest() throws {
    let host = ViewHost(
      Form { LabeledContent("Name") { TextField("First", text: .constant("")) } })
    let snapshot = host.snapshot()
    let row = try #require(snapshot.first("LabeledContent")).frame
    let label = try #require(text("Name", in: snapshot)).frame
    let field = try #require(snapshot.first("TextField")).frame
    #expect(abs(field.minX - (label.maxX + 8)) < 1e-9)
    #expect(abs(field.maxX - row.maxX) < 1e-9)
  }

  @Test("a second text in the label is a subtitle below the title; the value stays centred")
  func subtitleBelowTitle() throws {
    let host = ViewHost(
      LabeledContent {
        Text("On")
      } label: {
        Text("Sync")
        Text("Every hour")
      }
      .frame(width: 300))
    let snapshot = host.snapshot()
    let row = try #require(snapshot.first("LabeledContent"))
    #expect(row.label == "Sync")
    let title = try #require(text("Sync", in: snapshot)).frame
    let subtitle = try #require(text("Every hour", in: snapshot))
    let value = try #require(text("On", in: snapshot)).frame
    #expect(subtitle.frame.minX == title.minX)
    #expect(abs(subtitle.frame.minY - (title.maxY + 2)) < 1e-9)
    #expect(subtitle.style("font") == "subheadline")
    #expect(subtitle.style("foreground") == "secondary")
    #expect(abs(row.frame.height - (title.height + 2 + subtitle.frame.height)) < 1e-9)
    #expect(abs(value.midY - row.frame.midY) < 1e-9)
    #expect(abs(value.maxX - row.frame.maxX) < 1e-9)
  }

  @Test("short parts keep their ideal widths at the two edges")
  func shortPartsAtTheEdges() throws {
    let host = ViewHost(
      VStack {
        LabeledContent("Version", value: "1.2")
        Text("Version").fixedSize().accessibilityIdentifier("ideal")
      }
      .frame(width: 300))
    let snapshot = host.snapshot()
    let row = try #require(snapshot.first("LabeledContent")).frame
    let label = try #require(text("Version", in: snapshot)).frame
    let ideal = try #require(snapshot.first("ideal")).frame
    #expect(abs(label.width - ideal.width) < 1e-9)
    #expect(row.width == 300)
  }
}

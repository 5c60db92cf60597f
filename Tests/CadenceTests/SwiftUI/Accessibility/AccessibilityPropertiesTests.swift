import Cadence
import CadenceTesting
import Foundation
import Testing

/// Accessibility properties are recorded on the rendered nodes (SwiftUI only hands them to
/// assistive technologies); traits form a set algebra as SwiftUI's `AccessibilityTraits`.
@MainActor
@Suite("Accessibility properties")
struct AccessibilityPropertiesTests {
  @Test(
    "hint, value, hidden, traits, heading, sort priority and input labels are recorded; the innermost wins"
  )
  func recorded() {
    let host = ViewHost(
      Text("Volume")
        .accessibilityHint("Adjusts the volume")
        .accessibilityValue(Text("40 percent"))
        .accessibilityHidden(false)
        .accessibilityAddTraits([.isButton, .isHeader])
        .accessibilityHeading(.h2)
        .accessibilitySortPriority(2.5)
        .accessibilityInputLabels(["Volume", "Loudness"])
        .accessibilityElement(children: .combine)
        .accessibilityHint("outer hint"))
    let text = host.snapshot().first("Volume")
    #expect(text?.style("accessibilityHint") == "Adjusts the volume")
    #expect(text?.style("accessibilityValue") == "40 percent")
    #expect(text?.style("accessibilityHidden") == "false")
    #expect(text?.style("accessibilityAddTraits") == "isButton isHeader")
    #expect(text?.style("accessibilityHeading") == "h2")
    #expect(text?.style("accessibilitySortPriority") == "2.5")
    #expect(text?.style("accessibilityInputLabels") == "Volume, Loudness")
    #expect(text?.style("accessibilityElement") == "combine")
  }

  @Test("traits are a set: union, intersection, insert and remove")
  func traitsAlgebra() {
    var traits: AccessibilityTraits = [.isButton, .isSelected]
    #expect(traits.contains(.isButton) && !traits.contains(.isLink))
    #expect(traits.insert(.isLink).inserted)
    #expect(!traits.insert(.isLink).inserted)
    #expect(traits.remove(.isButton) == .isButton)
    #expect(traits.remove(.isButton) == nil)
    #expect(traits.intersection([.isLink, .isModal]) == [.isLink])
    #expect(traits.symmetricDifference([.isLink, .isModal]) == [.isSelected, .isModal])
  }

  @Test("a label set with accessibilityLabel is what a query matches, typed as SwiftUI types it")
  func labelQuery() throws {
    let labelled: ModifiedContent<Image, AccessibilityAttachmentModifier> =
      Image(systemName: "speaker").accessibilityLabel("Mute")
    let host = ViewHost(labelled)
    #expect(host.snapshot().first("Mute")?.kind == "Image")
  }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// A rating control built for VoiceOver: adjustable, with a named action and a default one.
private struct Rating: View {
  @State var stars = 3
  @State var liked = false
  @State var log: [String] = []

  var body: some View {
    VStack {
      Text("\(stars) stars")
        .accessibilityLabel("Rating")
        .accessibilityValue("\(stars)")
        .accessibilityAdjustableAction { direction in
          switch direction {
          case .increment: stars = min(stars + 1, 5)
          case .decrement: stars = max(stars - 1, 0)
          }
        }
        .accessibilityAction(named: "Like") { liked = true }
        .accessibilityAction { log.append("activated") }
        .accessibilityScrollAction { edge in log.append("scroll \(edge)") }
        .accessibilityZoomAction { zoom in log.append("\(zoom.direction)") }
      Text(liked ? "liked" : "not liked")
      Text(log.joined(separator: ", "))
    }
  }
}

/// Accessibility actions (Apple's documentation of `accessibilityAction(_:_:)`,
/// `accessibilityAction(named:_:)`, `accessibilityAdjustableAction`, `accessibilityScrollAction`,
/// `accessibilityZoomAction`): VoiceOver performs them by kind or name, and a host performs
/// them with `performAccessibilityAction`; modifiers chained on an attachment add to it.
@MainActor
@Suite("Accessibility actions")
struct AccessibilityActionsTests {
  @Test("adjust, named, default, scroll and zoom actions run their handlers")
  func actions() throws {
    let host = ViewHost(Rating())
    try host.performAccessibilityAction("increment", on: "Rating")
    try host.performAccessibilityAction("increment", on: "Rating")
    #expect(host.snapshot().first("Rating")?.style("accessibilityValue") == "5")
    try host.performAccessibilityAction("decrement", on: "Rating")
    #expect(host.snapshot().first("4 stars") != nil)
    try host.performAccessibilityAction("Like", on: "Rating")
    #expect(host.snapshot().first("liked") != nil)
    try host.performAccessibilityAction("default", on: "Rating")
    try host.performAccessibilityAction("scroll.bottom", on: "Rating")
    try host.performAccessibilityAction("zoomIn", on: "Rating")
    #expect(host.snapshot().first("activated, scroll bottom, zoomIn") != nil)
    #expect(
      host.snapshot().first("Rating")?.style("accessibilityActions")
        == "Like, decrement, default, increment, scroll.bottom, scroll.leading, scroll.top, "
        + "scroll.trailing, zoomIn, zoomOut")
  }

  @Test("an action the view does not have throws, listing the ones it has")
  func missingAction() {
    let host = ViewHost(Text("Card").accessibilityAction(named: "Share") {})
    #expect {
      try host.performAccessibilityAction("Delete", on: "Card")
    } throws: { error in
      "\(error)".contains("it has no such action (it has Share)")
    }
  }

  @Test("modifiers chained on an attachment add to it: one modifier, inner settings winning")
  func flattened() {
    let chained: ModifiedContent<Text, AccessibilityAttachmentModifier> = Text("Photo")
      .accessibilityLabel("Sunset").accessibilityHint("Opens the photo")
      .accessibilityAddTraits(.isImage).accessibilityLabel("Ignored")
      .accessibilityAction(.magicTap) {}
    let host = ViewHost(chained)
    let node = host.snapshot().first("Sunset")
    #expect(node?.style("accessibilityHint") == "Opens the photo")
    #expect(node?.style("accessibilityActions") == "magicTap")
    #expect(node?.interactions.contains(.accessibilityAction) == true)
  }
}

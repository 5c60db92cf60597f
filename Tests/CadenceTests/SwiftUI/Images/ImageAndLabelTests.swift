import Cadence
import CadenceTesting
import Foundation
import Testing

/// A settings row in the style people write: labels, symbols, a symbol effect on a counter.
private struct InboxRow: View {
  @State private var unread = 3
  @State private var syncing = true

  var body: some View {
    VStack(spacing: 0) {
      Label("Inbox", systemImage: "tray")
      Label("Starred", systemImage: "star").labelStyle(.iconOnly)
      Label("Sent", systemImage: "paperplane").labelStyle(.titleOnly)
      Image(systemName: "bell")
        .symbolEffect(.bounce.up, options: .repeat(2), value: unread)
        .accessibilityIdentifier("bell")
      Image(systemName: "arrow.triangle.2.circlepath")
        .symbolEffect(.pulse, isActive: syncing)
        .accessibilityIdentifier("sync")
      Image(systemName: "wifi", variableValue: 0.5).imageScale(.large).symbolVariant(.fill)
      Image("hero").resizable().scaledToFit().frame(width: 100, height: 50)
      Button("Delete", systemImage: "trash", role: .destructive) { unread = 0 }
      Button("Read") { unread -= 1 }
      Button("Stop syncing") { syncing = false }
    }
  }
}

/// Images, labels and symbol effects. Sizes: Cadence's symbol is a square one line of the
/// font tall (README), times the image scale; a resizable image fills its proposal as
/// SwiftUI's does ("resizable(capInsets:resizingMode:)"); the default label style shows the
/// icon, then the title, in a row ("DefaultLabelStyle").
@MainActor
@Suite("Images and labels")
struct ImageAndLabelTests {
  @Test("a label shows its icon, then its title, in a row; the style can hide either")
  func labels() {
    let snapshot = ViewHost(InboxRow()).snapshot()
    let inbox = snapshot.first("Inbox")
    let tray = snapshot.first("tray")
    #expect(tray?.style("symbol") == "true")
    // Body text: a 21-point line, so a 21-point symbol, 8 points of spacing before the text.
    #expect(tray?.frame.size == CGSize(width: 21, height: 21))
    if let inbox, let tray {
      #expect(inbox.frame.minX == tray.frame.maxX + 8)
    }
    #expect(snapshot.first("star") != nil)
    #expect(snapshot.first("Starred") == nil)
    #expect(snapshot.first("Sent") != nil)
    #expect(snapshot.first("paperplane") == nil)
  }

  @Test("image scale sizes a symbol; variants and variable values are recorded")
  func symbols() {
    let wifi = ViewHost(InboxRow()).snapshot().first("wifi")
    // 21 × 1.25 = 26.25, its edges on the 2× pixel grid: within half a point.
    #expect(abs((wifi?.frame.width ?? 0) - 26.25) <= 0.5)
    #expect(abs((wifi?.frame.height ?? 0) - 26.25) <= 0.5)
    #expect(wifi?.style("imageScale") == "large")
    #expect(wifi?.style("symbolVariant") == "fill")
    #expect(wifi?["variableValue"] == 0.5)
  }

  @Test("a resizable image fills its proposal; scaled to fit, it keeps its ideal aspect")
  func resizable() {
    let hero = ViewHost(InboxRow()).snapshot().first("hero")
    #expect(hero?.style("resizable") == "stretch")
    // No pixels headless: the ideal size is a shape's, 10×10, so fitting 100×50 gives a
    // 50×50 square centred in the frame.
    #expect(hero?.frame.size == CGSize(width: 50, height: 50))
    let stretched = ViewHost(Image("hero").resizable().frame(width: 100, height: 50))
    #expect(stretched.snapshot().first("hero")?.frame.size == CGSize(width: 100, height: 50))
  }

  @Test("a discrete symbol effect counts its triggers and logs each as an event")
  func discreteEffect() throws {
    let host = ViewHost(InboxRow())
    #expect(host.snapshot().first("bell")?.style("symbolEffect") == "bounce.up (repeat 2)")
    #expect(host.snapshot().first("bell")?["symbolEffect.triggers"] == 0)
    try host.tap("Read")
    try host.tap("Read")
    #expect(host.snapshot().first("bell")?["symbolEffect.triggers"] == 2)
    let effects = host.events.filter { $0.message.hasPrefix("symbol effect bounce") }
    #expect(effects.count == 2)
  }

  @Test("an indefinite symbol effect is recorded while active and ends with an event")
  func indefiniteEffect() throws {
    let host = ViewHost(InboxRow())
    #expect(host.snapshot().first("sync")?.style("symbolEffect") == "pulse")
    try host.tap("Stop syncing")
    #expect(host.snapshot().first("sync")?.style("symbolEffect") == nil)
    #expect(
      host.events.contains { $0.kind == .animationEnded && $0.message == "symbol effect pulse" })
  }

  @Test("a button with a system image and a role records both and reads as its title")
  func buttonWithSymbol() throws {
    let host = ViewHost(InboxRow())
    let delete = host.snapshot().first("Delete")
    #expect(delete?.kind == "Button")
    #expect(delete?.style("systemImage") == "trash")
    #expect(delete?.style("role") == "destructive")
    try host.tap("Delete")
    #expect(host.snapshot().first("bell")?["symbolEffect.triggers"] == 1)
  }

  @Test("asset symbols with a variable value take a label, or are decorative")
  func variableAssetSymbols() {
    let snapshot = ViewHost(
      VStack {
        Image("bars", variableValue: 0.25, label: Text("Signal"))
        Image(decorative: "dots", variableValue: 0.75)
      }
    ).snapshot()
    let bars = snapshot.first("bars")
    #expect(bars?["variableValue"] == 0.25)
    #expect(bars?.style("accessibilityLabel") == "Signal")
    let dots = snapshot.first("dots")
    #expect(dots?["variableValue"] == 0.75)
    #expect(dots?.style("decorative") == "true")
  }

  /// A label style that draws the system's label (`Label(configuration)`) in red.
  struct RedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
      Label(configuration).foregroundStyle(.red)
    }
  }

  @Test("Label(configuration) in a custom style draws the icon then the title, once")
  func labelOfConfiguration() throws {
    let snapshot = ViewHost(Label("Inbox", systemImage: "tray").labelStyle(RedLabelStyle()))
      .snapshot()
    let title = try #require(snapshot.first("Inbox"))
    let icon = try #require(snapshot.first("tray"))
    #expect(title.frame.minX > icon.frame.maxX)
    #expect(snapshot.all("Inbox").count == 1)
  }
}

/// `Image.Orientation`'s raw values are SwiftUI's (as OpenSwiftUI's `Orientation.swift`
/// declares them: up 0, left 1, upMirrored 2, leftMirrored 3, downMirrored 4, rightMirrored 5,
/// down 6, right 7).
@Suite("Image orientations")
struct ImageOrientationTests {
  @Test("the eight orientations and their raw values")
  func rawValues() {
    let expected: [(Image.Orientation, UInt8)] = [
      (.up, 0), (.left, 1), (.upMirrored, 2), (.leftMirrored, 3), (.downMirrored, 4),
      (.rightMirrored, 5), (.down, 6), (.right, 7),
    ]
    for (orientation, raw) in expected {
      #expect(orientation.rawValue == raw)
      #expect(Image.Orientation(rawValue: raw) == orientation)
    }
    #expect(Image.Orientation.allCases.count == 8)
    #expect(Image.Orientation(rawValue: 8) == nil)
  }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// A profile card in the style people write: fonts, weights, a concatenated headline,
/// decorations and a case transformation.
private struct ProfileCard: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("Ada").font(.title).bold()
      Text("Lovelace").font(.system(size: 20, weight: .light, design: .serif)).italic()
      (Text("Followers ").foregroundColor(.gray) + Text("1815").bold())
        .font(.caption)
      Text("sale").strikethrough(color: .red).underline(pattern: .dash)
      Text("tracked").tracking(2)
      Group {
        Text("shout")
        Text("whisper").textCase(.lowercase)
      }
      .textCase(.uppercase)
      VStack {
        Text("inherits")
        Text("overrides").fontWeight(.black)
      }
      .font(.headline)
      .italic()
    }
  }
}

/// Text styling (Apple's `Text` and `View` modifiers: `font`, `bold`, `italic`, `fontWeight`,
/// `underline`, `strikethrough`, `tracking`, `kerning`, `textCase`, `+`) and Cadence's text
/// metric (README: half the point size a character, plus tracking and kerning; 1.25 × the
/// point size, rounded, a line).
@MainActor
@Suite("Text styling")
struct TextStylingTests {
  @Test("Text modifiers record the font, its weight, design and italics")
  func fonts() {
    let host = ViewHost(ProfileCard())
    let snapshot = host.snapshot()
    let name = snapshot.first("Ada")
    #expect(name?.style("font") == "title")
    #expect(name?["font.size"] == 28)
    #expect(name?.style("font.weight") == "bold")
    let surname = snapshot.first("Lovelace")
    #expect(surname?.style("font") == "system")
    #expect(surname?.style("font.weight") == "light")
    #expect(surname?.style("font.design") == "serif")
    #expect(surname?.style("font.italic") == "true")
    // 8 characters × 10 points; one 25-point line.
    #expect(surname?.frame.size == CGSize(width: 80, height: 25))
  }

  @Test("a text modifier on a text overrides the same setting from the environment")
  func environmentAndOwnStyling() {
    let snapshot = ViewHost(ProfileCard()).snapshot()
    let inherits = snapshot.first("inherits")
    #expect(inherits?.style("font") == "headline")
    #expect(inherits?.style("font.weight") == "semibold")
    #expect(inherits?.style("font.italic") == "true")
    let overrides = snapshot.first("overrides")
    #expect(overrides?.style("font.weight") == "black")
    #expect(overrides?.style("font.italic") == "true")
  }

  @Test("concatenated texts keep each run's styling and measure as one text")
  func concatenation() {
    let snapshot = ViewHost(ProfileCard()).snapshot()
    let line = snapshot.first("Followers 1815")
    #expect(line != nil)
    #expect(line?.style("runs") == "\"Followers \" (gray) + \"1815\" (bold)")
    #expect(line?.style("font") == "caption")
    // 14 characters × 6 points (caption: 12 pt); one 15-point line.
    #expect(line?.frame.size == CGSize(width: 84, height: 15))
  }

  @Test("decorations and spacing are recorded; tracking widens every character")
  func decorations() {
    let snapshot = ViewHost(ProfileCard()).snapshot()
    let sale = snapshot.first("sale")
    #expect(sale?.style("strikethrough") == "solid red")
    #expect(sale?.style("underline") == "dash")
    let tracked = snapshot.first("tracked")
    #expect(tracked?["tracking"] == 2)
    // 7 characters × (8.5 + 2).
    #expect(tracked?.frame.width == 73.5)
  }

  @Test("textCase transforms what a text shows; the innermost setting wins")
  func textCase() {
    let snapshot = ViewHost(ProfileCard()).snapshot()
    #expect(snapshot.first("SHOUT") != nil)
    #expect(snapshot.first("whisper") != nil)
    #expect(snapshot.first("shout") == nil)
  }

  @Test(
    "runs in different fonts: each character advances its run's width, lines as tall as their tallest run"
  )
  func mixedFonts() {
    let text = Text("Big").font(.system(size: 40)) + Text(" small").font(.system(size: 10))
    let host = ViewHost(text.fixedSize())
    // 3 × 20 + 6 × 5 = 90 wide; the 40-point run's line: 50 tall.
    #expect(host.snapshot().first("Big small")?.frame.size == CGSize(width: 90, height: 50))
    let wrapped = ViewHost(text.frame(width: 70))
    // "Big" (60) fits, " small" does not: two lines, 50 + 13 tall, 60 wide.
    #expect(
      wrapped.snapshot().first("Big small")?.frame.size == CGSize(width: 60, height: 63))
  }

  @Test("Font's modifiers and custom fonts")
  func fontModifiers() {
    let snapshot = ViewHost(
      VStack {
        Text("one").font(.body.weight(.heavy).italic().monospacedDigit())
        Text("two").font(.custom("Avenir", size: 14))
        Text("three").font(.title2.monospaced().width(.condensed).leading(.tight))
      }
    ).snapshot()
    let one = snapshot.first("one")
    #expect(one?.style("font.weight") == "heavy")
    #expect(one?.style("font.italic") == "true")
    #expect(one?.style("font.monospacedDigit") == "true")
    let two = snapshot.first("two")
    #expect(two?.style("font") == "Avenir")
    #expect(two?.frame.size == CGSize(width: 21, height: 18))
    let three = snapshot.first("three")
    #expect(three?.style("font.design") == "monospaced")
    #expect(three?.style("font.width") == "condensed")
    #expect(three?.style("font.leading") == "tight")
  }

  @Test("a font of negative or non-finite size measures as nothing, not as NaN")
  func badFontSize() {
    let host = ViewHost(
      VStack {
        Text("neg").font(.system(size: -4))
        Text("nan").font(.system(size: .nan))
      })
    let snapshot = host.snapshot()
    #expect(snapshot.first("neg")?.frame.size == .zero)
    #expect(snapshot.first("nan")?.frame.size == .zero)
  }
}

/// Small capitals (Apple's documentation of `Font.smallCaps()`, `lowercaseSmallCaps()`,
/// `uppercaseSmallCaps()`): recorded on the text, the other font settings kept.
@MainActor
@Suite("Small capitals")
struct SmallCapsTests {
  @Test("each small-capitals variant is recorded with the font")
  func variants() {
    let host = ViewHost(
      VStack {
        Text("a").font(.body.smallCaps())
        Text("b").font(.title.bold().lowercaseSmallCaps().italic())
        Text("c").font(.caption.uppercaseSmallCaps())
        Text("d").font(.body)
      })
    #expect(host.snapshot().first("a")?.style("font.smallCaps") == "smallCaps")
    #expect(host.snapshot().first("b")?.style("font.smallCaps") == "lowercaseSmallCaps")
    #expect(host.snapshot().first("b")?.style("font.weight") == "bold")
    #expect(host.snapshot().first("b")?.style("font.italic") == "true")
    #expect(host.snapshot().first("c")?.style("font.smallCaps") == "uppercaseSmallCaps")
    #expect(host.snapshot().first("d")?.style("font.smallCaps") == nil)
  }
}

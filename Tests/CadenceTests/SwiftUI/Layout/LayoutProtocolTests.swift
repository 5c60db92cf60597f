import Cadence
import CadenceTesting
import Foundation
import Testing

/// A layout that puts its subviews in a row of fixed-width columns, reading each subview's
/// column span from a layout value.
private struct ColumnSpan: LayoutValueKey {
  static let defaultValue = 1
}

private struct Columns: Layout {
  var width: CGFloat

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let spans = subviews.reduce(0) { $0 + $1[ColumnSpan.self] }
    let height = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
    return CGSize(width: CGFloat(spans) * width, height: height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var x = bounds.minX
    for subview in subviews {
      let span = CGFloat(subview[ColumnSpan.self])
      subview.place(
        at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading,
        proposal: ProposedViewSize(width: span * width, height: bounds.height))
      x += span * width
    }
  }
}

/// A key whose value is optional, with a default that is not nil.
private struct OptionalWidth: LayoutValueKey {
  static let defaultValue: CGFloat? = 15
}

/// A row whose subviews are as wide as their `OptionalWidth` (10 when they set nil).
private struct OptionalWidths: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: subviews.reduce(0) { $0 + ($1[OptionalWidth.self] ?? 10) }, height: 10)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var x = bounds.minX
    for subview in subviews {
      let width = subview[OptionalWidth.self] ?? 10
      subview.place(
        at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: 10))
      x += width
    }
  }
}

/// A layout that places its first subview twice and forgets the others.
private struct Careless: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 100, height: 100)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    guard let first = subviews.first else { return }
    first.place(at: bounds.origin, proposal: .unspecified)
    first.place(
      at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing, proposal: .unspecified)
  }
}

private struct Switcher: View {
  @State var vertical = false

  var body: some View {
    let layout =
      vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
    VStack {
      layout {
        Color.red.frame(width: 40, height: 40)
        Color.blue.frame(width: 40, height: 40)
      }
      Button("Switch") { withAnimation(.linear(duration: 1)) { vertical.toggle() } }
    }
  }
}

/// The `Layout` protocol: Apple's documentation of `Layout`, `LayoutSubview`
/// (`place(at:anchor:proposal:)`, `subscript(_:)` for `LayoutValueKey`), `AnyLayout`
/// ("switching between layouts animates"), `ViewThatFits` and `GeometryReader`.
@MainActor
@Suite("Layout protocol")
struct LayoutProtocolTests {
  @Test("a custom layout sizes and places its subviews, reading layout values")
  func customLayout() {
    let host = ViewHost(
      Columns(width: 50) {
        Color.red.frame(height: 10)
        Color.green.frame(height: 20).layoutValue(key: ColumnSpan.self, value: 2)
        Color.blue.frame(height: 10)
      })
    let container = host.snapshot().first("Columns")?.frame
    #expect(container == rect(95, 412, 200, 20))
    #expect(frame("red", in: host) == rect(95, 412, 50, 10))
    #expect(frame("green", in: host) == rect(145, 412, 100, 20))
    #expect(frame("blue", in: host) == rect(245, 412, 50, 10))
  }

  @Test("an optional layout value reads through modifiers applied to several views, or its default")
  func optionalLayoutValues() {
    // Regression: the padding applied to each view of the group answered nil for the key, and
    // nil cast to an optional value succeeded, so every subview read nil (10) here.
    let host = ViewHost(
      OptionalWidths {
        Group {
          Color.red.layoutValue(key: OptionalWidth.self, value: 30)
          Color.green
          Color.blue.layoutValue(key: OptionalWidth.self, value: nil)
        }
        .padding(0)
      })
    let widths = host.snapshot().allNodes.filter { $0.kind == "Color" }.map(\.frame.width)
    #expect(widths == [30, 15, 10])
  }

  @Test("a subview placed twice or not at all is reported; the last placement wins")
  func carelessLayout() {
    let host = ViewHost(
      Careless {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 20, height: 20)
      })
    let messages = host.diagnostics.filter { $0.kind == .layoutProblem }.map(\.message)
    #expect(messages.contains { $0.contains("2 times") })
    #expect(messages.contains { $0.contains("did not place") })
    // The box is at (145, 372); red's last placement puts its bottom trailing corner at the
    // box's; blue, never placed, is centred at its ideal size.
    #expect(frame("red", in: host) == rect(235, 462, 10, 10))
    #expect(frame("blue", in: host) == rect(185, 412, 20, 20))
  }

  @Test("switching AnyLayout from HStackLayout to VStackLayout moves the views along the animation")
  func anyLayoutSwitchAnimates() throws {
    let host = ViewHost(Switcher())
    let before = try #require(frame("blue", in: host))
    let redBefore = try #require(frame("red", in: host))
    try host.tap("Switch")
    host.advance(by: 0.5)
    let middle = try #require(frame("blue", in: host))
    host.advance(by: 0.5)
    let after = try #require(frame("blue", in: host))
    #expect(before.minX == redBefore.maxX)  // once side by side…
    #expect(after.minX == frame("red", in: host)?.minX)  // …now stacked
    #expect(after.minY == (frame("red", in: host)?.maxY ?? 0))
    // Halfway along a linear animation, the frame is halfway between.
    #expect(abs(middle.minX - (before.minX + after.minX) / 2) < 1e-9)
    #expect(abs(middle.minY - (before.minY + after.minY) / 2) < 1e-9)
    #expect(host.snapshot().first("AnyLayout") != nil)
  }

  @Test("a Spacer in AnyLayout(HStackLayout) expands along the row only (it took the height)")
  func anyLayoutStackAxis() {
    let host = ViewHost(
      AnyLayout(HStackLayout(spacing: 0)) {
        Text("a")
        Spacer()
        Text("b")
      })
    let spacer = host.snapshot().first("Spacer")?.frame
    #expect(spacer?.height == 0)
    #expect(spacer?.width == 373)  // 390 less the two texts (8.5 each)
  }

  @Test("a body evaluated again with an equal AnyLayout lays nothing out again")
  func anyLayoutEquality() throws {
    struct Counter: View {
      @State var taps = 0
      var body: some View {
        VStack {
          AnyLayout(VStackLayout()) { Color.red.frame(width: 10, height: 10) }
          Button("tap \(taps % 2)") { taps += 2 }
        }
      }
    }
    let host = ViewHost(Counter())
    let before = host.statistics.layoutComputations
    try host.tap("tap 0")
    #expect(host.statistics.layoutComputations == before)
  }

  @Test("ViewThatFits shows the first view whose ideal size fits")
  func viewThatFits() {
    struct Choice: View {
      var body: some View {
        ViewThatFits(in: .horizontal) {
          Text("a rather long title that will not fit")
          Text("short")
        }
      }
    }
    let narrow = ViewHost(Choice(), size: CGSize(width: 200, height: 100))
    #expect(narrow.snapshot().allNodes.compactMap(\.label) == ["short"])
    let wide = ViewHost(Choice(), size: CGSize(width: 400, height: 100))
    #expect(
      wide.snapshot().allNodes.compactMap(\.label) == ["a rather long title that will not fit"])
  }

  @Test("GeometryReader takes the proposal and reads its frame in named coordinate spaces")
  func geometryReader() {
    let host = ViewHost(
      VStack(spacing: 0) {
        Color.gray.frame(height: 44)
        GeometryReader { proxy in
          Text(
            "\(Int(proxy.size.width))×\(Int(proxy.size.height)) at \(Int(proxy.frame(in: .named("screen")).minY))"
          )
        }
      }.coordinateSpace(name: "screen"))
    // The reader gets what the gray bar leaves: 390 × 800, 44 points down; its content sits
    // at its top leading corner.
    let text = host.snapshot().first("Text")
    #expect(text?.label == "390×800 at 44")
    #expect(text?.frame.origin == CGPoint(x: 0, y: 44))
  }
}

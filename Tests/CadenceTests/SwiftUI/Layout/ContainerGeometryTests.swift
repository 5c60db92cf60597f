import Cadence
import CadenceTesting
import Foundation
import Testing

/// Geometry that depends on containers (Apple's documentation of `safeAreaInset(edge:…)`:
/// the content at the edge, the view in what is left; `containerRelativeFrame`: the nearest
/// container is a scroll view's visible region or the window, and with `count` and `span`
/// the length is (length − spacing × (count − 1)) ÷ count × span + spacing × (span − 1);
/// `contentMargins`: margins around a scroll view's content; `onGeometryChange`: the action
/// runs with the initial value, then on each change; `coordinateSpace(_:)` with `.named`).
@MainActor
@Suite("Container geometry")
struct ContainerGeometryTests {
  func frames(_ host: ViewHost<some View>, _ kind: String = "Color") -> [CGRect] {
    host.snapshot().allNodes.filter { $0.kind == kind }.map(\.frame)
  }

  @Test("a bottom inset takes its height at the bottom; the view lays out in the rest")
  func safeAreaInsetBottom() {
    let host = ViewHost(
      Color.red
        .safeAreaInset(edge: .bottom, spacing: 10) { Color.blue.frame(height: 50) }
        .frame(width: 200, height: 400))
    let inset = host.snapshot().first("safeAreaInset")!.frame
    let colours = frames(host).map { $0.offsetBy(dx: -inset.minX, dy: -inset.minY) }
    #expect(
      colours == [
        CGRect(x: 0, y: 0, width: 200, height: 340), CGRect(x: 0, y: 350, width: 200, height: 50),
      ])
  }

  @Test("a leading inset at its width, aligned to the top as asked")
  func safeAreaInsetLeading() {
    let host = ViewHost(
      Color.red
        .safeAreaInset(edge: .leading, alignment: .top) { Color.blue.frame(width: 30, height: 20) }
        .frame(width: 200, height: 100))
    let inset = host.snapshot().first("safeAreaInset")!.frame
    let colours = frames(host).map { $0.offsetBy(dx: -inset.minX, dy: -inset.minY) }
    #expect(
      colours == [
        CGRect(x: 30, y: 0, width: 170, height: 100), CGRect(x: 0, y: 0, width: 30, height: 20),
      ])
  }

  @Test("a container-relative frame measures the scroll view around it, else the screen")
  func containerRelativeFrames() {
    let paged = ViewHost(
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          Color.red.containerRelativeFrame(.horizontal)
          Color.green.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
        }
      }
      .frame(width: 300, height: 200))
    let widths = frames(paged).map(\.width)
    #expect(widths[0] == 300)
    // (300 − 20) ÷ 3 × 2 + 10 = 196.67, on the 1/3-point pixel grid.
    #expect(abs(widths[1] - 196.67) < 0.34)
    let screen = ViewHost(
      VStack {
        Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 10).frame(height: 10)
      },
      size: CGSize(width: 390, height: 844))
    #expect(frames(screen)[0].width == 190)
  }

  @Test("content margins pad a scroll view's content")
  func contentMargins() {
    let host = ViewHost(
      ScrollView { Color.red.frame(height: 50) }
        .contentMargins(.horizontal, 20)
        .frame(width: 300, height: 200))
    let scroll = host.snapshot().first("ScrollView")!.frame
    #expect(frames(host)[0].minX - scroll.minX == 20)
    #expect(frames(host)[0].width == 260)
  }

  struct Resizing: View {
    @State var wide = false
    @State var log: [CGFloat] = []
    var body: some View {
      VStack {
        Color.red.frame(width: wide ? 100 : 50, height: 10)
          .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { old, new in
            log.append(new - old)
          }
        Button("widen") { wide = true }
        Text("log \(log.map { "\(Int($0))" }.joined(separator: " "))")
      }
    }
  }

  @Test("onGeometryChange runs with the first value, then with each change")
  func geometryChange() throws {
    let host = ViewHost(Resizing())
    #expect(host.snapshot().first("log 0") != nil)
    try host.tap("widen")
    #expect(host.snapshot().first("log 0 50") != nil)
  }

  @Test("a named coordinate space measures from the view that names it")
  func namedSpace() {
    var seen = CGRect.null
    let host = ViewHost(
      VStack(spacing: 0) {
        Color.clear.frame(height: 40)
        GeometryReader { proxy in
          let frame = proxy.frame(in: .named("outer"))
          Color.red.onAppear { seen = frame }
        }
        .frame(height: 10)
      }
      .coordinateSpace(.named("outer"))
      .frame(width: 100))
    _ = host.snapshot()
    #expect(seen.minY == 40)
    #expect(seen.width == 100)
  }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// The safe area, as SwiftUI lays it out (Apple's documentation of `ignoresSafeArea(_:edges:)`,
/// `safeAreaInset(edge:alignment:spacing:content:)`, `safeAreaPadding(_:)` and
/// `GeometryProxy.safeAreaInsets`): content is laid out inside the safe area; a view that
/// ignores it extends to the screen's edge where its frame reaches the safe area's edge; an
/// inset's or a padding's side is safe area to the view it insets. The device is an iPhone of
/// 390×844 points, whose safe area insets are 47 above and 34 below upright, 47 at the sides
/// and 21 below on its side (UIKit's `safeAreaInsets` on iPhone 12, 13 and 14, as measured in
/// "How iOS Apps Adapt to the various iPhone 14 Screen Sizes", hacknicity, 2022).
@MainActor
@Suite("Safe area")
struct SafeAreaTests {
  private func host<V: View>(_ view: V) -> ViewHost<V> {
    ViewHost(view, safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
  }

  private func frame<V: View>(_ host: ViewHost<V>, _ query: String, index: Int = 0) -> CGRect? {
    let nodes = host.snapshot().all(query)
    return nodes.indices.contains(index) ? nodes[index].frame : nil
  }

  @Test("the root is laid out in the safe area; ignoring it extends to the screen's edges")
  func rootRespectsSafeArea() {
    #expect(frame(host(Color.red), "Color") == CGRect(x: 0, y: 47, width: 390, height: 763))
    #expect(
      frame(host(Color.red.ignoresSafeArea()), "Color")
        == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(
      frame(host(Color.red.ignoresSafeArea(edges: .top)), "Color")
        == CGRect(x: 0, y: 0, width: 390, height: 810))
    #expect(
      frame(host(Color.red.edgesIgnoringSafeArea(.bottom)), "Color")
        == CGRect(x: 0, y: 47, width: 390, height: 797))
    // The keyboard region is empty (no software keyboard is shown): nothing extends.
    #expect(
      frame(host(Color.red.ignoresSafeArea(.keyboard)), "Color")
        == CGRect(x: 0, y: 47, width: 390, height: 763))
  }

  @Test("only the views that reach the safe area's edge extend: a stack's first up, its last down")
  func onlyViewsAtTheEdgeExtend() {
    let stack = host(
      VStack(spacing: 0) {
        Color.red.ignoresSafeArea()
        Color.blue.ignoresSafeArea()
      })
    // Each takes half of the 763 points, then extends past its outer edge.
    #expect(frame(stack, "red") == CGRect(x: 0, y: 0, width: 390, height: 428.5))
    #expect(frame(stack, "blue") == CGRect(x: 0, y: 428.5, width: 390, height: 415.5))
    let padded = host(Color.red.ignoresSafeArea().padding(20))
    #expect(frame(padded, "Color") == CGRect(x: 20, y: 67, width: 350, height: 723))
    let host = ViewHost(Color.red.ignoresSafeArea())
    #expect(frame(host, "Color") == CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test("an ignoring view's content is proposed the extended size and centred in it")
  func contentProposedTheExtendedSize() {
    let host = host(
      VStack(spacing: 0) {
        Color.green.frame(height: 100).ignoresSafeArea(edges: .top)
        Spacer()
      })
    // The 100-point frame is proposed 147 points and stays 100 tall, centred in them.
    #expect(frame(host, "Color") == CGRect(x: 0, y: 23.5, width: 390, height: 100))
  }

  struct Insets: View {
    @Binding var seen: EdgeInsets
    var body: some View {
      GeometryReader { proxy in
        Color.clear.onAppear { seen = proxy.safeAreaInsets }
      }
    }
  }

  @Test("a geometry reader reads the insets at the edges it touches, none where it ignores them")
  func geometryProxyInsets() {
    struct Screen: View {
      let ignores: Bool
      @State var seen = EdgeInsets()
      var body: some View {
        ZStack {
          if ignores {
            Insets(seen: $seen).ignoresSafeArea(edges: .top)
          } else {
            Insets(seen: $seen)
          }
          Text("insets \(Int(seen.top)) \(Int(seen.bottom))")
        }
      }
    }
    #expect(host(Screen(ignores: false)).snapshot().first("insets 47 34") != nil)
    #expect(host(Screen(ignores: true)).snapshot().first("insets 0 34") != nil)
    #expect(ViewHost(Screen(ignores: false)).snapshot().first("insets 0 0") != nil)
  }

  @Test("the inset's side is safe area to the view it insets: an ignoring view extends under it")
  func safeAreaInsetExtendsTheSafeArea() {
    let respecting = host(
      Color.red.safeAreaInset(edge: .bottom, spacing: 10) {
        Color.blue.frame(height: 60)
      })
    #expect(frame(respecting, "red") == CGRect(x: 0, y: 47, width: 390, height: 693))
    #expect(frame(respecting, "blue") == CGRect(x: 0, y: 750, width: 390, height: 60))
    let ignoring = host(
      Color.red.ignoresSafeArea(edges: .bottom).safeAreaInset(edge: .bottom, spacing: 10) {
        Color.blue.frame(height: 60)
      })
    // Under the bar and the spacing, and on past the home indicator.
    #expect(frame(ignoring, "red") == CGRect(x: 0, y: 47, width: 390, height: 797))
    #expect(frame(ignoring, "blue") == CGRect(x: 0, y: 750, width: 390, height: 60))
  }

  @Test("a geometry reader inside an inset reads the inset and the screen's insets beyond it")
  func readerInsideAnInset() {
    struct Screen: View {
      @State var seen = EdgeInsets()
      var body: some View {
        ZStack {
          Insets(seen: $seen).safeAreaInset(edge: .top) { Color.blue.frame(height: 50) }
          Text("insets \(Int(seen.top)) \(Int(seen.bottom))")
        }
      }
    }
    #expect(host(Screen()).snapshot().first("insets 97 34") != nil)
  }

  @Test("safe area padding insets the content and is safe area to it")
  func safeAreaPadding() {
    let respecting = host(Color.red.safeAreaPadding(.horizontal, 20))
    #expect(frame(respecting, "Color") == CGRect(x: 20, y: 47, width: 350, height: 763))
    let ignoring = host(Color.red.ignoresSafeArea().safeAreaPadding(.horizontal, 20))
    #expect(frame(ignoring, "Color") == CGRect(x: 0, y: 0, width: 390, height: 844))
    // Plain padding is not safe area: the content stays inside it.
    let padded = host(Color.red.ignoresSafeArea().padding(.horizontal, 20))
    #expect(frame(padded, "Color") == CGRect(x: 20, y: 0, width: 350, height: 844))
  }

  @Test("a scroll view's content has no safe area of its own")
  func scrollContentHasNone() {
    struct Screen: View {
      @State var seen = EdgeInsets(top: -1, leading: -1, bottom: -1, trailing: -1)
      var body: some View {
        ZStack {
          ScrollView { Insets(seen: $seen).frame(height: 2000) }
          Text("insets \(Int(seen.top)) \(Int(seen.bottom))")
        }
      }
    }
    #expect(host(Screen()).snapshot().first("insets 0 0") != nil)
  }

  @Test("a preview gets the device's safe area, upright and on its side")
  func previewsHaveTheDevicesSafeArea() {
    let upright = ViewHost(preview: Preview { Color.red })
    #expect(upright.safeAreaInsets == ViewHost<AnyView>.iPhoneSafeAreaInsets)
    #expect(frame(upright, "Color") == CGRect(x: 0, y: 47, width: 390, height: 763))
    let turned = ViewHost(preview: Preview(traits: .landscapeLeft) { Color.red })
    #expect(frame(turned, "Color") == CGRect(x: 47, y: 0, width: 750, height: 369))
  }

  @Test("changing the host's insets lays the tree out again; a bad inset is reported, 0 used")
  func hostOption() {
    let host = ViewHost(Color.red)
    host.safeAreaInsets = EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
    #expect(frame(host, "Color") == CGRect(x: 0, y: 20, width: 390, height: 824))
    host.safeAreaInsets = EdgeInsets(top: -.infinity, leading: 0, bottom: .nan, trailing: 0)
    #expect(host.safeAreaInsets == EdgeInsets())
    #expect(frame(host, "Color") == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(host.diagnostics.count { $0.message.contains("safe area inset") } == 2)
  }
}

/// `containerRelativeFrame`: the container's size is "the size of a container … subtracting
/// any safe area insets that might be applied to that container" (Apple's documentation).
@MainActor
@Suite("Container-relative frames in the safe area")
struct ContainerRelativeSafeAreaTests {
  @Test("outside a scroll view, the screen less its safe area is the container")
  func screenLessInsets() {
    let host = ViewHost(
      Color.red.containerRelativeFrame(.vertical),
      safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    // 844 − 47 − 34.
    #expect(host.snapshot().first("Color")?.frame.height == 763)
  }
}

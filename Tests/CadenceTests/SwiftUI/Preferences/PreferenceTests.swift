import Cadence
import CadenceTesting
import Foundation
import Testing

private struct SumKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct SizeKey: PreferenceKey {
  static let defaultValue = CGSize.zero
  static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
    let next = nextValue()
    if next != .zero { value = next }
  }
}

private struct BoundsKey: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

@MainActor
final class PreferenceLog {
  var values: [Int] = []
}

/// Preferences (SwiftUI's documentation of `PreferenceKey`, `preference(key:value:)`,
/// `transformPreference`, `onPreferenceChange`, `anchorPreference` and
/// `overlayPreferenceValue`): values flow up, combine with the key's `reduce` in view order,
/// and a change reaches the observer after layout.
@MainActor
@Suite("Preferences")
struct PreferenceTests {
  struct Summed: View {
    let log: PreferenceLog
    @State var second = 2
    var body: some View {
      VStack {
        Text("a").preference(key: SumKey.self, value: 1)
        Text("b").preference(key: SumKey.self, value: second)
        Button("more") { second += 3 }
        Button("same") { second += 0 }
      }
      .onPreferenceChange(SumKey.self) { log.values.append($0) }
    }
  }

  @Test(
    "values combine with reduce; the observer runs with the first value and on each change only")
  func reduceAndObserve() throws {
    let log = PreferenceLog()
    let host = ViewHost(Summed(log: log))
    #expect(log.values == [3])
    try host.tap("more")
    #expect(log.values == [3, 6])
    try host.tap("same")
    #expect(log.values == [3, 6])
  }

  @Test("a preference set on a container replaces its content's; transformPreference changes it")
  func replaceAndTransform() {
    let log = PreferenceLog()
    _ = ViewHost(
      VStack {
        VStack {
          Text("a").preference(key: SumKey.self, value: 1)
          Text("b").preference(key: SumKey.self, value: 2)
        }
        .preference(key: SumKey.self, value: 10)
        VStack { Text("c").preference(key: SumKey.self, value: 4) }
          .transformPreference(SumKey.self) { $0 *= 100 }
      }
      .onPreferenceChange(SumKey.self) { log.values.append($0) })
    #expect(log.values == [410])
  }

  @Test("a size read with a geometry reader reaches state in the same update")
  func sizeReader() {
    struct Measured: View {
      @State var size = CGSize.zero
      var body: some View {
        VStack {
          Color.red.frame(width: 120, height: 30)
            .background(
              GeometryReader { proxy in
                Color.clear.preference(key: SizeKey.self, value: proxy.size)
              }
            )
            .onPreferenceChange(SizeKey.self) { size = $0 }
          Text("\(Int(size.width))×\(Int(size.height))")
        }
      }
    }
    let host = ViewHost(Measured())
    #expect(host.snapshot().first("120×30") != nil)
    #expect(host.time == 0)
  }

  @Test("an anchor resolves in an overlay's geometry reader to the anchored view's bounds")
  func anchorOverlay() {
    let view = VStack(spacing: 0) {
      Color.gray.frame(width: 200, height: 50)
      Text("target").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
    }
    .overlayPreferenceValue(BoundsKey.self) { anchor in
      GeometryReader { proxy in
        if let anchor {
          let rect = proxy[anchor]
          Color.red.frame(width: rect.width, height: rect.height)
            .offset(x: rect.minX, y: rect.minY)
        }
      }
    }
    let host = ViewHost(view)
    let snapshot = host.snapshot()
    let target = snapshot.first("target")!.frame
    let highlight = snapshot.allNodes.first { $0.kind == "Color" && $0.label == "red" }
    #expect(highlight?.frame.size == target.size)
    #expect(
      highlight.map { abs($0.frame.minX + ($0["offset.x"] ?? 0) - target.minX) < 1e-9 } == true)
    #expect(
      highlight.map { abs($0.frame.minY + ($0["offset.y"] ?? 0) - target.minY) < 1e-9 } == true)
  }

  @Test("overlayPreferenceValue(_:_:) and backgroundPreferenceValue(_:_:) centre their views")
  func centredDecorations() throws {
    let host = ViewHost(
      VStack {
        Text("a").preference(key: SumKey.self, value: 4)
        Text("b").preference(key: SumKey.self, value: 5)
      }
      .frame(width: 200, height: 100)
      .overlayPreferenceValue(SumKey.self) { sum in Text("over \(sum)") }
      .backgroundPreferenceValue(SumKey.self) { sum in Color.green.frame(width: 20, height: 20) })
    let over = try #require(host.snapshot().first("over 9")?.frame)
    let green = try #require(host.snapshot().first("green")?.frame)
    // The 200×100 frame is centred on the 390×844 screen: its centre is (195, 422).
    #expect(abs(over.midX - 195) < 1e-9 && abs(over.midY - 422) < 1e-9)
    #expect(abs(green.midX - 195) < 1e-9 && abs(green.midY - 422) < 1e-9)
  }
}

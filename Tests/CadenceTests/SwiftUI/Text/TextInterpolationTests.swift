import Cadence
import CadenceTesting
import Foundation
import Testing

@MainActor
@Suite("Text from string literals with interpolations")
struct TextInterpolationTests {
  /// SwiftUI's `Text("\(x, specifier: "%.1f")")` goes through `LocalizedStringKey`'s
  /// interpolation; the specifier is printf's (`String(format:)`).
  @Test("specifiers, format styles, texts and plain values interpolate as SwiftUI's keys do")
  func interpolations() {
    let speed = 12.345
    let count = 7
    let host = ViewHost(
      VStack {
        Text("speed \(speed, specifier: "%.1f") pt/s")
        Text("\(count, specifier: "%03d") items")
        Text("total \(3.5, format: .number.precision(.fractionLength(2)))")
        Text("name \(Text("Ada")), \(count) of \(10)")
        Text(verbatim: "raw \\(x)")
      })
    let labels = host.snapshot().all("Text").compactMap(\.label)
    #expect(
      labels == [
        "speed 12.3 pt/s", "007 items", "total 3.50", "name Ada, 7 of 10", "raw \\(x)",
      ])
  }

  @Test("integers of every width and sign interpolate as their descriptions read")
  func integers() {
    let big = UInt64.max
    let values: [LocalizedStringKey] = [
      "\(0) \(-7) \(Int.max) \(Int.min)", "\(Int8(-128)) \(UInt8(255)) \(big) \(Int64.min)",
    ]
    let texts = values.map { ViewHost(Text($0)).snapshot().all("Text").compactMap(\.label) }
    #expect(
      texts == [
        ["0 -7 9223372036854775807 -9223372036854775808"],
        ["-128 255 18446744073709551615 -9223372036854775808"],
      ])
  }

  @Test("a String variable still makes a Text of that string")
  func stringVariable() {
    let name = "plain"
    let key: LocalizedStringKey = "key \(1)"
    #expect(ViewHost(Text(name)).snapshot().first("plain") != nil)
    #expect(ViewHost(Text(key)).snapshot().first("key 1") != nil)
  }

  @Test("buttons, toggles and fields take interpolated titles too")
  func controlTitles() throws {
    struct Controls: View {
      @State private var count = 0
      @State private var on = false
      @State private var name = ""
      var body: some View {
        VStack {
          Button("tapped \(count, specifier: "%02d")") { count += 1 }
          Toggle("flag \(count)", isOn: $on)
          TextField("name \(count)", text: $name)
        }
      }
    }
    let host = ViewHost(Controls())
    try host.tap("tapped 00")
    try host.toggle("flag 1")
    try host.type("x", into: "name 1")
    #expect(host.snapshot().first("tapped 01") != nil)
    #expect(host.snapshot().first("flag 1")?.style("isOn") == "true")
  }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// A binding to a mutable collection is a collection of bindings (SwiftUI's `Binding`
/// conformance to `RandomAccessCollection` where its value is a mutable random-access
/// collection): each element binding reads and writes its element.
@MainActor
@Suite("Bindings to collections")
struct BindingCollectionTests {
  @Test("element bindings read and write the elements, in order and in reverse")
  func elements() {
    var storage = [1, 2, 3]
    let numbers = Binding(get: { storage }, set: { storage = $0 })
    #expect(numbers.count == 3)
    #expect(numbers.map(\.wrappedValue) == [1, 2, 3])
    #expect(numbers.reversed().map(\.wrappedValue) == [3, 2, 1])
    for number in numbers { number.wrappedValue *= 10 }
    #expect(storage == [10, 20, 30])
    numbers[numbers.index(before: numbers.endIndex)].wrappedValue = 0
    #expect(storage == [10, 20, 0])
    #expect(numbers.indices == 0..<3)
  }

  @Test("a view iterates a bound array's elements and edits them")
  func inAView() throws {
    struct Flags: View {
      @State var flags = [false, true]
      var body: some View {
        VStack {
          ForEach(Array($flags.enumerated()), id: \.offset) { pair in
            Toggle("flag \(pair.offset)", isOn: pair.element)
          }
          Text(flags.map { $0 ? "1" : "0" }.joined())
        }
      }
    }
    let host = ViewHost(Flags())
    try host.toggle("flag 0")
    #expect(host.snapshot().first("11") != nil)
  }
}

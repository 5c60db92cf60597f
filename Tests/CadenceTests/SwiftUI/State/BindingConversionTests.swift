import Cadence
import CadenceTesting
import Foundation
import Testing

private struct Item {
  var note: String?
}

/// `Binding`'s conversions (Apple's documentation: `init?(_:)` "creates a binding by
/// projecting the base optional value to an unwrapped value", nil when the base is nil;
/// `init(_:)` to an optional and to `AnyHashable`).
@MainActor
@Suite("Binding conversions")
struct BindingConversionTests {
  @Test("an unwrapped binding exists only for a value, and writes through")
  func unwrapped() throws {
    struct Editor: View {
      @State var item = Item(note: "draft")
      var body: some View {
        VStack {
          if let note = Binding($item.note) {
            TextField("Note", text: note)
          }
          Button("Clear") { item.note = nil }
          Text("note \(item.note ?? "none")")
        }
      }
    }
    let host = ViewHost(Editor())
    try host.type(" two", into: "Note")
    #expect(host.snapshot().first("note draft two") != nil)
    try host.tap("Clear")
    #expect(host.snapshot().first("note none") != nil)
    #expect(host.snapshot().first("Note") == nil)
  }

  @Test("to an optional and to AnyHashable: reads and writes go to the base")
  func optionalAndHashable() {
    var stored = 3
    let base = Binding(get: { stored }, set: { stored = $0 })
    let optional = Binding<Int?>(base)
    #expect(optional.wrappedValue == 3)
    optional.wrappedValue = 5
    #expect(stored == 5)
    optional.wrappedValue = nil
    #expect(stored == 5)
    let hashable = Binding<AnyHashable>(base)
    hashable.wrappedValue = AnyHashable(8)
    #expect(stored == 8)
    hashable.wrappedValue = AnyHashable("eight")
    #expect(stored == 8)
  }
}

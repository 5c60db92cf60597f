import Cadence
import CadenceTesting
import Foundation
import Testing

/// A toggle over several sources (Apple's documentation of `Toggle(sources:isOn:)`: it
/// represents a collection of Boolean values, on when all are; toggling it sets all of them).
@MainActor
@Suite("Toggles over several sources")
struct ToggleSourcesTests {
  struct Alarm: Identifiable {
    let id: Int
    var isOn: Bool
  }

  struct Alarms: View {
    @State var alarms = [Alarm(id: 1, isOn: true), Alarm(id: 2, isOn: false)]
    var body: some View {
      VStack {
        Toggle("All alarms", sources: $alarms, isOn: \.isOn)
        Toggle(sources: $alarms, isOn: \.isOn) { Text("Every alarm") }
        Toggle("Icon", systemImage: "alarm", sources: $alarms, isOn: \.isOn)
        Text(alarms.map { $0.isOn ? "on" : "off" }.joined(separator: ","))
      }
    }
  }

  @Test("it is off while any source is off, and toggling it sets every source")
  func setsAll() throws {
    let host = ViewHost(Alarms())
    #expect(host.snapshot().first("All alarms")?.style("isOn") == "false")
    try host.toggle("All alarms")
    #expect(host.snapshot().first("on,on") != nil)
    #expect(host.snapshot().first("Every alarm")?.style("isOn") == "true")
    try host.toggle("All alarms")
    #expect(host.snapshot().first("off,off") != nil)
  }

  @Test("no sources is off, and toggling it changes nothing")
  func noSources() throws {
    struct Empty: View {
      @State var alarms: [Alarm] = []
      var body: some View { Toggle("None", sources: $alarms, isOn: \.isOn) }
    }
    let host = ViewHost(Empty())
    #expect(host.snapshot().first("None")?.style("isOn") == "false")
    try host.toggle("None")
    #expect(host.snapshot().first("None")?.style("isOn") == "false")
  }
}

/// A picker labelled with an image, and a scroll view's indicators (Apple's documentation:
/// `Picker(_:systemImage:selection:content:)` labels the picker with a `Label`;
/// `ScrollView(_:showsIndicators:content:)` hides the indicators when false).
@MainActor
@Suite("Picker labels and scroll indicators")
struct PickerLabelAndIndicatorTests {
  @Test("a picker with a system image shows the title and the symbol, and still selects")
  func pickerWithImage() throws {
    struct Screen: View {
      @State var flavor = "vanilla"
      var body: some View {
        Picker("Flavor", systemImage: "cup.and.saucer", selection: $flavor) {
          Text("vanilla").tag("vanilla")
          Text("mint").tag("mint")
        }
      }
    }
    let host = ViewHost(Screen())
    #expect(host.snapshot().first("Flavor") != nil)
    #expect(host.snapshot().first("cup.and.saucer")?.style("symbol") == "true")
    try host.tap("mint")
    #expect(host.snapshot().first("mint")?.style("selected") == "true")
  }

  @Test("a scroll view without indicators records it; the newer initializer shows them")
  func indicators() {
    let hidden = ViewHost(ScrollView(.vertical, showsIndicators: false) { Text("a") })
    #expect(hidden.snapshot().first("ScrollView")?.style("showsIndicators") == "false")
    let shown = ViewHost(ScrollView { Text("a") })
    #expect(shown.snapshot().first("ScrollView")?.style("showsIndicators") == nil)
    let view = ScrollView(.horizontal) { Text("b") }
    #expect(view.axes == .horizontal && view.showsIndicators)
  }
}

/// A picker over several sources (Apple's documentation of `Picker(sources:selection:)`: it
/// shows each source's value, a mixed state when they differ; choosing sets all of them).
@MainActor
@Suite("Pickers over several sources")
struct PickerSourcesTests {
  enum Weight: String, Hashable { case regular, bold }

  struct Run: Identifiable {
    let id: Int
    var weight: Weight
  }

  struct Runs: View {
    @State var runs = [Run(id: 1, weight: .regular), Run(id: 2, weight: .bold)]
    var body: some View {
      VStack {
        Picker("Weight", sources: $runs, selection: \.weight) {
          Text("Regular").tag(Weight.regular)
          Text("Bold").tag(Weight.bold)
        }
        Text(runs.map(\.weight.rawValue).joined(separator: ","))
      }
    }
  }

  @Test("differing sources select each of their values; choosing one sets every source")
  func mixed() throws {
    let host = ViewHost(Runs())
    #expect(host.snapshot().first("Weight")?.style("selection") == "mixed(regular, bold)")
    #expect(host.snapshot().first("Regular")?.style("selected") == "true")
    #expect(host.snapshot().first("Bold")?.style("selected") == "true")
    try host.tap("Bold")
    #expect(host.snapshot().first("bold,bold") != nil)
    #expect(host.snapshot().first("Weight")?.style("selection") == "bold")
    #expect(host.snapshot().first("Regular")?.style("selected") == nil)
  }

  @Test("a picker over bindings themselves, with a system image; no sources selects nothing")
  func bindingsAndNone() throws {
    struct Screen: View {
      @State var first = Weight.bold
      @State var second = Weight.bold
      var body: some View {
        VStack {
          Picker("Both", systemImage: "bold", sources: [$first, $second], selection: \.self) {
            Text("Regular").tag(Weight.regular)
            Text("Bold").tag(Weight.bold)
          }
          Picker("None", sources: [Binding<Weight>](), selection: \.self) {
            Text("Only").tag(Weight.regular)
          }
          Text("\(first.rawValue) \(second.rawValue)")
        }
      }
    }
    let host = ViewHost(Screen())
    #expect(host.snapshot().first("Both")?.style("selection") == "bold")
    #expect(host.snapshot().first("None")?.style("selection") == "none")
    #expect(host.snapshot().first("Only")?.style("selected") == nil)
    try host.tap("Regular")
    #expect(host.snapshot().first("regular regular") != nil)
  }
}

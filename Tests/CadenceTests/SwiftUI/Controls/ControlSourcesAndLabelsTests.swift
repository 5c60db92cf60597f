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

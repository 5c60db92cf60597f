import Cadence
import CadenceTesting
import Foundation
import Testing

/// More of SwiftUI's initializers of controls (Apple's documentation of `Slider`,
/// `Stepper`, `TextField`, `Button`, `Menu`, `Toggle`, `ContentUnavailableView` and
/// `Section`): each builds the same control as the other forms.
@MainActor
@Suite("Control label forms")
struct ControlLabelFormsTests {
  struct Screen: View {
    @State var volume = 0.5
    @State var speed = 1.5
    @State var notes = ""
    @State var count = 0
    @State var flags = [false, false]
    @State var showsMore = false
    var body: some View {
      VStack {
        Slider(value: $volume, in: 0...1, step: 0.25) {
          Text("Volume")
        } minimumValueLabel: {
          Text("quiet")
        } maximumValueLabel: {
          Text("loud")
        }
        Stepper("Speed", value: $speed, in: 0...3, step: 0.5, format: .number)
        TextField("Notes", text: $notes, axis: .vertical)
        Button("Add", image: ImageResource(name: "plus", bundle: .main)) { count += 1 }
        Menu("More", systemImage: "ellipsis") {
          Button("Reset") { count = 0 }
        } primaryAction: {
          count += 10
        }
        Toggle(
          "All", image: ImageResource(name: "flag", bundle: .main), sources: $flags, isOn: \.self)
        List {
          Section("Details", isExpanded: $showsMore) {
            Text("hidden detail")
          }
        }
        Text("count \(count) flags \(flags) volume \(volume) speed \(speed)")
      }
    }
  }

  @Test("a slider's bound labels sit at its ends; its value still adjusts and steps")
  func sliderValueLabels() throws {
    let host = ViewHost(Screen())
    #expect(host.snapshot().first("quiet") != nil)
    #expect(host.snapshot().first("loud") != nil)
    let quiet = try #require(host.snapshot().first("quiet")?.frame)
    let loud = try #require(host.snapshot().first("loud")?.frame)
    #expect(quiet.maxX < loud.minX)
    try host.adjust("Slider", to: 0.6)
    #expect(host.snapshot().first("Slider")?["value"] == 0.5)
  }

  @Test("a stepper with a format records the value as the format writes it")
  func stepperFormat() throws {
    let host = ViewHost(Screen())
    #expect(host.snapshot().first("Speed")?.style("formattedValue") == "1.5")
    try host.tap("increment")
    #expect(host.snapshot().first("Speed")?.style("formattedValue") == "2")
  }

  @Test(
    "labels with asset images; a menu's primary action; a toggle over sources; a collapsible section"
  )
  func labelForms() throws {
    let host = ViewHost(Screen())
    try host.tap("Add")
    try host.tap("More")
    #expect(host.snapshot().first("count 11 flags [false, false] volume 0.5 speed 1.5") != nil)
    try host.toggle("All")
    #expect(host.snapshot().first("count 11 flags [true, true] volume 0.5 speed 1.5") != nil)
    #expect(host.snapshot().first("hidden detail") == nil)
    #expect(host.snapshot().first("DETAILS")?.style("expanded") == "false")
    try host.tap("DETAILS")
    #expect(host.snapshot().first("hidden detail") != nil)
    #expect(host.snapshot().first("Notes")?.style("axis") == "vertical")
  }

  /// SwiftUI declares `ContentUnavailableView(_:image:description:)` with the image's name
  /// (a `String`) and `Toggle(_:image:isOn:)` with an `ImageResource`.
  @Test(
    "a content-unavailable view with an asset image's name shows its title, image and description")
  func unavailableWithImage() {
    let host = ViewHost(
      ContentUnavailableView("No Mail", image: "tray", description: Text("Empty")))
    #expect(host.snapshot().first("No Mail") != nil)
    #expect(host.snapshot().first("Empty") != nil)
    #expect(host.snapshot().first("tray")?.kind == "Image")
    let titled = ViewHost(ContentUnavailableView(String("Nothing"), image: "tray"))
    #expect(titled.snapshot().first("Nothing") != nil)
  }

  @Test("a toggle labelled with an asset image resource shows its title and image, and toggles")
  func toggleWithImageResource() throws {
    struct Screen: View {
      @State var on = false
      var body: some View {
        VStack {
          Toggle("Wi-Fi", image: ImageResource(name: "wifi", bundle: .main), isOn: $on)
          Text(on ? "on" : "off")
        }
      }
    }
    let host = ViewHost(Screen())
    #expect(host.snapshot().first("wifi")?.kind == "Image")
    try host.toggle("Wi-Fi")
    #expect(host.snapshot().first("on") != nil)
  }
}

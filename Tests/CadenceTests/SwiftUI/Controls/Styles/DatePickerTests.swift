import Cadence
import CadenceTesting
import Foundation
import Testing

/// `DatePicker` (Apple's documentation: a date picker shows and edits a date within its range,
/// the displayed components say which parts; a custom `DatePickerStyle` gets the
/// configuration: label, selection, minimum and maximum dates, displayed components).
@MainActor
@Suite("Date pickers")
struct DatePickerTests {
  static let start = Date(timeIntervalSinceReferenceDate: 0)
  static let end = Date(timeIntervalSinceReferenceDate: 86_400)

  struct Booking: View {
    @State var date = Date(timeIntervalSinceReferenceDate: 3_600)
    var body: some View {
      VStack {
        DatePicker(
          "Check-in", selection: $date, in: DatePickerTests.start...DatePickerTests.end,
          displayedComponents: .date)
        Text("at \(date.timeIntervalSinceReferenceDate)")
      }
    }
  }

  @Test("it records its date, parts and range, and a host's date stays within the range")
  func recordsAndClamps() throws {
    let host = ViewHost(Booking())
    let picker = host.snapshot().first("Check-in")
    #expect(picker?.style("date") == "2001-01-01T01:00:00Z")
    #expect(picker?.style("displayedComponents") == "date")
    #expect(picker?.style("minimumDate") == "2001-01-01T00:00:00Z")
    #expect(picker?.style("maximumDate") == "2001-01-02T00:00:00Z")
    try host.adjust("Check-in", to: 7_200)
    #expect(host.snapshot().first("at 7200.0") != nil)
    try host.adjust("Check-in", to: 1e9)
    #expect(host.snapshot().first("at 86400.0") != nil)
    try host.adjust("Check-in", to: -5)
    #expect(host.snapshot().first("at 0.0") != nil)
  }

  struct Stamp: DatePickerStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        configuration.label
        Text("from \(configuration.minimumDate?.timeIntervalSinceReferenceDate ?? -1)")
        Button("next day") {
          configuration.selection = configuration.selection.addingTimeInterval(86_400)
        }
        DatePicker(configuration)
      }
    }
  }

  @Test("a custom style draws the picker from its configuration and edits the selection")
  func customStyle() throws {
    struct Screen: View {
      @State var date = Date(timeIntervalSinceReferenceDate: 0)
      var body: some View {
        VStack {
          DatePicker("Due", selection: $date, in: DatePickerTests.start...)
          Text("due \(date.timeIntervalSinceReferenceDate)")
        }
        .datePickerStyle(Stamp())
      }
    }
    let host = ViewHost(Screen())
    #expect(host.snapshot().first("from 0.0") != nil)
    try host.tap("next day")
    #expect(host.snapshot().first("due 86400.0") != nil)
    // Inside the style, the picker made from the configuration is the system's.
    #expect(host.snapshot().all("DatePicker").count == 1)
    #expect(host.snapshot().first("DatePicker")?.style("date") == "2001-01-02T00:00:00Z")
  }
}

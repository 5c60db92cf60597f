import Cadence
import CadenceTesting
import Foundation
import Testing

/// `MultiDatePicker` (SwiftUI's documentation: a calendar where each tapped day is added to
/// or removed from the selection, a set of date components; days outside the range are not
/// selectable).
@MainActor
@Suite("Multiple date picker")
struct MultiDatePickerTests {
  static var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }

  struct Trip: View {
    @State var days: Set<DateComponents> = [DateComponents(year: 2026, month: 12, day: 3)]
    var body: some View {
      let calendar = MultiDatePickerTests.calendar
      let start = calendar.date(from: DateComponents(year: 2026, month: 12, day: 2))!
      let end = calendar.date(from: DateComponents(year: 2026, month: 12, day: 10))!
      VStack {
        MultiDatePicker("Days", selection: $days, in: start..<end)
        Text("\(days.count) days")
      }
      .environment(\.calendar, calendar)
    }
  }

  @Test("toggling days adds and removes them; days out of range are not offered")
  func toggles() throws {
    let host = ViewHost(Trip())
    #expect(host.snapshot().first("Days")?.style("selection") == "2026-12-03")
    #expect(host.snapshot().first("Days")?.style("month") == "2026-12")
    try host.performAccessibilityAction("toggle 2026-12-05", on: "Days")
    #expect(host.snapshot().first("Days")?.style("selection") == "2026-12-03 2026-12-05")
    try host.performAccessibilityAction("toggle 2026-12-03", on: "Days")
    #expect(host.snapshot().first("2 days") == nil)
    #expect(host.snapshot().first("1 days") != nil)
    #expect(throws: (any Error).self) {
      try host.performAccessibilityAction("toggle 2026-12-01", on: "Days")
    }
    #expect(throws: (any Error).self) {
      try host.performAccessibilityAction("toggle 2026-12-10", on: "Days")
    }
  }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// A countdown in the style people write: the end date, shown as a timer, relative and as
/// an offset.
private struct Countdown: View {
  let end: Date
  var body: some View {
    VStack {
      Text(end, style: .timer).accessibilityIdentifier("timer")
      Text(end, style: .relative).accessibilityIdentifier("relative")
      Text(end, style: .offset).accessibilityIdentifier("offset")
    }
  }
}

/// `Text(_:style:)`: Apple's documented example outputs ("Text.DateStyle": `June 3, 2019`,
/// `11:23 PM`, `2 hours, 23 minutes`, `+2 hours`, `2:32`, `36:59:01`), read at the host's
/// date (its start date plus virtual time) in UTC.
@MainActor
@Suite("Text with dates")
struct TextDateTests {
  /// 2019-06-03 23:23:00 UTC.
  static let june3 = Date(timeIntervalSince1970: 1_559_604_180)

  @Test("date and time styles, and ranges, in the environment's time zone")
  func staticStyles() {
    let host = ViewHost(
      VStack {
        Text(Self.june3, style: .date)
        Text(Self.june3, style: .time)
        Text(Self.june3...Self.june3.addingTimeInterval(2 * 86_400))
        Text(Self.june3.addingTimeInterval(-3600)...Self.june3)
        Text(Self.june3, style: .time).environment(\.timeZone, TimeZone(secondsFromGMT: 3600)!)
      })
    let labels = host.snapshot().all("Text").compactMap(\.label)
    #expect(
      labels == [
        "June 3, 2019", "11:23 PM", "June 3, 2019 – June 5, 2019", "10:23 PM – 11:23 PM",
        "12:23 AM",
      ])
  }

  @Test("dates interpolated into a key: styles as Text's, relative ones at the host's date")
  func interpolatedDates() {
    struct Due: View {
      let end: Date
      var body: some View {
        VStack {
          Text("due \(end, style: .date) at \(end, style: .time)")
          Text("in \(end, style: .relative)")
          Text("left \(timerInterval: TextDateTests.june3...end)")
        }
      }
    }
    let end = Self.june3.addingTimeInterval(3_605)
    let host = ViewHost(Due(end: end), startDate: Self.june3)
    let labels = host.snapshot().all("Text").compactMap(\.label)
    // 2019-06-04 00:23:05 UTC; an hour and five seconds after the host's date.
    #expect(labels == ["due June 4, 2019 at 12:23 AM", "in 1 hour, 5 seconds", "left 1:00:05"])
  }

  @Test("a timer counts down with virtual time and the text grows when it needs a digit")
  func timer() throws {
    let start = Self.june3
    let host = ViewHost(Countdown(end: start.addingTimeInterval(3_605)), startDate: start)
    #expect(host.snapshot().first("timer")?.label == "1:00:05")
    #expect(host.snapshot().first("relative")?.label == "1 hour, 5 seconds")
    #expect(host.snapshot().first("offset")?.label == "+1 hour")
    host.advance(by: 6)
    let snapshot = host.snapshot()
    #expect(snapshot.first("timer")?.label == "59:59")
    // "59:59": 5 characters × 8.5.
    #expect(snapshot.first("timer")?.frame.width == 42.5)
    #expect(snapshot.first("relative")?.label == "59 minutes, 59 seconds")
    host.advance(by: 3_600 + 150)
    #expect(host.snapshot().first("timer")?.label == "2:31")
    #expect(host.snapshot().first("offset")?.label == "-2 minutes")
  }

  @Test("a long relative distance shows its two largest units that are not zero")
  func relativeYears() {
    let later = Calendar(identifier: .gregorian).date(
      byAdding: DateComponents(year: 1, month: 1, day: 3), to: Self.june3)!
    let host = ViewHost(Text(later, style: .relative), startDate: Self.june3)
    #expect(host.snapshot().first("Text")?.label == "1 year, 1 month")
  }

  @Test("Text with a format style shows the formatted value")
  func formatStyle() {
    let host = ViewHost(Text(0.256, format: .percent.precision(.fractionLength(1))))
    #expect(host.snapshot().first("Text")?.label == "25.6%")
  }
}

/// `Text(timerInterval:pauseTime:countsDown:showsHours:)` (Apple's documentation: the time
/// left or gone in the interval, paused at `pauseTime`; hours shown from an hour unless
/// `showsHours` is false).
@MainActor
@Suite("Timer texts")
struct TimerTextTests {
  @Test("counts down, counts up, pauses, and shows minutes past 59 without hours")
  func timerInterval() {
    let start = TextDateTests.june3
    let interval = start...start.addingTimeInterval(3_725)
    let host = ViewHost(
      VStack {
        Text(timerInterval: interval).accessibilityIdentifier("down")
        Text(timerInterval: interval, countsDown: false).accessibilityIdentifier("up")
        Text(timerInterval: interval, pauseTime: start.addingTimeInterval(5))
          .accessibilityIdentifier("paused")
        Text(timerInterval: interval, showsHours: false).accessibilityIdentifier("minutes")
      }, startDate: start)
    func label(_ id: String) -> String? { host.snapshot().first(id)?.label }
    #expect(label("down") == "1:02:05")
    #expect(label("minutes") == "62:05")
    host.advance(by: 65)
    #expect(label("down") == "1:01:00")
    #expect(label("up") == "1:05")
    #expect(label("paused") == "1:02:00")
    host.advance(by: 10_000)
    #expect(label("down") == "0:00")
    #expect(label("up") == "1:02:05")
  }
}

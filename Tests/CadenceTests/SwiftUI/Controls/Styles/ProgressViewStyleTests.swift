import Cadence
import CadenceTesting
import Foundation
import Testing

/// A bar drawn by a custom style: grey track, green fill of `fractionCompleted` × 100.
private struct BarStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      configuration.label
      ZStack(alignment: .leading) {
        Color.gray.frame(width: 100, height: 6)
        Color.green.frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 6)
      }
      configuration.currentValueLabel
    }
  }
}

/// A style that adds a caption around the system's look (`ProgressView(configuration)`).
private struct CaptionedStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      ProgressView(configuration)
      Text(configuration.fractionCompleted == nil ? "busy" : "measured")
    }
  }
}

/// Progress views and their styles (SwiftUI's documentation of `ProgressView`,
/// `ProgressViewStyle` and `ProgressViewStyleConfiguration`: a custom style's
/// `makeBody(configuration:)` draws the progress view from its completed fraction and
/// labels; `ProgressView(configuration)` inside it is the system's look;
/// `init(timerInterval:countsDown:)` fills or empties over the interval as time passes).
@MainActor
@Suite("Progress view styles")
struct ProgressViewStyleTests {
  @Test("a custom style draws the bar from the fraction and shows both labels")
  func customStyle() throws {
    let host = ViewHost(
      ProgressView(value: 3, total: 10) {
        Text("Upload")
      } currentValueLabel: {
        Text("30%")
      }
      .progressViewStyle(BarStyle()))
    let snapshot = host.snapshot()
    #expect(snapshot.first("ProgressView") == nil)
    #expect(snapshot.first("green")?.frame.width == 30)
    #expect(snapshot.first("Upload") != nil)
    #expect(snapshot.first("30%") != nil)
  }

  @Test("the system look inside a custom style, and system styles recorded by name")
  func configurationAndSystemStyles() throws {
    let host = ViewHost(
      VStack {
        ProgressView().progressViewStyle(CaptionedStyle())
        ProgressView(value: 0.5).progressViewStyle(.linear)
        ProgressView(value: 0.25).progressViewStyle(CircularProgressViewStyle())
      })
    let snapshot = host.snapshot()
    #expect(snapshot.first("busy") != nil)
    let views = snapshot.all("ProgressView")
    #expect(views.count == 3)
    #expect(views[0]["fractionCompleted"] == nil)
    #expect(views[1].style("progressViewStyle") == "linear")
    #expect(views[2].style("progressViewStyle") == "circular")
    #expect(views[2]["fractionCompleted"] == 0.25)
  }

  @Test("a Foundation Progress sets the fraction; an indeterminate one spins")
  func foundationProgress() {
    let progress = Progress(totalUnitCount: 8)
    progress.completedUnitCount = 2
    let host = ViewHost(VStack { ProgressView(progress) })
    #expect(host.snapshot().first("ProgressView")?["fractionCompleted"] == 0.25)
  }

  @Test("a timer progress view empties over its interval, and fills when counting up")
  func timerInterval() throws {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    let interval = start...start.addingTimeInterval(10)
    let host = ViewHost(
      VStack {
        ProgressView(timerInterval: interval).accessibilityIdentifier("down")
        ProgressView(timerInterval: interval, countsDown: false) { Text("Brewing") }
          .accessibilityIdentifier("up")
      }, startDate: start)
    #expect(host.snapshot().first("down")?["fractionCompleted"] == 1)
    host.advance(by: 2.5)
    // 2.5 s of 10: a quarter gone; exact at a frame (entries every 1/60 s from the start).
    #expect(abs((host.snapshot().first("down")?["fractionCompleted"] ?? 0) - 0.75) < 1e-9)
    #expect(abs((host.snapshot().first("up")?["fractionCompleted"] ?? 0) - 0.25) < 1e-9)
    #expect(host.snapshot().first("0:07") != nil)
    host.advance(by: 20)
    #expect(host.snapshot().first("down")?["fractionCompleted"] == 0)
    #expect(host.snapshot().first("up")?["fractionCompleted"] == 1)
    #expect(host.snapshot().first("Brewing") != nil)
  }
}

/// Bad timer intervals: a progress view over them shows a bound, never a NaN or a crash.
@MainActor
@Suite("Progress view timer bounds")
struct ProgressViewTimerBoundsTests {
  @Test("an endless or empty interval gives a finite fraction")
  func badIntervals() {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    let endless = start...Date(timeIntervalSinceReferenceDate: .infinity)
    let host = ViewHost(
      VStack {
        ProgressView(timerInterval: endless).accessibilityIdentifier("endless")
        ProgressView(timerInterval: start...start, countsDown: false).accessibilityIdentifier(
          "empty")
      }, startDate: start)
    host.advance(by: 1)
    #expect(host.snapshot().first("endless")?["fractionCompleted"] == 1)
    #expect(host.snapshot().first("empty")?["fractionCompleted"] == 1)
  }
}

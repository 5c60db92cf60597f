import Testing

@testable import Cadence

@MainActor
@Suite("ManualFrameClock")
struct ManualFrameClockTests {
  @Test("three steps of 0.1 s land exactly on 0.3 s")
  func exactSteps() {
    let clock = ManualFrameClock()
    clock.advance(by: 0.1)
    clock.advance(by: 0.1)
    clock.advance(by: 0.1)
    #expect(clock.now == VirtualTime(nanoseconds: 300_000_000))
    #expect(clock.now.seconds == 0.3)
  }

  @Test("advancing ticks at every frame before the target, then at the target")
  func ticksOnGrid() {
    let clock = ManualFrameClock(framesPerSecond: 10)
    var ticks: [Int64] = []
    clock.start { ticks.append($0.nanoseconds) }
    clock.advance(to: VirtualTime(seconds: 0.35))
    #expect(ticks == [100_000_000, 200_000_000, 300_000_000, 350_000_000])
    clock.advance(to: VirtualTime(seconds: 0.4))
    #expect(ticks.last == 400_000_000)
    #expect(ticks.count == 5)
  }

  @Test("a scheduled instant between frames gets its own tick, in order")
  func scheduledTick() {
    let clock = ManualFrameClock(framesPerSecond: 10)
    var ticks: [Int64] = []
    clock.start { ticks.append($0.nanoseconds) }
    clock.scheduleTick(at: VirtualTime(seconds: 0.15))
    clock.scheduleTick(at: VirtualTime(seconds: 0.15))
    clock.advance(to: VirtualTime(seconds: 0.3))
    #expect(ticks == [100_000_000, 150_000_000, 200_000_000, 300_000_000])
  }

  @Test("the 120 Hz grid puts frame 120 at exactly one second")
  func defaultGrid() {
    let grid = FrameGrid(framesPerSecond: 120)
    #expect(grid.instant(ofFrame: 120) == VirtualTime(seconds: 1))
    #expect(grid.instant(ofFrame: 1) == VirtualTime(nanoseconds: 8_333_333))
    #expect(grid.nextFrame(after: VirtualTime(nanoseconds: 8_333_333)).nanoseconds == 16_666_667)
    #expect(grid.frameIndex(atOrBefore: VirtualTime(seconds: 0.5)) == 60)
  }

  @Test(
    "a bad frame rate falls back to 120 frames per second", arguments: [0, -5, .nan, .infinity])
  func badRate(rate: Double) {
    #expect(ManualFrameClock(framesPerSecond: rate).framesPerSecond == 120)
  }

  @Test("advancing to an earlier instant does nothing")
  func noGoingBack() {
    let clock = ManualFrameClock()
    clock.advance(by: 0.5)
    #expect(clock.advance(to: VirtualTime(seconds: 0.2)) == false)
    #expect(clock.now.seconds == 0.5)
  }
}

@MainActor
@Suite("DispatchFrameClock")
struct DispatchFrameClockTests {
  @Test("ticks on the main queue with increasing instants until stopped")
  func ticksInRealTime() async throws {
    let clock = DispatchFrameClock(framesPerSecond: 200)
    var ticks: [VirtualTime] = []
    clock.start { ticks.append($0) }
    for _ in 0..<400 where ticks.count < 5 {
      try await Task.sleep(nanoseconds: 5_000_000)
    }
    clock.stop()
    let seen = ticks.count
    #expect(seen >= 5)
    #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0 < $1 })
    try await Task.sleep(nanoseconds: 30_000_000)
    #expect(ticks.count == seen)
  }

  @Test("a scheduled tick arrives with its exact instant")
  func scheduledTick() async throws {
    let clock = DispatchFrameClock(framesPerSecond: 1)
    var ticks: [VirtualTime] = []
    clock.start { ticks.append($0) }
    let instant = VirtualTime(seconds: 0.02)
    clock.scheduleTick(at: instant)
    for _ in 0..<200 where ticks.isEmpty {
      try await Task.sleep(nanoseconds: 5_000_000)
    }
    clock.stop()
    #expect(ticks.first == instant)
  }
}

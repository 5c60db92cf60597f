import Cadence
import Foundation

/// A gesture a host could not perform.
public struct ViewHostGestureError: Error, CustomStringConvertible, Sendable {
  /// What was asked: `drag` or `long press`.
  public let action: String
  /// The query.
  public let query: String
  /// Why it could not be done.
  public let reason: String

  public var description: String { "cannot \(action) \"\(query)\": \(reason)" }
}

/// A finger a host moves over virtual time: down at `begin`, along a straight line at
/// constant velocity (or still, for a press), lifted at `end`.
@MainActor
final class TouchDriver {
  let session: GestureSession
  let start: CGPoint
  let translation: CGSize
  let begin: VirtualTime
  let end: VirtualTime
  let startDate: Date
  let moving: Bool
  /// Two fingers instead of one: they go down `separation` points apart, level, either side
  /// of the centre, and end `scale` times as far apart, turned by `rotation` radians (both
  /// changing linearly).
  var pinch: (scale: CGFloat, rotation: Double, separation: CGFloat)?
  private(set) var isLifted = false

  init(
    session: GestureSession, translation: CGSize, begin: VirtualTime, end: VirtualTime,
    startDate: Date, moving: Bool
  ) {
    self.session = session
    start = CGPoint(x: session.frame.midX, y: session.frame.midY)
    self.translation = translation
    self.begin = begin
    self.end = end
    self.startDate = startDate
    self.moving = moving
  }

  /// The touch at `instant`.
  func touch(at instant: VirtualTime, velocityShown: Bool) -> _GestureTouch {
    let duration = (end - begin).seconds
    let progress = duration > 0 ? min(max((instant - begin).seconds / duration, 0), 1) : 1
    let velocity =
      velocityShown && duration > 0
      ? CGSize(width: translation.width / duration, height: translation.height / duration)
      : .zero
    if let pinch {
      let half = pinch.separation / 2
      let spread = half * (1 + (pinch.scale - 1) * progress)
      let angle = pinch.rotation * progress
      let (dx, dy) = (spread * CGFloat(cos(angle)), spread * CGFloat(sin(angle)))
      return _GestureTouch(
        location: CGPoint(x: start.x - dx, y: start.y - dy),
        startLocation: CGPoint(x: start.x - half, y: start.y), time: instant.seconds,
        date: startDate.addingTimeInterval(instant.seconds), velocity: .zero,
        frame: session.frame, secondLocation: CGPoint(x: start.x + dx, y: start.y + dy),
        secondStartLocation: CGPoint(x: start.x + half, y: start.y))
    }
    return _GestureTouch(
      location: CGPoint(
        x: start.x + translation.width * progress, y: start.y + translation.height * progress),
      startLocation: start, time: instant.seconds,
      date: startDate.addingTimeInterval(instant.seconds), velocity: velocity,
      frame: session.frame)
  }

  /// Puts the finger down now.
  func press(in runtime: ViewRuntime) {
    let touch = touch(at: begin, velocityShown: false)
    runtime.send { session.began(touch) }
  }

  /// The frame at `instant`: the finger moves (or waits), and lifts at the end.
  func step(at instant: VirtualTime, in runtime: ViewRuntime) {
    guard !isLifted, instant > begin else { return }
    // The view went away under the finger: its gestures end there, as SwiftUI's do.
    guard session.isTargetPresent() else {
      isLifted = true
      runtime.send { session.cancel() }
      runtime.emit(.interaction, "the finger's view left: its gestures were cancelled", path: "")
      return
    }
    let touch = touch(at: min(instant, end), velocityShown: moving)
    if moving {
      runtime.send { session.moved(touch) }
    } else {
      runtime.send { session.timePassed(touch) }
    }
    if instant >= end {
      isLifted = true
      runtime.send { session.lifted(touch) }
    }
  }
}

extension ViewHost {
  /// Puts a finger down on the node `query` matches and starts moving it by `translation`
  /// over `duration` seconds; the host moves it at every frame as time advances (by any
  /// `advance`, or a recording) and lifts it at the end. `drag` is this and an advance to
  /// the end. Returns the instant the finger lifts.
  @discardableResult
  public func startDrag(
    _ query: String, by translation: CGSize, duration: Double = 0.25, index: Int = 0
  ) throws -> Double {
    guard translation.width.isFinite, translation.height.isFinite, duration.isFinite,
      duration > 0
    else {
      throw ViewHostGestureError(
        action: "drag", query: query,
        reason: "the translation must be finite and the duration positive (given "
          + "\(translation), \(duration) s)")
    }
    try checkFrames(of: duration, action: "drag", query: query)
    return try putFingerDown(
      on: query, index: index, wanting: .drag, action: "drag", translation: translation,
      duration: duration, describing: "by \(translation) over \(duration) s")
  }

  /// Puts a finger down on the node `query` matches and holds it still for `duration`
  /// seconds; the host lifts it when time gets there. `longPress` is this and an advance to
  /// the end. Returns the instant the finger lifts.
  @discardableResult
  public func startLongPress(_ query: String, duration: Double = 0.5, index: Int = 0) throws
    -> Double
  {
    guard duration.isFinite, duration >= 0 else {
      throw ViewHostGestureError(
        action: "long press", query: query,
        reason: "the duration must be finite and non-negative (given \(duration) s)")
    }
    try checkFrames(of: duration, action: "long press", query: query)
    return try putFingerDown(
      on: query, index: index, wanting: .longPress, action: "long press", translation: .zero,
      duration: duration, describing: "for \(duration) s")
  }

  /// Puts two fingers down on the node `query` matches, either side of its centre, and starts
  /// moving them so that after `duration` seconds they are `scale` times as far apart and
  /// the line between them has turned by `rotation` (positive: clockwise on screen); the host
  /// moves them at every frame as time advances and lifts them at the end. `pinch` is this
  /// and an advance to the end. Returns the instant the fingers lift.
  @discardableResult
  public func startPinch(
    _ query: String, scale: CGFloat = 1, rotation: Angle = .zero, duration: Double = 0.5,
    index: Int = 0
  ) throws -> Double {
    guard scale.isFinite, scale > 0, rotation.radians.isFinite, duration.isFinite, duration > 0
    else {
      throw ViewHostGestureError(
        action: "pinch", query: query,
        reason: "the scale must be finite and positive, the rotation finite and the duration "
          + "positive (given \(scale), \(rotation.degrees)°, \(duration) s)")
    }
    try checkFrames(of: duration, action: "pinch", query: query)
    return try putFingerDown(
      on: query, index: index, wanting: .pinch, action: "pinch", translation: .zero,
      duration: duration,
      describing: "to \(scale)× turning \(rotation.degrees)° over \(duration) s",
      pinch: (scale, rotation.radians))
  }

  /// Pinches the `index`-th node matched by `query` (as `tap` matches, among nodes with
  /// gestures) with two fingers: they go down level, either side of its centre, half its
  /// shorter side apart (at least 20 points), and move at constant rates until, `duration`
  /// seconds later, they are `scale` times as far apart and turned by `rotation`; time
  /// advances frame by frame on the way. A `MagnifyGesture` reads the spread, a
  /// `RotateGesture` the turn. Throws when no node matches, when the node has neither, or
  /// for a scale that is not positive and finite, a non-finite rotation or a duration that
  /// is not positive.
  public func pinch(
    _ query: String, scale: CGFloat = 1, rotation: Angle = .zero, duration: Double = 0.5,
    index: Int = 0, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: Int = #column
  ) throws {
    let site = enter(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    try startPinch(query, scale: scale, rotation: rotation, duration: duration, index: index)
    move(to: lastTouchEnd)
  }

  /// The most frames a finger is moved through: a gesture longer than that (2 h 19 min at
  /// 120 frames a second) is refused rather than stepped frame by frame for ever.
  static var maximumGestureFrames: Double { 1_000_000 }

  /// Throws when a gesture of `duration` seconds would take more frames than
  /// `maximumGestureFrames`.
  private func checkFrames(of duration: Double, action: String, query: String) throws {
    let frames = duration * framesPerSecond
    guard frames <= Self.maximumGestureFrames else {
      throw ViewHostGestureError(
        action: action, query: query,
        reason: "\(duration) s is \(frames) frames at \(framesPerSecond) a second; a finger "
          + "moves through at most \(Int(Self.maximumGestureFrames)) frames")
    }
  }

  /// Finds the node, a session of its gestures that can take `wanted`, and puts a finger
  /// down on it that moves by `translation` (or stays, for a press) for `duration` seconds.
  private func putFingerDown(
    on query: String, index: Int, wanting wanted: WantedGesture, action: String,
    translation: CGSize, duration: Double, describing details: String,
    pinch: (scale: CGFloat, rotation: Double)? = nil
  ) throws -> Double {
    let target = try interaction(query, index: index, action: action, kind: .gesture)
    guard let session = GestureSession(target, wanting: wanted) else {
      throw ViewHostGestureError(
        action: action, query: query,
        reason: "\(target.summary) has \(GestureSession.available(on: target)), no \(action)")
    }
    runtime.emit(.interaction, "\(action) \(target.summary) \(details)", path: target.path)
    let driver = TouchDriver(
      session: session, translation: translation, begin: runtime.now,
      end: runtime.now + VirtualTime(seconds: duration), startDate: runtime.startDate,
      moving: wanted != .longPress)
    if let pinch {
      let separation = max(min(session.frame.width, session.frame.height) / 2, 20)
      driver.pinch = (pinch.scale, pinch.rotation, separation)
    }
    return start(driver)
  }

  private func start(_ driver: TouchDriver) -> Double {
    lastTouchEnd = driver.end
    driver.press(in: runtime)
    if driver.end > driver.begin {
      touchDrivers.append(driver)
      clock.scheduleTick(at: driver.end)
    } else {
      driver.step(at: driver.end + VirtualTime(nanoseconds: 1), in: runtime)
    }
    return driver.end.seconds
  }

  /// Swipes the row `query` matches from `edge` (`.trailing`: right to left, as iOS reveals
  /// trailing swipe actions): a drag of 120 points that way over 0.2 seconds.
  public func swipe(
    _ query: String, edge: HorizontalEdge = .trailing, index: Int = 0,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: Int = #column
  ) throws {
    try drag(
      query, by: CGSize(width: edge == .trailing ? -120 : 120, height: 0), duration: 0.2,
      index: index, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Drags the `index`-th node matched by `query` (as `tap` matches, among nodes with
  /// gestures) by `translation`: the finger goes down at the node's centre now, moves at
  /// constant velocity, and lifts `duration` seconds later, time advancing frame by frame on
  /// the way (`onChanged` at every frame, `onEnded` at `now + duration` with `velocity` =
  /// translation / duration points per second). Throws when no node matches, when the node
  /// has no drag gesture, or for a non-finite translation or a duration that is not positive.
  public func drag(
    _ query: String, by translation: CGSize, duration: Double = 0.25, index: Int = 0,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: Int = #column
  ) throws {
    let site = enter(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    try startDrag(query, by: translation, duration: duration, index: index)
    move(to: lastTouchEnd)
  }

  /// Presses the `index`-th node matched by `query` (as `tap` matches, among nodes with
  /// gestures) for `duration` seconds at its centre, time advancing frame by frame; a long
  /// press gesture succeeds once its minimum duration has passed. Throws when no node
  /// matches, when the node has no long-press gesture, or for a duration that is not finite
  /// and non-negative.
  public func longPress(
    _ query: String, duration: Double = 0.5, index: Int = 0,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: Int = #column
  ) throws {
    let site = enter(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    try startLongPress(query, duration: duration, index: index)
    move(to: lastTouchEnd)
  }
}

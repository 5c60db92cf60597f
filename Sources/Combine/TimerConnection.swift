import Foundation

/// A running timer publisher: fire k is at exactly k intervals after the connection (never
/// drifting with late frames), on the virtual clock of the host current when it connected,
/// or on the main queue in real time when there is none.
final class TimerConnection: Cancellable, @unchecked Sendable {
  private let interval: TimeInterval
  private let fire: (Date) -> Void
  private let flag = CancelFlag()
  /// Told once, when the connection is cancelled.
  var onCancel: (() -> Void)?

  init(interval: TimeInterval, fire: @escaping (Date) -> Void) {
    self.interval = interval
    self.fire = fire
  }

  func start() {
    if MainQueueMarker.isOnMainQueue {
      MainActor.assumeIsolated { begin() }
    } else {
      let this = UncheckedBox(self)
      DispatchQueue.main.async { MainActor.assumeIsolated { this.value.begin() } }
    }
  }

  func cancel() {
    guard !flag.isCancelled else { return }
    flag.cancel()
    let onCancel = self.onCancel
    self.onCancel = nil
    onCancel?()
  }

  @MainActor
  private func begin() {
    guard !flag.isCancelled else { return }
    if let timeline = MainTimelines.current() {
      scheduleVirtual(fire: 1, from: timeline.nanosecondsNow, on: timeline)
    } else {
      scheduleReal(fire: 1, from: SystemClock.uptimeNanoseconds())
    }
  }

  /// The offset of fire `k` from the connection.
  private func offset(ofFire k: Int) -> Double { interval * Double(k) }

  @MainActor
  private func scheduleVirtual(fire k: Int, from start: Int64, on timeline: any MainTimeline) {
    let instant = timeline.nanoseconds(offset(ofFire: k), after: start)
    weak let timeline = timeline
    timeline?.run(atNanoseconds: instant, reason: "a timer publisher firing every \(interval) s") {
      [weak self] in
      guard let self, !self.flag.isCancelled, let timeline else { return }
      self.fire(timeline.date(atNanoseconds: instant))
      self.scheduleVirtual(fire: k + 1, from: start, on: timeline)
    }
  }

  @MainActor
  private func scheduleReal(fire k: Int, from start: UInt64) {
    let nanoseconds = UInt64(min(offset(ofFire: k) * 1e9, Double(UInt64.max / 2)))
    let deadline = DispatchTime(uptimeNanoseconds: start &+ nanoseconds)
    DispatchQueue.main.asyncAfter(deadline: deadline) { [weak self] in
      MainActor.assumeIsolated {
        guard let self, !self.flag.isCancelled else { return }
        self.fire(SystemClock.date())
        self.scheduleReal(fire: k + 1, from: start)
      }
    }
  }
}

extension NotificationCenter {
  /// Returns a publisher that emits events when broadcasting notifications.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil)
    -> NotificationCenter.Publisher
  {
    Publisher(center: self, name: name, object: object)
  }

  /// A publisher that emits elements when broadcasting notifications.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never
    /// The notification center this publisher uses as a source.
    public let center: NotificationCenter
    /// The name of notifications published by this publisher.
    public let name: Notification.Name
    /// The object posting the named notification.
    public let object: AnyObject?

    /// Creates a publisher that emits events when broadcasting notifications.
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Notification, S.Failure == Never {
      let conduit = Conduit(subscriber)
      let box = UncheckedBox(conduit)
      let token = center.addObserver(forName: name, object: object, queue: nil) { note in
        box.value.send(note)
      }
      let center = UncheckedBox(center)
      let observer = UncheckedBox(token)
      conduit.onCancel = { center.value.removeObserver(observer.value) }
      conduit.start()
    }
  }
}

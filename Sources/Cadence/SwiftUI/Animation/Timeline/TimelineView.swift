/// The context of a timeline view's content, whatever its schedule (SwiftUI's alias).
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
  .Context

extension TimelineView {
  /// Information passed to a timeline view's content: the entry's date and the rate.
  public struct Context {
    /// The date from the schedule that triggered the update: the latest entry at or before
    /// now (or, with no entry yet or a paused schedule, the date of the latest update).
    public let date: Date
    /// The rate at which the timeline updates.
    public let cadence: Cadence
    /// Evaluates the content again (on the main actor, where the content is made).
    let invalidate: (@MainActor () -> Void)?

    /// Information about the rate at which a timeline view updates.
    public enum Cadence: Comparable, Hashable, Sendable {
      /// Updates at the schedule's own rate.
      case live
      /// Updates about once a second.
      case seconds
      /// Updates about once a minute.
      case minutes

      /// Whether `a` updates more often than `b` (live, seconds, minutes).
      public static func < (a: Cadence, b: Cadence) -> Bool { a.rank < b.rank }

      private var rank: Int {
        switch self {
        case .live: 0
        case .seconds: 1
        case .minutes: 2
        }
      }
    }

    /// Makes the content again at the next update, without waiting for the schedule's next
    /// entry (for content that changed for another reason, as SwiftUI's does).
    @MainActor
    public func invalidateTimelineContent() {
      invalidate?()
    }
  }
}

/// A view that updates according to a schedule that you provide.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
  let schedule: Schedule
  let content: @MainActor (TimelineViewDefaultContext) -> Content
}

extension TimelineView: View where Content: View {
  /// `TimelineView` is a primitive view.
  public typealias Body = Never

  /// Creates a new timeline view that uses the given schedule.
  @preconcurrency public init(
    _ schedule: Schedule,
    @ViewBuilder content: @escaping @MainActor (TimelineViewDefaultContext) -> Content
  ) {
    self.schedule = schedule
    self.content = content
  }

  public static func _makeOrUpdateNode(
    _ view: TimelineView, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    if let node {
      let timeline = downcast(node, to: TimelineNode<Schedule, Content>.self)
      timeline.update(to: view, in: context)
      return timeline
    }
    return TimelineNode(view, in: context)
  }
}

/// The node of a timeline view: the schedule's entries from the instant it was (re)created,
/// the latest entry reached, and the content evaluated with it whenever it changes. The
/// runtime is asked for an update at each entry's exact instant.
@MainActor
final class TimelineNode<Schedule: TimelineSchedule, Content: View>: BodyNode, AnimationTicking {
  private var view: TimelineView<Schedule, Content>
  private var entries: Schedule.Entries.Iterator
  private var nextEntry: Date?
  private var contextDate: Date
  private var isTicking = false

  init(_ view: TimelineView<Schedule, Content>, in context: __shared _MountContext) {
    self.view = view
    let now = context.tree.startDate.addingTimeInterval(context.tree.now.seconds)
    entries = view.schedule.entries(from: now, mode: .normal).makeIterator()
    contextDate = now
    super.init(layout: TypeLayout.of(TimelineView<Schedule, Content>.self), in: context)
    hasRenderEffect = true
    nextEntry = entries.next()
    catchUp()
    evaluateBody(transaction: context.transaction)
  }

  override var viewName: String? { "TimelineView" }

  func update(to newView: TimelineView<Schedule, Content>, in context: _MountContext) {
    environment = context.environment
    let scheduleChanged = !TypeLayout.of(Schedule.self).isEqual(view.schedule, newView.schedule)
    view = newView
    if scheduleChanged {
      entries = view.schedule.entries(from: nowDate, mode: .normal).makeIterator()
      nextEntry = entries.next()
      contextDate = nowDate
    }
    catchUp()
    evaluateBody(transaction: context.transaction)
  }

  override func reevaluate() {
    evaluateBody(transaction: takePendingTransaction())
  }

  var activityDescription: String { "TimelineView(\(Schedule.self)) of \(viewPath)" }

  func tick(at now: VirtualTime) -> Bool {
    guard isMounted else {
      isTicking = false
      return false
    }
    let before = contextDate
    catchUp()
    if contextDate != before { invalidate(transaction: Transaction()) }
    isTicking = nextEntry != nil
    return isTicking
  }

  /// How close to now an entry must be to be due: the clock's resolution and a half.
  private static var entryTolerance: Double { 1.5e-9 }

  private var nowDate: Date { tree.startDate.addingTimeInterval(tree.now.seconds) }

  /// Moves past every entry at or before now; the latest becomes the context's date, and the
  /// runtime is asked for an update at the next one.
  private func catchUp() {
    // Entries are dates (floating seconds) and the clock counts whole nanoseconds: an entry
    // within a nanosecond and a half of now is due now.
    let now = nowDate.addingTimeInterval(Self.entryTolerance)
    var guardCount = 0
    while let entry = nextEntry, entry <= now {
      contextDate = entry
      nextEntry = entries.next()
      guardCount += 1
      if guardCount > 1_000_000 { break }
    }
    if let entry = nextEntry {
      tree.requestTick(at: VirtualTime(seconds: entry.timeIntervalSince(tree.startDate)))
      if !isTicking {
        isTicking = true
        tree.animations.startTicking(self)
      }
    }
  }

  private func evaluateBody(transaction: Transaction) {
    let context = TimelineViewDefaultContext(
      date: contextDate, cadence: .live,
      invalidate: { [weak self] in self?.invalidate(transaction: Transaction()) })
    let body = evaluate(&view) { $0.content(context) }
    child = reconciled(
      body, node: child, context: childContext(environmentChanged: false, transaction: transaction))
  }

  /// The content changes at the schedule's entries: judged through them, not by derivative.
  override var rendersOverTime: Bool { true }

  /// Taps inside a paused timeline run with the content's last `context.date`, which may be
  /// long past: the runtime says so when such a tap fires.
  override func wrapInteraction(_ item: inout RenderItem, source: _ViewNode) {
    guard nextEntry == nil else { return }
    wrapTaps(in: &item, captured: contextDate)
  }

  private func wrapTaps(in item: inout RenderItem, captured: Date) {
    if let tap = item.tap {
      item.tap = { [unowned self] in
        let stale = self.nowDate.timeIntervalSince(captured)
        if stale > 0 {
          self.tree.report(
            .staleTimelineDate,
            "a tap inside a paused TimelineView ran with context.date from its last update, "
              + "\(DecimalFormatting.format(stale, fractionDigits: 4)) s before the tap: a date "
              + "captured from the context is stale, so motion computed from it starts "
              + "\(DecimalFormatting.format(stale, fractionDigits: 4)) s in and jumps",
            path: self.viewPath)
        }
        tap()
      }
    }
  }
}

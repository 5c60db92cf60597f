/// A haptic the device plays (`sensoryFeedback`). Headless, a feedback that plays is an event
/// (`feedback` in the host's events) and is recorded on the view: `sensoryFeedback` names the
/// last one played, `sensoryFeedback.count` counts them.
public struct SensoryFeedback: Equatable, Sendable {
  let name: String

  /// How heavy an impact is.
  public struct Weight: Equatable, Sendable {
    let name: String
    public static let light = Weight(name: "light")
    public static let medium = Weight(name: "medium")
    public static let heavy = Weight(name: "heavy")
  }

  /// How flexible what collides in an impact is.
  public struct Flexibility: Equatable, Sendable {
    let name: String
    public static let rigid = Flexibility(name: "rigid")
    public static let solid = Flexibility(name: "solid")
    public static let soft = Flexibility(name: "soft")
  }

  public static let success = SensoryFeedback(name: "success")
  public static let warning = SensoryFeedback(name: "warning")
  public static let error = SensoryFeedback(name: "error")
  public static let selection = SensoryFeedback(name: "selection")
  public static let increase = SensoryFeedback(name: "increase")
  public static let decrease = SensoryFeedback(name: "decrease")
  public static let start = SensoryFeedback(name: "start")
  public static let stop = SensoryFeedback(name: "stop")
  public static let alignment = SensoryFeedback(name: "alignment")
  public static let levelChange = SensoryFeedback(name: "levelChange")
  public static let impact = SensoryFeedback(name: "impact")

  /// An impact of `weight`, at `intensity` (0…1).
  public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
    SensoryFeedback(
      name: "impact(\(weight.name), \(DecimalFormatting.format(min(max(intensity, 0), 1))))")
  }

  /// An impact of things of `flexibility`, at `intensity` (0…1).
  public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
    SensoryFeedback(
      name: "impact(\(flexibility.name), \(DecimalFormatting.format(min(max(intensity, 0), 1))))")
  }
}

/// Plays the feedback `decide` gives for each change of `trigger`.
struct _SensoryFeedbackModifier<T: Equatable>: ViewModifier {
  let trigger: T
  let decide: (T, T) -> SensoryFeedback?
  @State private var played: (last: String, count: Int)?

  func body(content: Content) -> some View {
    let decide = self.decide
    let played = $played
    return
      content
      .onChange(of: trigger) { old, new in
        guard let feedback = decide(old, new) else { return }
        played.wrappedValue = (feedback.name, (played.wrappedValue?.count ?? 0) + 1)
        UpdateContext.current?.emit(.feedback, "sensory feedback \(feedback.name)", path: "")
      }
      .modifier(_FeedbackRecord(played: self.played))
  }
}

/// Records the feedback played last and how many played (the innermost modifier's, when a
/// view has several).
struct _FeedbackRecord: RenderModifier {
  static let attributeName = "sensoryFeedback"
  let played: (last: String, count: Int)?

  func apply(to item: inout RenderItem) {
    guard let played, item.styles["sensoryFeedback"] == nil else { return }
    item.styles["sensoryFeedback"] = played.last
    item.attributes["sensoryFeedback.count"] = Double(played.count)
  }
}

extension View {
  /// Plays `feedback` when `trigger` changes.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    modifier(_SensoryFeedbackModifier(trigger: trigger) { _, _ in feedback })
  }

  /// Plays `feedback` when `trigger` changes and `condition` holds for the old and new values.
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T,
    condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
  ) -> some View {
    modifier(
      _SensoryFeedbackModifier(trigger: trigger) { old, new in
        condition(old, new) ? feedback : nil
      })
  }

  /// Plays the feedback `feedback` gives for the old and new values when `trigger` changes
  /// (none when it gives nil).
  public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
  ) -> some View {
    modifier(_SensoryFeedbackModifier(trigger: trigger, decide: feedback))
  }
}

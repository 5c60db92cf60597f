import Cadence
import CadenceInspection

/// A wait that did not end: `settle(timeout:)` with something still running, or
/// `advance(until:timeout:)` whose condition no frame met, or a wait given a bad timeout.
public struct ViewHostTimeoutError: Error, CustomStringConvertible, Sendable {
  /// What was called.
  public let operation: String
  /// The timeout given, in seconds.
  public let timeout: Double
  /// The host's time when the wait stopped.
  public let time: Double
  /// What still ran or waited then, one line each (empty for a condition that was not met
  /// while nothing ran).
  public let running: [String]
  /// The last snapshot `advance(until:timeout:)` checked.
  public let lastSnapshot: Snapshot?
  /// Set when the call itself was wrong (a bad timeout).
  public let problem: String?

  public var description: String {
    if let problem { return "\(operation): \(problem) (given \(timeout))" }
    let ran =
      running.isEmpty
      ? "nothing was running"
      : "still running: " + running.joined(separator: "; ")
    let condition = lastSnapshot == nil ? "" : "the condition was never met; "
    return "\(operation) timed out at t = \(DecimalFormatting.format(time, fractionDigits: 4)) s: "
      + condition + ran
  }
}

/// An interaction that found nothing to act on.
public struct ViewHostError: Error, CustomStringConvertible, Sendable {
  /// What was asked: `tap`, `type into` or `toggle`.
  public let action: String
  /// The label or kind asked for.
  public let query: String
  /// The index asked for among the matches.
  public let index: Int
  /// How many nodes matched.
  public let matchCount: Int
  /// The first nodes that could take the action (at most `maximumListedCandidates`): kind,
  /// label and path.
  public let candidates: [String]
  /// How many nodes could take the action.
  public let candidateCount: Int
  /// True when `query` is an accessibility identifier that several nodes share (then
  /// `candidates` lists them).
  public let identifierIsShared: Bool
  /// Why nothing took the action, when it is not that no node matched (a key no view
  /// handles).
  public let reason: String?

  /// Creates the error.
  public init(
    action: String, query: String, index: Int, matchCount: Int, candidates: [String],
    candidateCount: Int, identifierIsShared: Bool = false, reason: String? = nil
  ) {
    self.reason = reason
    self.action = action
    self.query = query
    self.index = index
    self.matchCount = matchCount
    self.candidates = candidates
    self.candidateCount = candidateCount
    self.identifierIsShared = identifierIsShared
  }

  /// The most candidates an error lists: 20, so that a miss among 100,000 buttons stays a
  /// short message.
  public static var maximumListedCandidates: Int { 20 }

  /// Says what was asked, what matched, and lists every node that could take the action.
  public var description: String {
    if identifierIsShared {
      return "cannot \(action) \"\(query)\": the accessibility identifier \"\(query)\" is "
        + "used by \(matchCount) nodes, and an identifier must name one: "
        + candidates.joined(separator: "; ")
    }
    let found =
      reason
      ?? (matchCount == 0
        ? "no node with that label or kind"
        : "\(matchCount) node\(matchCount == 1 ? "" : "s") matched, so index \(index) is out of range")
    let list =
      candidates.isEmpty
      ? "there is nothing to \(action)"
      : "nodes to \(action)"
        + (candidateCount > candidates.count
          ? " (first \(candidates.count) of \(candidateCount))" : "")
        + ": " + candidates.joined(separator: "; ")
    return "cannot \(action) \"\(query)\" (index \(index)): \(found); \(list)"
  }
}

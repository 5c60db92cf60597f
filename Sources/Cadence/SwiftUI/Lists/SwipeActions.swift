/// An edge on the horizontal axis.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
  case leading, trailing

  /// A set of horizontal edges.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let leading = Set(rawValue: 1)
    public static let trailing = Set(rawValue: 2)
    public static let all: Set = [.leading, .trailing]
    /// The set holding `e`.
    public init(_ e: HorizontalEdge) { self = e == .leading ? .leading : .trailing }
  }
}

extension View {
  /// Adds swipe actions to a list row: a swipe from `edge` (`host.swipe(_:edge:)`, or a drag
  /// of at least 30 points that way) reveals them after the row (`SwipeActions` in the
  /// snapshot, with `edge` and `allowsFullSwipe`); choosing one runs it and hides them; a
  /// swipe the other way hides them.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View {
    _SwipeActions(
      row: self, edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content())
  }
}

/// A row with swipe actions.
struct _SwipeActions<Row: View, Actions: View>: View {
  let row: Row
  let edge: HorizontalEdge
  let allowsFullSwipe: Bool
  let actions: Actions
  @State private var revealed = false
  /// The swipe actions around this one on the same row: one swipe reaches them all.
  @Environment(\.swipeRevealers) private var outer

  var body: some View {
    let revealed = $revealed
    let revealers = outer + [SwipeRevealer(edge: edge) { revealed.wrappedValue = $0 }]
    _KindStack("SwipeActions", alignment: .leading, spacing: 0) {
      row
        .gesture(
          DragGesture(minimumDistance: 10).onEnded { value in
            for revealer in revealers {
              let towardsEdge =
                revealer.edge == .trailing ? -value.translation.width : value.translation.width
              if towardsEdge >= 30 {
                revealer.set(true)
              } else if towardsEdge <= -30 {
                revealer.set(false)
              }
            }
          }
        )
        .environment(\.swipeRevealers, revealers)
      if self.revealed {
        HStack { actions }
          .modifier(_MenuChoice(close: { revealed.wrappedValue = false }))
      }
    }
    .modifier(_StyleEffect(name: "edge", value: edge == .trailing ? "trailing" : "leading"))
    .modifier(_StyleEffect(name: "allowsFullSwipe", value: allowsFullSwipe ? "true" : "false"))
    .modifier(_StyleEffect(name: "revealed", value: self.revealed ? "true" : "false"))
  }
}

/// Reveals or hides the swipe actions of one edge.
struct SwipeRevealer {
  let edge: HorizontalEdge
  let set: @MainActor (Bool) -> Void
}

extension EnvironmentValues {
  private struct SwipeRevealersKey: EnvironmentKey {
    static var defaultValue: [SwipeRevealer] { [] }
  }

  /// The swipe actions of the row being built, outermost first.
  var swipeRevealers: [SwipeRevealer] {
    get { self[SwipeRevealersKey.self] }
    set { self[SwipeRevealersKey.self] = newValue }
  }
}

/// How a view's content changes when it is replaced (a number counting up, a symbol
/// swapping): recorded as the textual attribute `contentTransition` of its nodes.
public struct ContentTransition: Hashable, Sendable {
  let name: String

  /// The system's choice.
  public static let identity = ContentTransition(name: "identity")
  /// A fade.
  public static let opacity = ContentTransition(name: "opacity")
  /// Interpolated text.
  public static let interpolate = ContentTransition(name: "interpolate")

  /// Digits that roll as the number changes; `countsDown` when it decreases.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: countsDown ? "numericText(countsDown)" : "numericText")
  }

  /// Digits that roll in the direction of the change from the value given.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(name: "numericText")
  }

  /// A symbol effect between symbols (`.symbolEffect(.replace)`'s).
  public static let symbolEffect = ContentTransition(name: "symbolEffect")
}

extension View {
  /// Sets how this view's content changes when it is replaced (recorded).
  public func contentTransition(_ transition: ContentTransition) -> some View {
    environment(\.contentTransition, transition)
      .modifier(_StyleEffect(name: "contentTransition", value: transition.name))
  }
}

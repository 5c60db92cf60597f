extension KeyframeTrackContentBuilder {
  /// The keyframes of one branch of an `if`/`else` (or a `switch`) in a keyframe track.
  public struct Conditional<
    ConditionalValue, First: KeyframeTrackContent, Second: KeyframeTrackContent
  >:
    KeyframeTrackContent
  where ConditionalValue == First.Value, First.Value == Second.Value {
    public typealias Value = ConditionalValue

    /// The branch taken.
    enum Branch {
      case first(First)
      case second(Second)
    }

    let branch: Branch

    public func _appendKeyframes(to list: inout _KeyframeList<ConditionalValue>) {
      switch branch {
      case .first(let content): content._appendKeyframes(to: &list)
      case .second(let content): content._appendKeyframes(to: &list)
      }
    }
  }
}

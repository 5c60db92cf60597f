extension View {
  /// Attaches `gesture` when `isEnabled`; when not, the view's own gesture is off and its
  /// subviews' gestures still work, as `gesture(_:including: .subviews)` (iOS 18).
  public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
    self.gesture(gesture, including: isEnabled ? .all : .subviews)
  }

  /// Attaches `gesture` under `name` (recorded as `gesture.name`) when `isEnabled`.
  public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true)
    -> some View
  {
    self.gesture(gesture, isEnabled: isEnabled).recorded("gesture.name", name)
  }

  /// Attaches `gesture` to be recognized with the view's others when `isEnabled`.
  public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
    simultaneousGesture(gesture, including: isEnabled ? .all : .subviews)
  }

  /// Attaches `gesture` under `name`, recognized with the view's others, when `isEnabled`.
  public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true)
    -> some View
  {
    simultaneousGesture(gesture, isEnabled: isEnabled).recorded("gesture.name", name)
  }

  /// Attaches `gesture` ahead of the subviews' gestures when `isEnabled`.
  public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
    highPriorityGesture(gesture, including: isEnabled ? .all : .subviews)
  }

  /// Attaches `gesture` under `name`, ahead of the subviews' gestures, when `isEnabled`.
  public func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true)
    -> some View
  {
    highPriorityGesture(gesture, isEnabled: isEnabled).recorded("gesture.name", name)
  }
}

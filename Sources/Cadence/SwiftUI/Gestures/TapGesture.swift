/// Gives each rendered node a tap action; an inner tap action takes precedence, as the
/// innermost gesture does in SwiftUI.
struct _TapGestureModifier: RenderModifier {
  static let attributeName = "tap"
  var count: Int
  var action: @MainActor () -> Void

  func apply(to item: inout RenderItem) {
    if item.tap == nil { item.tap = action }
    if count != 1 { item.attributes["tapCount"] = Double(count) }
  }
}

extension View {
  /// Adds an action to perform when this view recognizes a tap gesture of `count` taps.
  @preconcurrency public func onTapGesture(
    count: Int = 1, perform action: @escaping @MainActor () -> Void
  )
    -> some View
  {
    modifier(_TapGestureModifier(count: count, action: action))
  }
}

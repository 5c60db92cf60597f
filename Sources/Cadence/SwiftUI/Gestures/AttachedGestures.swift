// The gestures attached to a rendered node: what a host drives, carried as an interaction
// feature of the node (`ViewHost.drag`, `ViewHost.tap` on a tap gesture).

/// How an attached gesture competes with the others on its view.
enum GesturePriority: Hashable {
  case normal
  case simultaneous
  case high
}

/// A gesture attached to a rendered node: what a host drives.
@MainActor
struct AttachedGesture {
  let priority: GesturePriority
  let kinds: GestureKinds
  let make: @MainActor () -> _AnyGestureRecognizer
}

/// The gestures attached to a rendered node, innermost first.
enum AttachedGestures: InteractionFeature {
  typealias Value = [AttachedGesture]
  static var kind: InteractionKinds { .gesture }
}

extension RenderItem {
  /// The gestures attached to it, innermost first.
  var gestures: [AttachedGesture] {
    get { features[AttachedGestures.self] ?? [] }
    set { features[AttachedGestures.self] = newValue.isEmpty ? nil : newValue }
  }
}

extension Interaction {
  /// Its gestures, innermost first.
  var gestures: [AttachedGesture] { features[AttachedGestures.self] ?? [] }
}

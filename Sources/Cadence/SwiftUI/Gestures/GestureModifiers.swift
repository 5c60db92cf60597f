/// Options for how a gesture interacts with the gestures of the view's subviews.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Disable all gestures in the subview hierarchy, including the added gesture.
  public static let none = GestureMask([])
  /// Enable the added gesture but disable all gestures in the subview hierarchy.
  public static let gesture = GestureMask(rawValue: 1)
  /// Enable all gestures in the subview hierarchy but disable the added gesture.
  public static let subviews = GestureMask(rawValue: 2)
  /// Enable both the added gesture as well as all other gestures on the view and its
  /// subviews.
  public static let all = GestureMask(rawValue: 3)
}

/// The kinds of primitive gestures of each gesture type seen.
@MainActor
enum GestureKindsCache {
  static var byType: [ObjectIdentifier: GestureKinds] = [:]
}

/// Attaches a gesture to each rendered node of its content. A gesture with a tap in it also
/// makes the node tappable (`ViewHost.tap`).
struct _GestureModifier<G: Gesture>: RenderModifier {
  static var attributeName: String { "gesture" }
  var gesture: G
  var priority: GesturePriority
  var mask: GestureMask

  /// The kinds of primitive gestures in `G`, found once per gesture type (they depend on the
  /// type's structure only): a node re-rendered at every frame makes no recognizer for it.
  @MainActor private static func kinds(_ make: () -> _AnyGestureRecognizer) -> GestureKinds {
    let key = ObjectIdentifier(G.self)
    if let known = GestureKindsCache.byType[key] { return known }
    let kinds = make().kinds
    GestureKindsCache.byType[key] = kinds
    return kinds
  }

  func apply(to item: inout RenderItem) {
    guard mask.contains(.gesture) else { return }
    let gesture = gesture
    let make: @MainActor () -> _AnyGestureRecognizer = { gesture._makeRecognizer() }
    let kinds = Self.kinds(make)
    item.gestures.append(AttachedGesture(priority: priority, kinds: kinds, make: make))
    if kinds.contains(.tap), item.tap == nil {
      let frame = item.frame ?? .zero
      item.tap = {
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        let touch = _GestureTouch(
          location: centre, startLocation: centre, time: 0,
          date: Date(timeIntervalSinceReferenceDate: 0), velocity: .zero, frame: frame)
        let recognizer = make()
        recognizer.began(touch)
        recognizer.lifted(touch)
      }
    }
  }
}

extension View {
  /// Attaches a gesture to the view with a lower precedence than gestures defined by the
  /// view.
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    modifier(_GestureModifier(gesture: gesture, priority: .normal, mask: mask))
  }

  /// Attaches a gesture to the view to process simultaneously with gestures defined by the
  /// view.
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  {
    modifier(_GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
  }

  /// Attaches a gesture to the view with a higher precedence than gestures defined by the
  /// view.
  public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  {
    modifier(_GestureModifier(gesture: gesture, priority: .high, mask: mask))
  }

  /// Adds an action to perform when this view recognizes a long press gesture;
  /// `onPressingChanged` is told when the press starts and ends.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    let gesture = LongPressGesture(
      minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    return modifier(
      _GestureModifier(
        gesture: _PressingGesture(
          base: gesture, action: action, pressingChanged: onPressingChanged),
        priority: .normal, mask: .all))
  }
}

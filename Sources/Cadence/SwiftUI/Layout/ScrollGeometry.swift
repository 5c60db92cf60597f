/// The geometry of a scroll view (iOS 18): where its content is, how large it is, and what
/// part of it is in sight, in the content's coordinates.
public struct ScrollGeometry: Equatable, Sendable {
  /// How far the content is scrolled: the visible rect's origin.
  public var contentOffset: CGPoint
  /// The size of the content.
  public var contentSize: CGSize
  /// The insets of the content in the scroll view (its content margins).
  public var contentInsets: EdgeInsets
  /// The size of the scroll view.
  public var containerSize: CGSize

  /// The part of the content in sight.
  public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
  /// The scroll view's bounds in the content's coordinates.
  public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }

  /// Creates a geometry.
  public init(
    contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize
  ) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }
}

/// A reader of a scroll view's geometry (`onScrollGeometryChange`), handed to the scroll views
/// below through the environment.
struct ScrollGeometryObserver: @unchecked Sendable {
  /// The view that watches one value of the geometry, in the scroll view's content.
  let watcher: @MainActor (ScrollGeometry) -> AnyView
}

private struct ScrollGeometryObserversKey: EnvironmentKey {
  static var defaultValue: [ScrollGeometryObserver] { [] }
}

extension EnvironmentValues {
  /// The geometry readers the next scroll view below serves.
  var scrollGeometryObservers: [ScrollGeometryObserver] {
    get { self[ScrollGeometryObserversKey.self] }
    set { self[ScrollGeometryObserversKey.self] = newValue }
  }
}

extension View {
  /// Runs `action` when the value `transform` reads from the geometry of the scroll view this
  /// modifies changes (scrolled, resized, its content grown), after the layout that changed
  /// it, with the old and the new value.
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    let observer = ScrollGeometryObserver { geometry in
      AnyView(Color.clear.onChange(of: transform(geometry)) { old, new in action(old, new) })
    }
    return transformEnvironment(\.scrollGeometryObservers) { $0.append(observer) }
  }
}

extension ScrollController {
  /// The geometry of the scroll view, its content placed at `contentFrame` (screen
  /// coordinates) with `margins` around it.
  func geometry(contentFrame: CGRect, margins: EdgeInsets) -> ScrollGeometry {
    ScrollGeometry(
      contentOffset: CGPoint(
        x: viewport.minX - contentFrame.minX, y: viewport.minY - contentFrame.minY),
      contentSize: contentFrame.size, contentInsets: margins, containerSize: viewport.size)
  }
}

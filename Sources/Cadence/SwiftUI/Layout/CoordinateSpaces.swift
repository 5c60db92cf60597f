/// A coordinate space a geometry proxy measures in (iOS 17's form of `CoordinateSpace`):
/// `.local`, `.global`, or `.named(_:)`.
public protocol CoordinateSpaceProtocol {
  /// The space as a `CoordinateSpace`.
  var coordinateSpace: CoordinateSpace { get }
}

/// The coordinate space a view names with `coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
  let name: AnyHashable
  public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The view's own coordinates.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  nonisolated public init() {}
  public var coordinateSpace: CoordinateSpace { .local }
}

/// The screen's coordinates.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  nonisolated public init() {}
  public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpace: CoordinateSpaceProtocol {
  public var coordinateSpace: CoordinateSpace { self }
  /// Whether this is the screen's space.
  public var isGlobal: Bool { self == .global }
  /// Whether this is the view's own space.
  public var isLocal: Bool { self == .local }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The space of the view that names itself `name` (`coordinateSpace(.named(name))`).
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }
}

/// The names scroll views give their visible region.
private enum ScrollViewSpace: Hashable {
  case nearest
  case along(Axis)
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The visible region of the nearest scroll view around the view: a view's frame in it
  /// moves as the scroll view scrolls.
  public static var scrollView: NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(ScrollViewSpace.nearest))
  }

  /// The visible region of the nearest scroll view around the view that scrolls along `axis`.
  public static func scrollView(axis: Axis) -> Self {
    NamedCoordinateSpace(name: AnyHashable(ScrollViewSpace.along(axis)))
  }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The view's own coordinates.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The screen's coordinates.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension GeometryProxy {
  /// The reader's frame in `coordinateSpace`.
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    frame(in: coordinateSpace.coordinateSpace)
  }
}

extension View {
  /// Names this view's coordinate space (`coordinateSpace(.named("scroll"))`).
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    modifier(_CoordinateSpaceLayout(name: name.name))
  }

  /// Runs `action` with the value `transform` reads from this view's geometry: once at first
  /// (with the value as both old and new), then after each layout that changes it.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    background(
      GeometryReader { proxy in
        Color.clear.onChange(of: transform(proxy), initial: true) { old, new in action(old, new) }
      }
      .hidden())
  }

  /// Runs `action` with the value `transform` reads from this view's geometry: once at
  /// first, then after each layout that changes it.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ newValue: T) -> Void
  ) -> some View {
    onGeometryChange(for: type, of: transform) { _, new in action(new) }
  }
}

/// Where a scroll view is scrolled to (iOS 18), as a value bound with
/// `scrollPosition(_:anchor:)`: set it in code (`scrollTo(id:)`, `scrollTo(edge:)`,
/// `scrollTo(point:)`, …) and the scroll view scrolls there after its next layout; when a
/// person scrolls, it reads `isPositionedByUser`, its `viewID` becomes the first identified
/// view in sight (of the type given by `init(idType:)`) and its `point` and `edge` nil.
public struct ScrollPosition: Sendable {
  enum Target: Sendable {
    case none
    case view(any Hashable & Sendable, anchor: UnitPoint?)
    case edge(Edge)
    case point(CGPoint)
    case x(CGFloat)
    case y(CGFloat)
  }

  var target: Target
  /// Counts the requests made in code: the scroll view carries out each new one once.
  var request = 0
  /// Finds the first view in sight whose identifier has the position's type.
  let visibleID: VisibleIDSearch?
  /// Whether a person scrolled the scroll view to where it is.
  public private(set) var isPositionedByUser = false

  init(target: Target, visibleID: VisibleIDSearch? = nil) {
    self.target = target
    self.visibleID = visibleID
    if case .none = target {} else { request = 1 }
  }

  /// A position that will hold the identifiers of type `ID` of the views scrolled to.
  public init<ID: Hashable>(idType: ID.Type = ID.self) {
    self.init(target: .none, visibleID: VisibleIDSearch(ID.self))
  }

  /// A position at the view with identifier `id`, at `anchor` of the scroll view.
  public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
    self.init(target: .view(id, anchor: anchor), visibleID: VisibleIDSearch(type(of: id)))
  }

  /// A position at an edge of the content.
  public init(edge: Edge) { self.init(target: .edge(edge)) }
  /// A position at a point of the content (the content offset).
  public init(point: CGPoint) { self.init(target: .point(point)) }
  /// A position at a horizontal offset.
  public init(x: CGFloat) { self.init(target: .x(x)) }
  /// A position at a vertical offset.
  public init(y: CGFloat) { self.init(target: .y(y)) }

  private mutating func ask(_ target: Target) {
    self.target = target
    request += 1
    isPositionedByUser = false
  }

  /// Scrolls to the view with identifier `id`, at `anchor` of the scroll view.
  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
    ask(.view(id, anchor: anchor))
  }
  /// Scrolls to an edge of the content.
  public mutating func scrollTo(edge: Edge) { ask(.edge(edge)) }
  /// Scrolls to a point of the content.
  public mutating func scrollTo(point: CGPoint) { ask(.point(point)) }
  /// Scrolls to a horizontal offset.
  public mutating func scrollTo(x: CGFloat) { ask(.x(x)) }
  /// Scrolls to a vertical offset.
  public mutating func scrollTo(y: CGFloat) { ask(.y(y)) }
  /// Scrolls to a point of the content.
  public mutating func scrollTo(x: CGFloat, y: CGFloat) { ask(.point(CGPoint(x: x, y: y))) }

  /// The edge scrolled to in code, if that is the position.
  public var edge: Edge? {
    if case .edge(let edge) = target { return edge }
    return nil
  }

  /// The point scrolled to in code, if that is the position.
  public var point: CGPoint? {
    if case .point(let point) = target { return point }
    return nil
  }

  /// The identifier of the view scrolled to, in code or by a person.
  public var viewID: (any Hashable & Sendable)? {
    if case .view(let id, _) = target { return id }
    return nil
  }

  /// The identifier of the view scrolled to, if it is a `T`.
  public func viewID<T: Hashable>(type: T.Type) -> T? {
    if let read = viewID as? ReadIdentifier { return read.base.base as? T }
    return viewID as? T
  }

  /// The position after a person scrolled, showing the view `id` first (nil: none known).
  mutating func positionedByUser(showing id: (any Hashable & Sendable)?) {
    target = id.map { .view($0, anchor: nil) } ?? .none
    isPositionedByUser = true
  }
}

extension ScrollPosition: Equatable {
  public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool {
    lhs.request == rhs.request && lhs.isPositionedByUser == rhs.isPositionedByUser
      && lhs.edge == rhs.edge && lhs.point == rhs.point
      && lhs.viewID.map { AnyHashable($0) } == rhs.viewID.map { AnyHashable($0) }
  }
}

/// Finds the first identified view of one identifier type in sight.
struct VisibleIDSearch: @unchecked Sendable {
  let first: @MainActor (_ViewNode, CGRect) -> (any Hashable & Sendable)?

  init<ID: Hashable>(_ type: ID.Type) {
    first = { root, viewport in
      ScrollPositionSearch<ID>.firstVisible(in: root, viewport: viewport).map {
        ReadIdentifier(base: AnyHashable($0))
      }
    }
  }
}

/// An identifier read back from the tree after a person scrolled (`viewID(type:)` unwraps
/// it): identifiers are compared on the main actor, never sent.
struct ReadIdentifier: Hashable, @unchecked Sendable {
  let base: AnyHashable
}

/// What `scrollPosition(_:anchor:)` gives the scroll view below.
struct ScrollPositionRequest {
  let binding: Binding<ScrollPosition>
  let anchor: UnitPoint?
}

extension EnvironmentValues {
  private struct ScrollPositionRequestKey: EnvironmentKey {
    static var defaultValue: ScrollPositionRequest? { nil }
  }

  /// The position binding of the next scroll view below, if any.
  var scrollPositionRequest: ScrollPositionRequest? {
    get { self[ScrollPositionRequestKey.self] }
    set { self[ScrollPositionRequestKey.self] = newValue }
  }
}

extension View {
  /// Binds the position of the scroll view this modifies to `position`: a request made in
  /// code is carried out after the next layout (a view at `anchor` of the scroll view, or the
  /// top leading edge when nil and the request names none); a person's scroll is written
  /// back. A view identifier no view has is reported.
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil)
    -> some View
  {
    environment(\.scrollPositionRequest, ScrollPositionRequest(binding: position, anchor: anchor))
  }
}

extension ScrollController {
  /// After a layout: carries out the position's newest request, or writes back where a person
  /// scrolled to.
  func syncPosition(_ request: ScrollPositionRequest) {
    var position = request.binding.wrappedValue
    if position.request != appliedPositionRequest {
      appliedPositionRequest = position.request
      userScrolled = false
      carryOut(position.target, anchor: request.anchor)
      return
    }
    guard userScrolled else { return }
    userScrolled = false
    var shown: (any Hashable & Sendable)?
    if let search = position.visibleID {
      for content in contentNodes {
        guard let root = content.node, root.isMounted else { continue }
        if let found = search.first(root, viewport) {
          shown = found
          break
        }
      }
    }
    position.positionedByUser(showing: shown)
    request.binding.wrappedValue = position
  }

  private func carryOut(_ target: ScrollPosition.Target, anchor: UnitPoint?) {
    let end = CGPoint(
      x: contentSize.width - viewport.width, y: contentSize.height - viewport.height)
    switch target {
    case .none: return
    case .edge(.top): setOffset(CGPoint(x: offset.x, y: 0))
    case .edge(.bottom): setOffset(CGPoint(x: offset.x, y: end.y))
    case .edge(.leading): setOffset(CGPoint(x: 0, y: offset.y))
    case .edge(.trailing): setOffset(CGPoint(x: end.x, y: offset.y))
    case .point(let point): setOffset(point)
    case .x(let x): setOffset(CGPoint(x: x, y: offset.y))
    case .y(let y): setOffset(CGPoint(x: offset.x, y: y))
    case .view(let id, let viewAnchor):
      for content in contentNodes {
        guard let root = content.node, root.isMounted,
          let frame = ScrollViewProxy.frame(of: id, in: root)
        else { continue }
        setOffset(
          ScrollViewProxy.offset(
            showing: frame, in: self, anchor: viewAnchor ?? anchor ?? .topLeading))
        return
      }
      UpdateContext.current?.report(
        .interactionFailed,
        "scrollPosition(_:): no view in the scroll view has the identifier \(id)", path: "")
    }
  }
}

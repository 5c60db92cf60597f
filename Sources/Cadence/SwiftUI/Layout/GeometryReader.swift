/// A container view that defines its content as a function of its own size and coordinate
/// space. It takes the whole proposal (10×10 where the proposal has no dimension) and
/// places its content at its top leading corner, proposing it its size. Its content is
/// built during layout, once its geometry is known, and again whenever it changes.
public struct GeometryReader<Content: View>: View {
  /// The content, built from the reader's geometry.
  public var content: (GeometryProxy) -> Content

  /// Creates a reader whose content is built from its geometry.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  /// `GeometryReader` is a primitive view.
  public typealias Body = Never

  public static func _makeOrUpdateNode(
    _ view: Self, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    if let node {
      let reader = downcast(node, to: GeometryReaderNode<Content>.self)
      reader.environment = context.environment
      reader.update(to: view, context: context)
      return reader
    }
    return GeometryReaderNode(view, in: context)
  }
}

/// Access to a `GeometryReader`'s size and frame.
public struct GeometryProxy {
  /// The reader's size.
  public let size: CGSize
  /// The reader's frame in the screen's coordinates.
  let globalFrame: CGRect
  /// The frames (in the screen's coordinates) of the named coordinate spaces around the
  /// reader, innermost first.
  let namedSpaces: [(name: AnyHashable, rect: CGRect)]

  /// The safe area insets of the reader: how far past each of its edges the safe area
  /// reaches, at the edges where the reader touches it (none where it does not, none inside
  /// a view that ignores the safe area there).
  public let safeAreaInsets: EdgeInsets

  init(
    size: CGSize, globalFrame: CGRect, namedSpaces: [(name: AnyHashable, rect: CGRect)],
    safeAreaInsets: EdgeInsets = EdgeInsets()
  ) {
    self.size = size
    self.globalFrame = globalFrame
    self.namedSpaces = namedSpaces
    self.safeAreaInsets = safeAreaInsets
  }

  /// The reader's frame in `coordinateSpace`.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .global:
      return globalFrame
    case .local:
      return CGRect(origin: .zero, size: size)
    case .named(let name):
      guard let space = namedSpaces.first(where: { $0.name == name }) else { return globalFrame }
      return globalFrame.offsetBy(dx: -space.rect.minX, dy: -space.rect.minY)
    }
  }

  /// The bounds of the view that named `coordinateSpace`, in the reader's own coordinates;
  /// nil when no view around the reader named it.
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
    guard case .named(let name) = coordinateSpace.coordinateSpace,
      let space = namedSpaces.first(where: { $0.name == name })
    else { return nil }
    return space.rect.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
  }

  static func == (lhs: GeometryProxy, rhs: GeometryProxy) -> Bool {
    lhs.size == rhs.size && lhs.globalFrame == rhs.globalFrame
      && lhs.safeAreaInsets == rhs.safeAreaInsets
      && lhs.namedSpaces.map(\.name) == rhs.namedSpaces.map(\.name)
      && lhs.namedSpaces.map(\.rect) == rhs.namedSpaces.map(\.rect)
  }
}

/// A coordinate space in which a frame can be read.
public enum CoordinateSpace: Hashable {
  /// The screen's coordinates (origin at its top leading corner).
  case global
  /// The view's own coordinates.
  case local
  /// The coordinates of the view that named its space with `coordinateSpace(name:)`.
  case named(AnyHashable)
}

/// The node of a geometry reader.
@MainActor
final class GeometryReaderNode<Content: View>: LayoutNode {
  private var view: GeometryReader<Content>
  private var child: _ViewNode?
  private var proxy: GeometryProxy?

  init(_ view: GeometryReader<Content>, in context: __shared _MountContext) {
    self.view = view
    super.init(in: context)
  }

  /// A new value of the reader: its content is built again with the last geometry.
  func update(to newView: GeometryReader<Content>, context: _MountContext) {
    view = newView
    guard let proxy else { return }
    let content = tree.reconciler.evaluateContent(of: self) { view.content(proxy) }
    child = reconciled(content, node: child, context: childContext(context))
  }

  override func forEachChild(_ body: (_ViewNode) -> Void) {
    if let child { body(child) }
  }

  override func appendLayoutSubviews(to list: inout [LayoutSubview]) {
    list.append(LayoutSubview(node: self))
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func placeContent(in rect: CGRect, proposal: ProposedViewSize, transaction: Transaction?)
  {
    let newProxy = GeometryProxy(
      size: rect.size, globalFrame: rect, namedSpaces: namedCoordinateSpaces(),
      safeAreaInsets: safeAreaAround().insets(of: rect))
    if proxy.map({ !($0 == newProxy) }) ?? true {
      proxy = newProxy
      geometry.isRebuildingContent = true
      defer { geometry.isRebuildingContent = false }
      let content = tree.reconciler.evaluateContent(of: self) { view.content(newProxy) }
      child = reconciled(
        content, node: child,
        context: childContext(environmentChanged: false, transaction: transaction ?? Transaction()))
      tree.statistics.bodyEvaluations += 1
    }
    var subviews = collectChildSubviews()
    subviews.set(along: geometry.stackAxis)
    OverlayAlgorithm(alignment: .topLeading).place(
      in: rect, proposal: ProposedViewSize(rect.size), subviews: subviews[...])
    commitPlacements(of: subviews, in: rect, transaction: transaction)
  }

  /// The named coordinate spaces around this node, innermost first, with their origins.
  private func namedCoordinateSpaces() -> [(name: AnyHashable, rect: CGRect)] {
    var spaces: [(name: AnyHashable, rect: CGRect)] = []
    var node = parent
    while let current = node {
      if let named = current as? NamedSpaceNode, let rect = named.spaceRect {
        spaces.append((named.spaceName, rect))
      }
      node = current.parent
    }
    return spaces
  }
}

/// A node that names a coordinate space: its frame is where it was last placed.
@MainActor
protocol NamedSpaceNode: AnyObject {
  var spaceName: AnyHashable { get }
  var spaceRect: CGRect? { get }
}

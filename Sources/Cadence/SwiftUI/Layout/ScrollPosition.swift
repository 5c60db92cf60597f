/// What `scrollPosition(id:anchor:)` gives the scroll view below: the identifier the binding
/// asks for, how to write the one in sight, and how to find views by identifier.
struct ScrollPositionLink {
  let wanted: @MainActor () -> AnyHashable?
  let write: @MainActor (AnyHashable?) -> Void
  /// The frame of the view with the wanted identifier below a node.
  let locate: @MainActor (AnyHashable, _ViewNode) -> CGRect?
  /// The identifier of the first view below a node whose frame shows in a viewport.
  let firstVisible: @MainActor (_ViewNode, CGRect) -> AnyHashable?
  let anchor: UnitPoint?
}

extension EnvironmentValues {
  private struct ScrollPositionKey: EnvironmentKey {
    static var defaultValue: ScrollPositionLink? { nil }
  }

  /// The scroll position binding of the scroll view below, if any.
  var scrollPositionLink: ScrollPositionLink? {
    get { self[ScrollPositionKey.self] }
    set { self[ScrollPositionKey.self] = newValue }
  }
}

extension ScrollController {
  /// After a layout: scrolls to the identifier the binding asks for when it changed, else
  /// writes the identifier of the first view in sight when the user scrolled.
  func syncPosition(_ link: ScrollPositionLink, anchor transactionAnchor: UnitPoint? = nil) {
    let wanted = link.wanted()
    if wanted != position.id, let wanted {
      for content in contentNodes {
        guard let root = content.node, root.isMounted, let frame = link.locate(wanted, root)
        else { continue }
        let target = clamped(
          ScrollViewProxy.offset(
            showing: frame, in: self, anchor: transactionAnchor ?? link.anchor ?? .topLeading))
        setOffset(target)
        position = (wanted, target)
        return
      }
      UpdateContext.current?.report(
        .interactionFailed,
        "scrollPosition(id:): no view in the scroll view has the identifier \(wanted.base)",
        path: "")
      position = (wanted, offset)
      return
    }
    guard offset != position.offset else { return }
    var visible: AnyHashable?
    for content in contentNodes {
      guard let root = content.node, root.isMounted else { continue }
      if let found = link.firstVisible(root, viewport) {
        visible = found
        break
      }
    }
    position = (visible, offset)
    if visible != wanted { link.write(visible) }
  }
}

extension View {
  /// Binds the identifier of the view in sight in the scroll view this modifies: the first
  /// of its identified views (`ForEach` elements, `.id`) that shows is written to `id` after
  /// each scroll, and setting `id` scrolls its view to `anchor` (the top leading edge when
  /// nil). An identifier no view has is reported.
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil)
    -> some View
  {
    let link = ScrollPositionLink(
      wanted: { id.wrappedValue.map { AnyHashable($0) } },
      write: { value in id.wrappedValue = value?.base as? ID },
      locate: { wanted, root in
        guard let typed = wanted.base as? ID else { return nil }
        return ScrollViewProxy.frame(of: typed, in: root)
      },
      firstVisible: { root, viewport in
        ScrollPositionSearch<ID>.firstVisible(in: root, viewport: viewport).map { AnyHashable($0) }
      },
      anchor: anchor)
    return environment(\.scrollPositionLink, link)
  }
}

/// Finds the first identified view of a type that shows in a viewport.
@MainActor
enum ScrollPositionSearch<ID: Hashable> {
  static func firstVisible(in node: _ViewNode, viewport: CGRect) -> ID? {
    if let list = node as? any IdentifiedRows<ID> {
      for (id, child) in list.shownRows {
        if let frame = child.placedContentRect, shows(frame, in: viewport) { return id }
      }
      return nil
    }
    if let identified = node as? IdentifiedNode<ID>, let frame = identified.placedContentRect,
      shows(frame, in: viewport)
    {
      return identified.id
    }
    var found: ID?
    node.forEachChild { child in
      if found == nil { found = descend { firstVisible(in: child, viewport: viewport) } }
    }
    return found
  }

  /// Whether more than half a point of `frame` is inside `viewport`.
  private static func shows(_ frame: CGRect, in viewport: CGRect) -> Bool {
    let inside = frame.intersection(viewport)
    return !inside.isNull && inside.width > 0.5 && inside.height > 0.5
  }
}

extension EnvironmentValues {
  /// The point of their content the scroll views below show first (`defaultScrollAnchor`).
  @Entry var defaultScrollAnchor: UnitPoint? = nil
}

extension View {
  /// Makes the scroll views below show `anchor`'s point of their content when it is first
  /// laid out (`.bottom`: the end of a chat), instead of its top.
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    environment(\.defaultScrollAnchor, anchor)
  }
}

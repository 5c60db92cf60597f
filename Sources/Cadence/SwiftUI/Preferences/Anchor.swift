/// An opaque value derived from an anchor source and a particular view: a rect or a point of
/// the view, which a `GeometryProxy` resolves in its own coordinates.
public struct Anchor<Value> {
  /// The value in the screen's coordinates.
  let global: Value

  /// A type-erased geometry value (a rect or a point of a view) that produces an anchor.
  public struct Source {
    let resolve: (CGRect) -> Value
  }
}

extension Anchor: Equatable where Value: Equatable {
  public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.global == rhs.global }
}

extension Anchor: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(global) }
}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor.Source where Value == CGRect {
  /// A rect in the view's own coordinates.
  public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source { frame in r.offsetBy(dx: frame.minX, dy: frame.minY) }
  }
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { $0 } }
}

extension Anchor.Source where Value == CGPoint {
  /// A point in the view's own coordinates.
  public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) }
  }
  /// A unit point of the view's bounds.
  public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source {
      CGPoint(x: $0.minX + p.x * $0.width, y: $0.minY + p.y * $0.height)
    }
  }
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
  /// The anchors of several sources.
  public init<T>(_ array: [Anchor<T>.Source]) where Value == [Anchor<T>] {
    resolve = { frame in array.map { Anchor<T>(global: $0.resolve(frame)) } }
  }

  /// The anchor of a source, if there is one.
  public init<T>(_ anchor: Anchor<T>.Source?) where Value == Anchor<T>? {
    resolve = { frame in anchor.map { Anchor<T>(global: $0.resolve(frame)) } }
  }
}

extension GeometryProxy {
  /// The value of `anchor` in this proxy's coordinates (a rect or a point; other values as
  /// they are).
  public subscript<T>(anchor: Anchor<T>) -> T {
    let origin = globalFrame.origin
    switch anchor.global {
    case let rect as CGRect:
      return rect.offsetBy(dx: -origin.x, dy: -origin.y) as! T
    case let point as CGPoint:
      return CGPoint(x: point.x - origin.x, y: point.y - origin.y) as! T
    default:
      return anchor.global
    }
  }
}

extension View {
  /// Sets a preference to a value made from an anchor of this view.
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modifier(_AnchorWritingModifier<A, K>(source: value, write: .value(transform)))
  }

  /// Transforms the value of a preference with an anchor of this view.
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    modifier(_AnchorWritingModifier<A, K>(source: value, write: .transform(transform)))
  }
}

/// A writer of a preference whose value comes from the frame its content is laid out at.
@MainActor
protocol AnchorWriting: _ViewNode {
  /// The value written for `key`, if this node writes that key.
  func preferenceValue<K: PreferenceKey>(for key: K.Type) -> K.Value?
}

struct _AnchorWritingModifier<A, K: PreferenceKey>: ViewModifier {
  typealias Body = Never
  enum Write {
    case value((Anchor<A>) -> K.Value)
    case transform((inout K.Value, Anchor<A>) -> Void)
  }
  let source: Anchor<A>.Source
  let write: Write

  static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let writer: AnchorWriterNode<A, K>
    if let node {
      writer = downcast(node, to: AnchorWriterNode<A, K>.self)
      writer.environment = context.environment
      writer.modifier = view.modifier
      writer.tree.preferences.isDirty = true
    } else {
      writer = AnchorWriterNode<A, K>(view.modifier, in: context)
    }
    writer.child = reconciled(
      view.content, node: writer.child, context: writer.childContext(context))
    return writer
  }
}

/// The node of an anchor preference: its value is read from where its content was placed.
@MainActor
final class AnchorWriterNode<A, K: PreferenceKey>: WrapperNode, AnchorWriting {
  var modifier: _AnchorWritingModifier<A, K>

  init(_ modifier: _AnchorWritingModifier<A, K>, in context: __shared _MountContext) {
    self.modifier = modifier
    super.init(in: context)
    tree.preferences.anchorWriters += 1
    tree.preferences.isDirty = true
  }

  override func willUnmount() {
    tree.preferences.anchorWriters -= 1
    tree.preferences.isDirty = true
  }

  func preferenceValue<Key: PreferenceKey>(for key: Key.Type) -> Key.Value? {
    guard Key.self == K.self else { return nil }
    let anchor = Anchor<A>(
      global: modifier.source.resolve(placedContentRect ?? .zero))
    let value: K.Value
    switch modifier.write {
    case .value(let transform):
      value = transform(anchor)
    case .transform(let transform):
      var inner = child.map { PreferenceValues.value(K.self, of: $0) } ?? K.defaultValue
      transform(&inner, anchor)
      value = inner
    }
    return value as? Key.Value
  }
}

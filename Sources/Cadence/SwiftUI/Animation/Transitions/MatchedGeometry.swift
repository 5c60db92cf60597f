import Foundation

/// A dynamic property that gives a view a namespace for matched geometry: the same value for
/// the life of the view.
@propertyWrapper
public struct Namespace: DynamicProperty {
  /// A namespace's identity.
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  private var id: ID?

  /// Creates a namespace.
  public init() {}

  /// The namespace's identity (a fresh one each time when read outside a view in a tree).
  @MainActor
  public var wrappedValue: ID {
    if let id { return id }
    NamespaceBox.next += 1
    return ID(value: NamespaceBox.next)
  }
}

extension Namespace: StorageProperty {
  static var slotCount: Int { 1 }
  static var readsEnvironment: Bool { false }

  @MainActor
  mutating func install(in context: inout PropertyInstallContext) {
    if let existing = context.storage[context.slot] {
      id = downcast(existing, to: NamespaceBox.self).id
      return
    }
    let box = NamespaceBox()
    context.storage[context.slot] = box
    id = box.id
  }
}

/// The storage of a namespace in its view's node.
@MainActor
final class NamespaceBox {
  static var next = 0
  let id: Namespace.ID

  init() {
    Self.next += 1
    id = Namespace.ID(value: Self.next)
  }
}

/// Which parts of a frame `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The position.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// The position and the size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// The key of a matched geometry group.
struct MatchedGeometryKey: Hashable {
  let id: AnyHashable
  let namespace: Namespace.ID
}

/// A view leaving the screen in a matched geometry group: where it was, and its rendered
/// node, which moves to the frame of the view that replaces it.
struct MatchedDeparture {
  let frame: CGRect
  unowned(unsafe) let rendered: LayoutNode
  let pass: UInt64
}

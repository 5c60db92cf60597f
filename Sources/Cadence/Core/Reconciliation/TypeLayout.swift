@_spi(Reflection) import Swift

/// What the runtime knows about one view (or modifier) type: its name, where its dynamic
/// properties are stored and how to tell whether two values of it differ.
///
/// Built once per type by reading the type's field metadata, then cached, so that no
/// reflection happens when a body is evaluated or a frame is rendered.
@MainActor
final class TypeLayout {
  /// Compares the values at two addresses; true when they are known to be equal.
  typealias Comparator = @MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Bool
  /// Installs or updates one dynamic property at an address inside a value.
  typealias Installer = @MainActor (UnsafeMutableRawPointer, inout PropertyInstallContext) -> Void

  /// The type's name as users wrote it, for diagnostics and paths.
  let name: String
  /// The dynamic properties to install before each body evaluation, innermost first.
  let installers: [Installer]
  /// The number of storage slots (`@State` boxes) a node of this type keeps.
  let slotCount: Int
  /// Whether any property reads the environment.
  let readsEnvironment: Bool
  /// Whether the type has dynamic properties at all.
  var hasDynamicProperties: Bool { !installers.isEmpty }
  /// Compares two whole values; nil when they can never be shown equal (closures).
  private let comparator: Comparator?
  /// The class of the node that mounts a value of the type (`CompositeNode<T>`,
  /// `RenderModifierNode<T>`), once one was made: see `nodeClass(_:)`.
  @exclusivity(unchecked) private var madeNodeClass: AnyClass?
  /// For a render modifier, the class of its entry when it is folded into a rendered node
  /// (`FoldedRenderModifier<T>`, D65), once one was made: see `foldedClass(_:)`.
  @exclusivity(unchecked) private var madeFoldedClass: AnyClass?

  @exclusivity(unchecked) private static var cache = TypeTable<TypeLayout>()
  /// The number of layouts built so far in this process.
  fileprivate static var builtCount = 0

  /// The layout of `type`, computed on first use.
  static func of<T>(_ type: T.Type) -> TypeLayout {
    if let layout = cache[type] { return layout }
    let layout = TypeLayout(type)
    cache[type] = layout
    return layout
  }

  /// Builds the layout of `type` now, if it is not built yet: a node calls it as it mounts,
  /// so that the first change compared (often the first tap) finds the layout built. Reading
  /// a type's fields and asking the runtime for their conformances costs a few hundred
  /// microseconds the first time for each type; a mount pays it once per type, a tap never.
  static func prepare<T>(_ type: T.Type) {
    if cache[type] == nil { cache[type] = TypeLayout(type) }
  }

  private init<T>(_ type: T.Type) {
    Self.builtCount += 1
    name = Self.displayName(of: type)
    var builder = Builder()
    builder.collectProperties(of: type, baseOffset: 0)
    installers = builder.installers
    slotCount = builder.slotCount
    readsEnvironment = builder.readsEnvironment
    comparator = Self.makeComparator(for: type, offset: 0)
  }

  /// `Node`, the one class of node that mounts values of this layout's type, read from the
  /// layout after the first time. In unspecialised code a generic class's metadata is looked
  /// up in the runtime's table at each use (about 330 instructions a mount); a metatype kept
  /// as a value is not (D63). `make` names the class the first time. A type has one such
  /// class: a composite view's is `CompositeNode<T>`, a render modifier's (whose body is
  /// `Never`, so never a composite view) `RenderModifierNode<T>`.
  @inline(__always)
  func nodeClass<Node: AnyObject>(_ make: () -> Node.Type) -> Node.Type {
    made(&madeNodeClass, make, role: "mounted by two classes of node")
  }

  /// `Entry`, the class of a render modifier's folded entry (`FoldedRenderModifier<T>`), read
  /// from the layout after the first time, as `nodeClass(_:)` reads a node's.
  @inline(__always)
  func foldedClass<Entry: AnyObject>(_ make: () -> Entry.Type) -> Entry.Type {
    made(&madeFoldedClass, make, role: "folded by two classes of entry")
  }

  /// The class kept in `slot`, made by `make` and kept there the first time.
  @inline(__always)
  private func made<Made: AnyObject>(
    _ slot: inout AnyClass?, _ make: () -> Made.Type, role: String
  ) -> Made.Type {
    if let kept = slot {
      internalCheck(kept == Made.self, "\(name) is \(role)")
      return unsafeBitCast(kept, to: Made.Type.self)
    }
    let made = make()
    slot = made
    return made
  }

  /// Whether `a` and `b` are known to be equal, ignoring state and environment storage.
  func isEqual<T>(_ a: T, _ b: T) -> Bool {
    guard let comparator else { return false }
    return withUnsafePointer(to: a) { pa in
      withUnsafePointer(to: b) { pb in comparator(UnsafeRawPointer(pa), UnsafeRawPointer(pb)) }
    }
  }

  /// Installs every dynamic property of `value` from the node's storage and environment.
  func install<T>(_ value: inout T, context: inout PropertyInstallContext) {
    guard !installers.isEmpty else { return }
    // The value's address for the call, without a closure: a closure made in main-actor code
    // checks its executor at every call (`withUnsafeMutablePointer`'s would, once a body).
    runInstallers(on: &value, context: &context)
  }

  private func runInstallers<T>(
    on value: UnsafeMutablePointer<T>, context: inout PropertyInstallContext
  ) {
    let raw = UnsafeMutableRawPointer(value)
    for installer in installers { installer(raw, &context) }
  }

  /// The name of a type without its module prefix.
  private static func displayName(of type: Any.Type) -> String {
    String(describing: type)
  }

  /// Accumulates the installers of a type's dynamic properties.
  private struct Builder {
    var installers: [Installer] = []
    var slotCount = 0
    var readsEnvironment = false

    mutating func collectProperties(of type: Any.Type, baseOffset: Int) {
      var fields: [(offset: Int, type: Any.Type)] = []
      _ = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
        fields.append((offset, fieldType))
        return true
      }
      for field in fields {
        let offset = baseOffset + field.offset
        if let storage = field.type as? any StorageProperty.Type {
          installers.append(Self.makeInstaller(storage, offset: offset, slot: slotCount))
          slotCount += storage.slotCount
          readsEnvironment = readsEnvironment || storage.readsEnvironment
        } else if let dynamic = field.type as? any DynamicProperty.Type {
          collectProperties(of: dynamic, baseOffset: offset)
          installers.append(Self.makeUpdater(dynamic, offset: offset))
        }
      }
    }

    private static func makeInstaller<P: StorageProperty>(
      _: P.Type, offset: Int, slot: Int
    ) -> Installer {
      // The class of the property's storage is looked up once, here (D63).
      let storageClass: AnyClass? = P.storageClass
      return { base, context in
        context.slot = slot
        context.storageClass = storageClass
        base.advanced(by: offset).assumingMemoryBound(to: P.self).pointee.install(in: &context)
      }
    }

    private static func makeUpdater<P: DynamicProperty>(_: P.Type, offset: Int) -> Installer {
      { base, _ in base.advanced(by: offset).assumingMemoryBound(to: P.self).pointee.update() }
    }
  }

  /// Builds the comparator for a value of `type`: `==` where the type is `Equatable`, bytes
  /// where it is plain data, field by field for other structs, identity for classes.
  /// Storage properties (`@State`, `@Environment`) are skipped: their initial values never
  /// decide whether a body is re-evaluated.
  private static func makeComparator(for type: Any.Type, offset: Int) -> Comparator? {
    // An observed object compares by identity, though the runtime also installs it.
    if let location = type as? any LocationComparable.Type {
      return locationComparator(location, offset: offset)
    }
    if type is any StorageProperty.Type { return nil }
    if let equatable = type as? any Equatable.Type {
      return equatableComparator(equatable, offset: offset)
    }
    if _isPOD(type) {
      let size = byteSize(of: type)
      return { a, b in memcmp(a + offset, b + offset, size) == 0 }
    }
    if type is AnyClass {
      return { a, b in
        a.advanced(by: offset).load(as: UnsafeRawPointer.self)
          == b.advanced(by: offset).load(as: UnsafeRawPointer.self)
      }
    }
    // Only a struct's fields can be compared: enums, tuples, functions and existentials can
    // never be shown equal. (`_forEachField` walks a function type as a struct without
    // fields, which would make every closure equal: the metadata kind decides.)
    guard Self.isStruct(type) else { return nil }
    var fields: [(offset: Int, type: Any.Type)] = []
    let isStruct = _forEachField(of: type, options: []) { _, fieldOffset, fieldType, _ in
      fields.append((fieldOffset, fieldType))
      return true
    }
    guard isStruct else { return nil }
    var comparators: [Comparator] = []
    for field in fields {
      if field.type is any StorageProperty.Type, !(field.type is any LocationComparable.Type) {
        continue
      }
      guard let comparator = makeComparator(for: field.type, offset: offset + field.offset)
      else { return nil }
      comparators.append(comparator)
    }
    return { a, b in
      for comparator in comparators where !comparator(a, b) { return false }
      return true
    }
  }

  private static func equatableComparator<E: Equatable>(_: E.Type, offset: Int) -> Comparator {
    { a, b in
      a.advanced(by: offset).assumingMemoryBound(to: E.self).pointee
        == b.advanced(by: offset).assumingMemoryBound(to: E.self).pointee
    }
  }

  private static func locationComparator<L: LocationComparable>(
    _: L.Type, offset: Int
  ) -> Comparator {
    { a, b in
      L.sameLocation(
        a.advanced(by: offset).assumingMemoryBound(to: L.self).pointee,
        b.advanced(by: offset).assumingMemoryBound(to: L.self).pointee)
    }
  }

  /// Whether `type` is a struct, by its metadata's kind (the first word of the metadata of a
  /// non-class type; 0x200 for structs in Swift's ABI).
  private static func isStruct(_ type: Any.Type) -> Bool {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    return metadata.load(as: UInt.self) == 0x200
  }

  private static func byteSize(of type: Any.Type) -> Int {
    func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    return size(type)
  }
}

/// What a storage property needs to install itself: the node that owns it, the slot it
/// keeps its storage in and the environment.
@MainActor
struct PropertyInstallContext {
  /// The node whose view holds the property.
  let node: _ViewNode
  /// The node's storage slots.
  var storage: NodeSlots
  /// The environment the node sees.
  let environment: EnvironmentValues
  /// The slot of the property being installed.
  var slot = 0
  /// The class of that property's storage (`StorageProperty.storageClass`).
  var storageClass: AnyClass?
  /// The types of the environment objects the view reads that no view above placed.
  var missingObjects: [String] = []
}

/// A dynamic property that keeps storage in the tree or reads from it (`@State`,
/// `@Environment`, `@Binding`): installed by the runtime before each body evaluation.
protocol StorageProperty: DynamicProperty {
  /// The number of storage slots the property keeps in its node.
  static var slotCount: Int { get }
  /// Whether the property reads the environment.
  static var readsEnvironment: Bool { get }
  /// The class of the storage the property keeps in its slot, if it keeps one there: the
  /// installer reads it once per view type and hands it on in the install context.
  static var storageClass: AnyClass? { get }
  /// Connects the property to its storage.
  @MainActor mutating func install(in context: inout PropertyInstallContext)
}

extension StorageProperty {
  static var storageClass: AnyClass? { nil }
}

/// A value that is not `Equatable` but whose identity can be compared, such as a `Binding`
/// to a `@State` location.
@MainActor
protocol LocationComparable {
  /// Whether two values refer to the same storage.
  static func sameLocation(_ a: Self, _ b: Self) -> Bool
}

/// How many type layouts this process has built (one a view, modifier or value type, the first
/// time it is mounted or compared): a change that builds none compares with layouts ready.
@MainActor
package var typeLayoutsBuilt: Int { TypeLayout.builtCount }

/// The storage slots of a body node (one per `@State`, `@StateObject`, … property): the first
/// inline, the others in an array. Most views keep at most one, and an array of one was a
/// second allocation a row, whose element type's metadata was looked up at every mount
/// (about 600 instructions, D63).
struct NodeSlots {
  private var first: AnyObject?
  private var others: [AnyObject?]

  /// `count` empty slots.
  init(count: Int) {
    others = count > 1 ? Array(repeating: nil, count: count - 1) : []
  }

  subscript(slot: Int) -> AnyObject? {
    get { slot == 0 ? first : others[slot - 1] }
    set {
      if slot == 0 {
        first = newValue
      } else {
        others[slot - 1] = newValue
      }
    }
  }
}

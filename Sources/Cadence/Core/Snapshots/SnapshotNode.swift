/// One rendered node of a snapshot: a primitive view or a stack, with the resolved
/// attributes of the modifiers applied to it.
public struct SnapshotNode: Hashable, Sendable {
  /// The node's values other than its frame, shared by every snapshot that contains the
  /// node unchanged, and by the node moved (layout moves every row of a stack whose width
  /// changed: each gets a new frame, not a new storage).
  package let storage: Storage
  /// The laid-out frame (the four `frame.*` attributes), or `noFrame`.
  let storedFrame: CGRect

  /// What the node is: `"Color"`, `"Text"`, `"Button"`, `"VStack"`, ….
  public var kind: String { storage.kind }
  /// Its text, title, placeholder or colour name, if it has one.
  public var label: String? { storage.label }
  /// Where it is: each ancestor's kind and index among its siblings, as `VStack[0]/Color[1]`.
  public var path: String { location.string }
  /// The path, shared with the node's children.
  package var location: SnapshotPath { storage.location }
  /// The rendered nodes inside it, in order. Kept as a vector shared between snapshots and
  /// built into an array when read (free up to 32 children): keep it in a local to index it
  /// many times.
  public var children: [SnapshotNode] { storage.children.array }
  /// Numeric attributes by name (`frame.x`, `offset.x`, `rotation` in degrees, `opacity`, …).
  public var attributes: [String: Double] {
    var all = storage.otherAttributes.dictionary
    guard let frame = laidOutFrame else { return all }
    all.reserveCapacity(all.count + 4)
    all["frame.x"] = frame.origin.x
    all["frame.y"] = frame.origin.y
    all["frame.width"] = frame.size.width
    all["frame.height"] = frame.size.height
    return all
  }
  /// Whether the node is of kind `query`, or answers to it: a shape drawn through its own
  /// modifiers answers to its wrappers' names (`OffsetShape`, `RotatedShape`, `ScaledShape`).
  package func answers(toKind query: String) -> Bool {
    storage.kind == query || storage.aliases.contains(query)
  }
  /// Textual attributes by name (`foreground`, `background`, `text`, `textFieldStyle`, …).
  public var styles: [String: String] { storage.styles }
  /// What a user can do to the node.
  public var interactions: InteractionKinds { storage.interactions }

  /// Creates a node.
  public init(
    kind: String, label: String?, path: String, children: [SnapshotNode],
    attributes: [String: Double], styles: [String: String],
    interactions: InteractionKinds = []
  ) {
    // A frame given as its four attributes is kept as a rendered node keeps it.
    var others = attributes
    var frame: CGRect?
    if let x = attributes["frame.x"], let y = attributes["frame.y"],
      let width = attributes["frame.width"], let height = attributes["frame.height"]
    {
      frame = CGRect(x: x, y: y, width: width, height: height)
      for name in Storage.frameNames { others[name] = nil }
    }
    storage = Storage(
      kind: kind, label: label, place: .made(SnapshotPath(parent: nil, component: path)),
      children: SnapshotChildren(children), attributes: AttributeList(others), styles: styles,
      interactions: interactions, source: nil)
    storedFrame = Self.store(frame)
  }

  /// Creates a node at `place` whose children are `children`, rendered from the tree node
  /// `source`.
  init(
    kind: String, label: String?, place: SnapshotPlace, children: SnapshotChildren,
    frame: CGRect?, attributes: AttributeList, styles: [String: String],
    interactions: InteractionKinds, source: ObjectIdentifier?, aliases: [String] = [],
    isOffscreen: Bool = false
  ) {
    storage = Storage(
      kind: kind, label: label, place: place, children: children,
      attributes: attributes, styles: styles, interactions: interactions, source: source,
      aliases: aliases, isOffscreen: isOffscreen)
    storedFrame = Self.store(frame)
  }

  /// A node with these values at `frame`.
  init(storage: Storage, frame: CGRect?) {
    self.storage = storage
    storedFrame = Self.store(frame)
  }

  /// A node with these values at `storedFrame`, another node's `storedFrame`.
  init(storage: Storage, storedFrame: CGRect) {
    self.storage = storage
    self.storedFrame = storedFrame
  }

  /// The bit pattern of `noFrame`'s x: a NaN no frame has (a snapshot's frames are finite).
  private static let noFrameBits: UInt = 0x7FF8_0000_0000_0F0F
  /// The stored frame of a node without one.
  private static let noFrame = CGRect(
    x: CGFloat(bitPattern: noFrameBits), y: 0, width: 0, height: 0)

  /// `frame` as a node stores it (`storedFrame`).
  static func store(_ frame: CGRect?) -> CGRect {
    guard let frame, frame.origin.x.bitPattern != noFrameBits else { return noFrame }
    return frame
  }

  /// The laid-out frame, nil for a node without one (built by hand without the `frame.*`
  /// attributes).
  var laidOutFrame: CGRect? {
    storedFrame.origin.x.bitPattern == Self.noFrameBits ? nil : storedFrame
  }

  /// The node's laid-out frame in the screen's coordinates (points, origin at the top
  /// left), before its render effects (`offset`, `rotationEffect`, `scaleEffect`): the
  /// attributes `frame.x`, `frame.y`, `frame.width` and `frame.height`, zero where absent.
  public var frame: CGRect {
    if let frame = laidOutFrame { return frame }
    let attributes = storage.otherAttributes
    return CGRect(
      x: attributes["frame.x"] ?? 0, y: attributes["frame.y"] ?? 0,
      width: attributes["frame.width"] ?? 0, height: attributes["frame.height"] ?? 0)
  }

  /// The numeric attribute named `attribute`, or nil when the node has none by that name.
  public subscript(_ attribute: String) -> Double? {
    if let frame = laidOutFrame, attribute.utf8.count > 6, attribute.hasPrefix("frame.") {
      switch attribute {
      case "frame.x": return frame.origin.x
      case "frame.y": return frame.origin.y
      case "frame.width": return frame.size.width
      case "frame.height": return frame.size.height
      default: break
      }
    }
    return storage.otherAttributes[attribute]
  }

  /// The textual attribute named `name`, or nil when the node has none by that name.
  public func style(_ name: String) -> String? {
    storage.styles[name]
  }

  /// The identifier given with `accessibilityIdentifier(_:)`, if any (the textual attribute
  /// `accessibilityIdentifier`).
  public var identifier: String? { storage.styles["accessibilityIdentifier"] }

  /// Whether this node and `other` are the same stored node at the same frame: a snapshot
  /// shares every node that did not change since the previous one.
  package func isShared(with other: SnapshotNode) -> Bool {
    storage === other.storage && hasSameStoredFrame(as: other)
  }

  /// Whether the stored frames have the same bits (no frame is a NaN, unequal to itself).
  private func hasSameStoredFrame(as other: SnapshotNode) -> Bool {
    storedFrame.origin.x.bitPattern == other.storedFrame.origin.x.bitPattern
      && storedFrame.origin.y.bitPattern == other.storedFrame.origin.y.bitPattern
      && storedFrame.size.width.bitPattern == other.storedFrame.size.width.bitPattern
      && storedFrame.size.height.bitPattern == other.storedFrame.size.height.bitPattern
  }

  /// Whether this node and `other` share their stored values (all but the frame): a node
  /// that layout only moved keeps them.
  package func sharesValues(with other: SnapshotNode) -> Bool {
    storage === other.storage
  }

  /// Whether the two hold the same values, children compared by identity.
  func hasSameValues(as other: SnapshotNode) -> Bool {
    hasSameStoredFrame(as: other) && storage.hasSameValues(as: other.storage)
  }

  public static func == (lhs: SnapshotNode, rhs: SnapshotNode) -> Bool {
    guard lhs.laidOutFrame == rhs.laidOutFrame else { return false }
    let a = lhs.storage
    let b = rhs.storage
    if a === b { return true }
    guard
      a.kind == b.kind, a.label == b.label, a.interactions == b.interactions,
      a.children.count == b.children.count, a.hasSameLocation(as: b),
      a.otherAttributes == b.otherAttributes, a.styles == b.styles, a.aliases == b.aliases,
      a.isOffscreen == b.isOffscreen
    else { return false }
    if a.children.isIdentical(to: b.children) { return true }
    for index in 0..<a.children.count where a.children[index] != b.children[index] {
      return false
    }
    return true
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.kind)
    hasher.combine(storage.label)
    hasher.combine(storage.location)
    hasher.combine(laidOutFrame.map { [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height] })
    hasher.combine(storage.otherAttributes)
    hasher.combine(storage.styles)
    hasher.combine(storage.interactions)
    hasher.combine(storage.children.count)
    for child in storage.children { hasher.combine(child) }
  }

  /// The values of a node.
  package final class Storage: Sendable {
    // Stored in this order, the small fields last together: 136 bytes (with the path's parts
    // apart from the flags, 152).
    package let kind: String
    package let label: String?
    package let children: SnapshotChildren
    /// The numeric attributes other than the frame (which the node keeps beside it).
    package let otherAttributes: AttributeList
    package let styles: [String: String]
    /// The other kinds the node answers to when found by kind: the wrappers of a shape drawn
    /// through its own modifiers (`OffsetShape` for `Rectangle().offset(x:)`), outermost
    /// last. Not rendered: the kind names the node.
    package let aliases: [String]
    /// The nodes with interactions in this node's subtree, itself included.
    package let interactiveCount: Int
    /// The tree node that rendered it, which holds its actions (nil for nodes built by
    /// hand or read from a log).
    package let source: ObjectIdentifier?
    /// Where it is (`SnapshotPlace`): its own path or its parent's, and its identity and
    /// index.
    private let pathReference: SnapshotPath?
    private let identity: String?
    private let index: Int32
    package let interactions: InteractionKinds
    /// Whether the node, and everything inside it, is kept but not on screen (an unselected
    /// tab's content): it renders `hidden`, and queries and interactions do not find it.
    package let isOffscreen: Bool
    private let isPathMade: Bool

    init(
      kind: String, label: String?, place: SnapshotPlace, children: SnapshotChildren,
      attributes: AttributeList, styles: [String: String],
      interactions: InteractionKinds, source: ObjectIdentifier?, aliases: [String] = [],
      isOffscreen: Bool = false
    ) {
      self.kind = kind
      self.aliases = aliases
      self.isOffscreen = isOffscreen
      self.label = label
      pathReference = place.reference
      identity = place.identity
      index = place.index
      isPathMade = place.isMade
      self.children = children
      otherAttributes = attributes
      self.styles = styles
      self.interactions = interactions
      self.source = source
      interactiveCount = children.interactiveCount + (interactions.isEmpty ? 0 : 1)
    }

    /// Where it is, its path not made.
    package var place: SnapshotPlace {
      SnapshotPlace(
        reference: pathReference, identity: identity, index: index, isMade: isPathMade)
    }

    /// Its path (made when asked for, for a node without children: keep it to read it
    /// often).
    package var location: SnapshotPath { place.path(kind: kind) }

    /// Whether its path is `other`'s: compared by parts, and as text where they differ.
    func hasSameLocation(as other: Storage) -> Bool {
      if pathReference === other.pathReference, isPathMade == other.isPathMade,
        isPathMade || (index == other.index && identity == other.identity && kind == other.kind)
      {
        return true
      }
      return location == other.location
    }

    /// The names of the frame's attributes.
    static let frameNames = ["frame.x", "frame.y", "frame.width", "frame.height"]

    /// Whether the two hold the same values, children compared by identity.
    func hasSameValues(as other: Storage) -> Bool {
      kind == other.kind && label == other.label && interactions == other.interactions
        && aliases == other.aliases && isOffscreen == other.isOffscreen
        && children.isIdentical(to: other.children)
        && otherAttributes == other.otherAttributes && styles == other.styles
    }
  }
}

/// What a user can do to a rendered node.
public struct InteractionKinds: OptionSet, Hashable, Sendable {
  /// The option bits.
  public let rawValue: UInt16

  /// Creates a set from its bits.
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  /// The node has a tap action (a `Button` or an `onTapGesture`).
  public static let tap = InteractionKinds(rawValue: 1)
  /// The node takes typed text (a `TextField` or `SecureField`).
  public static let text = InteractionKinds(rawValue: 2)
  /// The node toggles (a `Toggle`).
  public static let toggle = InteractionKinds(rawValue: 4)
  /// The node takes a value in a range (a `Slider`, a `Stepper`).
  public static let adjust = InteractionKinds(rawValue: 16)
  /// The node has gestures (`.gesture`, `.onLongPressGesture`, …) a host can drag or press.
  public static let gesture = InteractionKinds(rawValue: 8)
  /// The node takes the focus without taking text (`focusable()`): keys pressed go to it.
  public static let focus = InteractionKinds(rawValue: 32)
  /// The node refreshes when pulled down (a `refreshable` list or scroll view).
  public static let refresh = InteractionKinds(rawValue: 64)
  /// The node has accessibility actions (`accessibilityAction`, adjustable, scroll, zoom).
  public static let accessibilityAction = InteractionKinds(rawValue: 128)
  /// The node is a row that can be deleted or moved (a `ForEach` row with `onDelete`,
  /// `onMove` or edit actions, in a list).
  public static let rowAction = InteractionKinds(rawValue: 256)
  /// The node can be dragged, carrying items a drop destination may take (`draggable`,
  /// `onDrag`).
  public static let drag = InteractionKinds(rawValue: 512)
  /// The node takes dropped items (`dropDestination`, `onDrop`).
  public static let drop = InteractionKinds(rawValue: 1024)
  /// The node presents a file dialog (`fileImporter`, `fileExporter`, `fileMover`) a host
  /// answers.
  public static let fileDialog = InteractionKinds(rawValue: 2048)
  /// The node takes the Digital Crown's rotation (`digitalCrownRotation`).
  public static let digitalCrown = InteractionKinds(rawValue: 4096)
}

/// One rendered node of a snapshot: a primitive view or a stack, with the resolved
/// attributes of the modifiers applied to it.
public struct SnapshotNode: Hashable, Sendable {
  /// What the node is: `"Color"`, `"Text"`, `"Button"`, `"VStack"`, ….
  public let kind: String
  /// Its text, title, placeholder or colour name, if it has one.
  public let label: String?
  /// Where it is: each ancestor's kind and index among its siblings, as `VStack[0]/Color[1]`.
  public var path: String { location.string }
  /// The path, shared with the node's children.
  let location: SnapshotPath
  /// The rendered nodes inside it, in order.
  public let children: [SnapshotNode]
  /// Numeric attributes by name (`offset.x`, `rotation` in degrees, `opacity`, …).
  public let attributes: [String: Double]
  /// Textual attributes by name (`foreground`, `background`, `text`, `textFieldStyle`, …).
  public let styles: [String: String]
  /// What a user can do to the node.
  public let interactions: InteractionKinds

  /// Creates a node.
  public init(
    kind: String, label: String?, path: String, children: [SnapshotNode],
    attributes: [String: Double], styles: [String: String],
    interactions: InteractionKinds = []
  ) {
    self.kind = kind
    self.label = label
    location = SnapshotPath(parent: nil, component: path)
    self.children = children
    self.attributes = attributes
    self.styles = styles
    self.interactions = interactions
  }

  /// Creates a node at `location`.
  init(
    kind: String, label: String?, location: SnapshotPath, children: [SnapshotNode],
    attributes: [String: Double], styles: [String: String], interactions: InteractionKinds
  ) {
    self.kind = kind
    self.label = label
    self.location = location
    self.children = children
    self.attributes = attributes
    self.styles = styles
    self.interactions = interactions
  }

  /// The node's laid-out frame in the screen's coordinates (points, origin at the top
  /// left), before its render effects (`offset`, `rotationEffect`, `scaleEffect`): the
  /// attributes `frame.x`, `frame.y`, `frame.width` and `frame.height`, zero where absent.
  public var frame: CGRect {
    CGRect(
      x: attributes["frame.x"] ?? 0, y: attributes["frame.y"] ?? 0,
      width: attributes["frame.width"] ?? 0, height: attributes["frame.height"] ?? 0)
  }

  /// The numeric attribute named `attribute`, or nil when the node has none by that name.
  public subscript(_ attribute: String) -> Double? {
    attributes[attribute]
  }

  /// The textual attribute named `name`, or nil when the node has none by that name.
  public func style(_ name: String) -> String? {
    styles[name]
  }
}

/// What a user can do to a rendered node.
public struct InteractionKinds: OptionSet, Hashable, Sendable {
  /// The option bits.
  public let rawValue: UInt8

  /// Creates a set from its bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The node has a tap action (a `Button` or an `onTapGesture`).
  public static let tap = InteractionKinds(rawValue: 1)
  /// The node takes typed text (a `TextField` or `SecureField`).
  public static let text = InteractionKinds(rawValue: 2)
  /// The node toggles (a `Toggle`).
  public static let toggle = InteractionKinds(rawValue: 4)
}

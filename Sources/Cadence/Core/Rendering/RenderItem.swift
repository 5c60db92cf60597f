/// A rendered node while a snapshot is being built: primitive views create items, and the
/// modifiers around them add attributes and interactions on the way out.
@MainActor
struct RenderItem {
  /// What the node is.
  var kind: String
  /// Its text, title, placeholder or colour name.
  var label: String?
  /// The laid-out frame, shown as the attributes `frame.x`, `frame.y`, `frame.width` and
  /// `frame.height`.
  var frame: CGRect?
  /// Numeric attributes other than the frame.
  var attributes = RenderAttributes()
  /// Textual attributes.
  var styles: [String: String] = [:]
  /// The other kinds the node answers to when found by kind (`SnapshotNode.Storage.aliases`).
  var aliases: [String] = []
  /// Whether the node draws a shape's stroked outline (`Shape.stroke(lineWidth:)` as a
  /// shape): its fill paints the stroke, and is recorded as `stroke`.
  var strokesOutline = false
  /// Whether the node and its subtree are kept but not on screen
  /// (`SnapshotNode.Storage.isOffscreen`).
  var isOffscreen = false
  /// The rendered nodes inside it, frozen (each rendered before it); nil for a node that
  /// shows none (a leaf, a titled button).
  var frozenChildren: SnapshotChildren?
  /// The tree node that rendered it (a primitive view's node), which keeps its frozen form
  /// and its actions.
  unowned(unsafe) var source: _ViewNode?
  /// What a user can do to it: its tap action inline, the rest (bindings, gestures) boxed
  /// (`RenderedActions`).
  private var actions = RenderedActions()

  /// Its tap action, if any.
  var tap: (@MainActor () -> Void)? {
    get { actions.tap }
    set { actions.tap = newValue }
  }
  /// Its text binding, if it takes text.
  var text: Binding<String>? {
    get { actions.box?.text }
    set { updateBox { $0.text = newValue } }
  }
  /// Its toggle binding, if it toggles.
  var toggle: Binding<Bool>? {
    get { actions.box?.toggle }
    set { updateBox { $0.toggle = newValue } }
  }
  /// Its value binding, if it is adjusted (a slider, a stepper).
  var adjust: Binding<Double>? {
    get { actions.box?.adjust }
    set { updateBox { $0.adjust = newValue } }
  }
  /// The features' own action data (gestures, key presses, refreshing, row editing, drag and
  /// drop, file dialogs), by feature.
  var features: InteractionFeatures {
    get { actions.box?.features ?? InteractionFeatures() }
    set { updateBox { $0.features = newValue } }
  }

  /// An item of `kind` showing `label`, with the actions given.
  init(
    kind: String, label: String? = nil, tap: (@MainActor () -> Void)? = nil,
    text: Binding<String>? = nil, toggle: Binding<Bool>? = nil
  ) {
    // Through an initialiser given the actions: one that decides them itself copies the
    // finished item once more (at every rendering of every text).
    self.init(
      kind: kind, label: label,
      actions: RenderedActions(
        tap: tap,
        box: text == nil && toggle == nil ? nil : RenderActions(text: text, toggle: toggle)))
  }

  @inline(__always)
  private init(kind: String, label: String?, actions: RenderedActions) {
    self.kind = kind
    self.label = label
    self.actions = actions
  }

  /// Its actions, as they are (kept by the render record of its node).
  var renderedActions: RenderedActions { actions }

  /// Takes `actions` as its actions (the box shared until one of them changes: copy on
  /// write).
  mutating func setActions(_ actions: RenderedActions) {
    self.actions = actions
  }

  /// Changes the boxed actions in a box of this item's own (a copy when another item shares
  /// it).
  private mutating func updateBox(_ change: (RenderActions) -> Void) {
    let box: RenderActions
    if let current = actions.box, isKnownUniquelyReferenced(&actions.box) {
      box = current
    } else {
      box = actions.box?.copy() ?? RenderActions()
    }
    change(box)
    actions.box = box.isEmpty ? nil : box
  }

  /// Whether a value of the node depends on its frame's size (a geometry effect's
  /// transform): such a node renders again when its size changes, not only its position.
  var dependsOnSize = false
  /// Whether a value of the node depends on where its frame is (a visual effect reading its
  /// geometry): such a node renders again whenever it moves.
  var dependsOnPosition = false
  /// Every numeric attribute, the frame's included.
  var allAttributes: [String: Double] {
    var all = attributes.dictionary
    guard let frame else { return all }
    all["frame.x"] = frame.origin.x
    all["frame.y"] = frame.origin.y
    all["frame.width"] = frame.size.width
    all["frame.height"] = frame.size.height
    return all
  }

  /// Adds `value` to the attribute (offsets, rotations).
  mutating func add(_ value: Double, to attribute: String) {
    attributes[attribute, default: 0] += value
  }

  /// Multiplies the attribute by `value` (scales, opacities).
  mutating func multiply(_ value: Double, into attribute: String) {
    attributes[attribute, default: 1] *= value
  }

  /// Sets the attribute unless an inner modifier already set it (frames, styles).
  mutating func setIfAbsent(_ value: Double, for attribute: String) {
    if attributes[attribute] == nil { attributes[attribute] = value }
  }

  /// Sets the textual attribute unless an inner modifier already set it.
  mutating func setStyleIfAbsent(_ value: String, for name: String) {
    if styles[name] == nil { styles[name] = value }
  }

  /// A finite value for a snapshot: NaN becomes 0 and infinities the largest finite value,
  /// so that a snapshot never carries a non-finite number.
  static func sanitized(_ value: Double) -> Double {
    if value.isNaN { return 0 }
    if value.isInfinite { return value < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude }
    return value
  }
}

extension RenderItem {
  /// Records `node`'s frame on screen as the attributes `frame.x`, `frame.y`,
  /// `frame.width` and `frame.height`.
  mutating func setFrame(of node: LayoutNode) {
    guard let frame = node.presentedFrame else { return }
    self.frame = frame
  }

  /// Records `node`'s frame moved `seconds` along its exact velocity; returns false (and
  /// records the frame now) when that velocity is unknown.
  mutating func setFrame(of node: LayoutNode, shiftedBy seconds: Double) -> Bool {
    let shifted = node.presentedFrame(shiftedBy: seconds)
    if let frame = shifted.frame { self.frame = frame }
    return shifted.isExact
  }
}

/// The rendered nodes inside a container as it renders: its frozen children.
@MainActor
struct RenderedChildren {
  var frozen: SnapshotChildren

  /// The label of the first `Text` among the children and their descendants, in tree order.
  func firstText() -> String? {
    func search(_ children: SnapshotChildren) -> String? {
      for node in children {
        if node.kind == "Text" { return node.label }
        if let text = search(node.storage.children) { return text }
      }
      return nil
    }
    return search(frozen)
  }
}

extension RenderItem {
  /// Takes `children` as this item's children.
  mutating func adopt(_ children: RenderedChildren) {
    frozenChildren = children.frozen
  }
}

/// What a user can do to a rendered node, as its render item and its render record keep
/// it: the tap action inline (a button's only action: a box for it alone cost 48 bytes and an
/// allocation at every button, D68), the rest boxed.
@MainActor
struct RenderedActions {
  var tap: (@MainActor () -> Void)?
  /// The bindings and the features' data; nil for a node without any.
  var box: RenderActions?
}

/// The actions of a rendered node other than its tap, boxed (see `RenderedActions`): the
/// bindings of fields, toggles and sliders are boxed apart again (a box with them inline took
/// 296 bytes).
@MainActor
final class RenderActions {
  var features = InteractionFeatures()
  /// The bindings, shared between copies: a change gives this box a new one.
  private var bindings: Bindings?

  /// A node's bindings (never changed once made).
  private final class Bindings {
    let text: Binding<String>?
    let toggle: Binding<Bool>?
    let adjust: Binding<Double>?

    init(text: Binding<String>?, toggle: Binding<Bool>?, adjust: Binding<Double>?) {
      self.text = text
      self.toggle = toggle
      self.adjust = adjust
    }
  }

  init(text: Binding<String>? = nil, toggle: Binding<Bool>? = nil) {
    setBindings(text: text, toggle: toggle, adjust: nil)
  }

  var text: Binding<String>? {
    get { bindings?.text }
    set { setBindings(text: newValue, toggle: toggle, adjust: adjust) }
  }
  var toggle: Binding<Bool>? {
    get { bindings?.toggle }
    set { setBindings(text: text, toggle: newValue, adjust: adjust) }
  }
  var adjust: Binding<Double>? {
    get { bindings?.adjust }
    set { setBindings(text: text, toggle: toggle, adjust: newValue) }
  }

  private func setBindings(text: Binding<String>?, toggle: Binding<Bool>?, adjust: Binding<Double>?)
  {
    bindings =
      text == nil && toggle == nil && adjust == nil
      ? nil : Bindings(text: text, toggle: toggle, adjust: adjust)
  }

  /// Whether it holds no action.
  var isEmpty: Bool { bindings == nil && features.isEmpty }

  /// A box with the same actions.
  func copy() -> RenderActions {
    let copy = RenderActions()
    copy.bindings = bindings
    copy.features = features
    return copy
  }
}

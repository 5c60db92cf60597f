/// The storage of one `@State` property, kept by the node at the view's identity. The first
/// box a node makes before it has a link is its link (`NodeLink`, D69): the node clears it
/// when freed. Any other box reaches the node through the node's link.
@MainActor @usableFromInline
final class StateBox<Value>: NodeLink, @unchecked Sendable {
  /// The current value.
  @exclusivity(unchecked) var value: Value
  /// The node's link, when it is not this box.
  private let sharedLink: NodeLink?
  /// The node whose body reads the state (nil once it is freed).
  private var owner: BodyNode? {
    // Not `(sharedLink ?? self).node`: `??` takes an autoclosure.
    if let sharedLink { return sharedLink.node }
    return node
  }

  init(_ value: Value, owner: BodyNode) {
    self.value = value
    let existing = owner.existingLink
    sharedLink = existing
    super.init(existing == nil ? owner : nil)
    if existing == nil { owner.adoptLink(self) }
    TypeLayout.prepare(Value.self)
  }

  /// Stores `newValue` and invalidates the owner, unless the value is unchanged (as SwiftUI
  /// compares) or a body is being evaluated.
  func write(_ newValue: Value) {
    if TypeLayout.of(Value.self).isEqual(value, newValue) { return }
    // Changes of an earlier transaction are applied before this one is stored.
    if let owner, owner.isMounted {
      owner.tree.reconciler.stateWillChange(in: Transaction.current ?? Transaction())
    }
    value = newValue
    guard let owner, owner.isMounted else { return }
    if owner.tree.reconciler.allowsStateWrite(to: owner) {
      let transaction = Transaction.current ?? Transaction()
      owner.tree.emit(
        .stateChanged,
        "State<\(Value.self)> = \(newValue), animation "
          + (transaction.animation.map { "\($0)" } ?? "none"),
        path: owner.viewPath)
      owner.tree.statistics.stateChanges += 1
      owner.invalidate(transaction: transaction)
    }
  }
}

/// The state box in the slot of the property being installed, made with `initial` and owned by
/// the node when the slot is empty (`@State`, `@GestureState`, `@FocusState`). A function, not
/// a static method of the box: calling one would look `StateBox<Value>` up (D63).
@MainActor
func installedStateBox<Value>(
  in context: inout PropertyInstallContext, initial: Value
) -> StateBox<Value> {
  if let existing = context.storage[context.slot] {
    return downcast(existing, to: StateBox<Value>.self)
  }
  // The node is a `BodyNode`: only body-bearing nodes install properties.
  let owner = downcast(context.node, to: BodyNode.self)
  // The class comes from the install context, looked up once per view type: named here,
  // `StateBox<Value>`'s metadata would be looked up at every mount.
  guard let storageClass = context.storageClass else {
    internalCheck(false, "a state property was installed without its storage class")
    return StateBox(initial, owner: owner)
  }
  internalCheck(
    storageClass == StateBox<Value>.self, "\(storageClass) is not StateBox<\(Value.self)>")
  let created = unsafeBitCast(storageClass, to: StateBox<Value>.Type.self).init(
    initial, owner: owner)
  context.storage[context.slot] = created
  return created
}

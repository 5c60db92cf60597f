/// A view that subscribes to a publisher with an action: what `onReceive(_:perform:)` makes.
///
/// The subscription starts after the update in which the view appears (as `onAppear` runs),
/// lasts while the view is in the tree, and is made again when the view is given a publisher
/// that is not the same (another timer, another subject); each value the publisher sends runs
/// the action on the main actor. A timer publisher connected this way fires on the host's
/// virtual clock.
public struct SubscriptionView<PublisherType: Publisher, Content: View>: View
where PublisherType.Failure == Never {
  /// The content view.
  public var content: Content
  /// The publisher to subscribe to.
  public var publisher: PublisherType
  /// The action to perform when the publisher produces an output.
  public var action: (PublisherType.Output) -> Void

  /// Creates a subscription view.
  @preconcurrency
  public init(
    content: Content, publisher: PublisherType,
    action: @escaping (PublisherType.Output) -> Void
  ) {
    self.content = content
    self.publisher = publisher
    self.action = action
  }

  /// `SubscriptionView` is a primitive view.
  public typealias Body = Never

  public static func _makeOrUpdateNode(
    _ view: SubscriptionView, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let subscription: SubscriptionNode<PublisherType>
    if let node {
      subscription = downcast(node, to: SubscriptionNode<PublisherType>.self)
      subscription.environment = context.environment
      subscription.update(publisher: view.publisher, action: view.action)
    } else {
      subscription = SubscriptionNode(publisher: view.publisher, action: view.action, in: context)
    }
    subscription.child = reconciled(
      view.content, node: subscription.child, context: subscription.childContext(context))
    return subscription
  }
}

/// The node of a subscription view: its subscription, made after the update that mounted it
/// and cancelled when it leaves.
@MainActor
final class SubscriptionNode<P: Publisher>: WrapperNode where P.Failure == Never {
  private var publisher: P
  private var action: (P.Output) -> Void
  private var cancellable: AnyCancellable?
  /// Which subscription is current: a value from an earlier one is ignored.
  private var generation = 0

  init(publisher: P, action: @escaping (P.Output) -> Void, in context: __shared _MountContext) {
    self.publisher = publisher
    self.action = action
    super.init(in: context)
    tree.enqueueAction { [weak self] in self?.subscribe() }
  }

  /// Takes the view's new publisher and action; a publisher that is not the same one is
  /// subscribed to instead, after this update.
  func update(publisher newPublisher: P, action newAction: @escaping (P.Output) -> Void) {
    action = newAction
    guard !TypeLayout.of(P.self).isEqual(publisher, newPublisher) else { return }
    publisher = newPublisher
    cancellable = nil
    generation += 1
    tree.enqueueAction { [weak self] in self?.subscribe() }
  }

  private func subscribe() {
    guard isMounted, cancellable == nil else { return }
    generation += 1
    let current = generation
    // A publisher may send during `sink` (`Just`, a current value): the action runs then.
    cancellable = publisher.sink { [weak self] value in
      if MainQueueMarker.isOnMainQueue {
        MainActor.assumeIsolated { self?.receive(value, from: current) }
      } else {
        let box = UncheckedBox((self, value))
        DispatchQueue.main.async {
          MainActor.assumeIsolated { box.value.0?.receive(box.value.1, from: current) }
        }
      }
    }
  }

  private func receive(_ value: P.Output, from subscription: Int) {
    guard isMounted, subscription == generation else { return }
    action(value)
  }

  override func willUnmount() {
    cancellable = nil
    generation += 1
  }
}

extension View {
  /// Adds an action to perform when this view detects data emitted by the given publisher.
  @preconcurrency
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) -> SubscriptionView<P, Self> where P.Failure == Never {
    SubscriptionView(content: self, publisher: publisher, action: action)
  }
}

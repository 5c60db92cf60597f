/// `coordinateSpace(name:)`: lays out as its content, and names its coordinate space.
struct _CoordinateSpaceLayout: PassThroughLayoutModifier {
  var name: AnyHashable
}

extension LayoutModifierNode: NamedSpaceNode where Modifier == _CoordinateSpaceLayout {
  var spaceName: AnyHashable { currentModifier.name }
  var spaceRect: CGRect? { geometry.placedRect }
}

extension View {
  /// Names this view's coordinate space, so that `GeometryProxy.frame(in: .named(name))`
  /// inside it measures from its top leading corner.
  public func coordinateSpace<N: Hashable>(name: N) -> some View {
    modifier(_CoordinateSpaceLayout(name: AnyHashable(name)))
  }
}

/// A view that shows the first of its child views that fits the space offered, at its
/// ideal size in the axes it checks; the last one when none fits.
public struct ViewThatFits<Content: View>: View {
  let axes: Axis.Set
  let content: Content

  /// Creates a view that chooses among the views of `content`.
  public init(
    in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }

  /// `ViewThatFits` is a primitive view.
  public typealias Body = Never

  public static func _makeOrUpdateNode(
    _ view: Self, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let chooser: ViewThatFitsNode
    if let node {
      chooser = downcast(node, to: ViewThatFitsNode.self)
      chooser.environment = context.environment
      if chooser.axes != view.axes {
        chooser.axes = view.axes
        chooser.invalidateLayout(transaction: context.transaction)
      }
    } else {
      chooser = ViewThatFitsNode(axes: view.axes, in: context)
    }
    chooser.child = reconciled(
      view.content, node: chooser.child, context: chooser.childContext(context))
    return chooser
  }
}

/// The node of a `ViewThatFits`: the candidates it did not choose are hidden.
@MainActor
final class ViewThatFitsNode: LayoutWrapperNode {
  var axes: Axis.Set
  private var candidates: [LayoutSubview] = []

  init(axes: Axis.Set, in context: __shared _MountContext) {
    self.axes = axes
    super.init(in: context)
  }

  override func appendLayoutSubviews(to list: inout [LayoutSubview]) {
    list.append(LayoutSubview(node: self))
  }

  override func willLayOutAgain() {
    candidates = collectChildSubviews()
  }

  /// The index of the first candidate whose ideal size (in the checked axes) fits.
  private func choice(for proposal: ProposedViewSize) -> Int? {
    guard !candidates.isEmpty else { return nil }
    for (index, candidate) in candidates.enumerated() {
      let ideal = candidate.along(geometry.stackAxis).sizeThatFits(
        ProposedViewSize(
          width: axes.contains(.horizontal) ? nil : proposal.width,
          height: axes.contains(.vertical) ? nil : proposal.height))
      let fitsWidth = !axes.contains(.horizontal) || ideal.width <= (proposal.width ?? .infinity)
      let fitsHeight =
        !axes.contains(.vertical) || ideal.height <= (proposal.height ?? .infinity)
      if fitsWidth && fitsHeight { return index }
    }
    return candidates.count - 1
  }

  private func fixedProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    guard let index = choice(for: proposal) else { return .zero }
    return candidates[index].along(geometry.stackAxis).sizeThatFits(fixedProposal(proposal))
  }

  override func placeContent(in rect: CGRect, proposal: ProposedViewSize, transaction: Transaction?)
  {
    let chosen = choice(for: proposal)
    for (index, candidate) in candidates.enumerated()
    where
      candidate.node.isHidden != (index != chosen)
    {
      candidate.node.isHidden = index != chosen
      if let parent = candidate.node.parent {
        parent.childrenDidChange()
      } else {
        candidate.node.tree.render.childrenNeedRender(of: nil)
      }
    }
    guard let chosen else { return }
    candidates[chosen].along(geometry.stackAxis).place(
      in: rect, proposal: fixedProposal(proposal), inherited: transaction)
  }
}

/// A primitive view rendered as one node without children (`Text`, `Color`, shapes, fields).
/// A view drawn by the runtime itself, without children. Its `Body` is `Never`, or, for a
/// view SwiftUI declares with a body (`TextField`), `_PrimitiveBody` of itself: the runtime
/// mounts it directly either way.
protocol LeafView: View {
  /// Whether two values of the view are the same view (SwiftUI's comparison of a view with its
  /// previous value): `==` for an `Equatable` view, else field by field (`TypeLayout`).
  static func isSame(_ a: Self, _ b: Self) -> Bool
  /// Prepares what `isSame` needs, as the view mounts (its `TypeLayout`, unless `Equatable`).
  static func prepareComparison()
  /// The rendered node for this view in `environment`.
  func renderItem(in environment: EnvironmentValues) -> RenderItem
  /// The size the view chooses for `proposal` in `environment`, inside a stack along
  /// `stackAxis` (nil outside stacks). By default it fills the proposal, 10×10 where the
  /// proposal has no dimension, as SwiftUI's colours and shapes do.
  func sizeThatFits(
    _ proposal: ProposedViewSize, in environment: EnvironmentValues, stackAxis: Axis?
  ) -> CGSize
  /// The axis of the guides the view sets explicitly (text sets its baselines, vertical
  /// guides), nil when it sets none; the view is asked only about guides along it.
  static var explicitGuideAxis: Axis? { get }
  /// The value of a guide the view sets explicitly at `size` (text baselines), or nil.
  func explicitGuide(_ key: AlignmentKey, size: CGSize, in environment: EnvironmentValues)
    -> CGFloat?
  /// Whether the view, offered at least its ideal size, takes its ideal size (a text does):
  /// its node then measures the ideal size once and keeps it until the view or its
  /// environment changes.
  static var hugsIdealSize: Bool { get }
  /// For a view that hugs its ideal size: whether it keeps its ideal height at any proposed
  /// height when offered its ideal width (a text of one line never shows less than a line).
  var keepsIdealHeight: Bool { get }
  /// For a view that hugs its ideal size: its size for `.unspecified` and `keepsIdealHeight`,
  /// asked together when its node measures its ideal size (a text reads its string once for
  /// both, where the two questions read it twice).
  func idealSize(in environment: EnvironmentValues, stackAxis: Axis?)
    -> (size: CGSize, keepsIdealHeight: Bool)
  /// Whether the rendered node depends on the size of its frame (a shape's path): such a
  /// view renders again when its frame's size changes, not only moves.
  static var rendersItsSize: Bool { get }
  /// Completes `item`, whose frame is set, with what depends on it; returns problems to
  /// report about the view.
  func complete(_ item: inout RenderItem, in environment: EnvironmentValues) -> [String]
  /// What kind of diagnostic the problems `complete` returns are (`.invalidShape` unless the
  /// view says: a canvas's are non-finite values).
  static var completionProblemKind: Diagnostic.Kind { get }
  /// Whether what the view shows depends on the date (a text with a relative date style): it
  /// is then measured and rendered at the host's date with the `at:` forms.
  var isLive: Bool { get }
  /// The rendered node at `date`.
  func renderItem(in environment: EnvironmentValues, at date: Date) -> RenderItem
  /// The size at `date`.
  func sizeThatFits(
    _ proposal: ProposedViewSize, in environment: EnvironmentValues, stackAxis: Axis?,
    at date: Date
  ) -> CGSize
}

extension LeafView {
  static func isSame(_ a: Self, _ b: Self) -> Bool { TypeLayout.of(Self.self).isEqual(a, b) }
  static func prepareComparison() { TypeLayout.prepare(Self.self) }
}

extension LeafView where Self: Equatable {
  static func isSame(_ a: Self, _ b: Self) -> Bool { a == b }
  static func prepareComparison() {}
}

extension LeafView {
  func sizeThatFits(
    _ proposal: ProposedViewSize, in environment: EnvironmentValues, stackAxis: Axis?
  ) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func explicitGuide(_ key: AlignmentKey, size: CGSize, in environment: EnvironmentValues)
    -> CGFloat?
  { nil }

  var isLive: Bool { false }

  static var rendersItsSize: Bool { false }

  static var hugsIdealSize: Bool { false }

  static var explicitGuideAxis: Axis? { nil }

  var keepsIdealHeight: Bool { false }

  func idealSize(in environment: EnvironmentValues, stackAxis: Axis?)
    -> (size: CGSize, keepsIdealHeight: Bool)
  {
    (sizeThatFits(.unspecified, in: environment, stackAxis: stackAxis), keepsIdealHeight)
  }

  func complete(_ item: inout RenderItem, in environment: EnvironmentValues) -> [String] { [] }

  static var completionProblemKind: Diagnostic.Kind { .invalidShape }

  func renderItem(in environment: EnvironmentValues, at date: Date) -> RenderItem {
    renderItem(in: environment)
  }

  func sizeThatFits(
    _ proposal: ProposedViewSize, in environment: EnvironmentValues, stackAxis: Axis?,
    at date: Date
  ) -> CGSize {
    sizeThatFits(proposal, in: environment, stackAxis: stackAxis)
  }
}

extension LeafView {
  /// Mounts or updates the view as a leaf where a custom style's body may have stood: a node
  /// of any styled body gives way to the leaf.
  static func makeOrUpdateUnstyledLeaf(
    _ view: consuming Self, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    makeOrUpdateLeaf(view, node: node.kept(if: LeafNode<Self>.self, context), in: context)
  }

  public static func _makeOrUpdateNode(
    _ view: Self, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    makeOrUpdateLeaf(view, node: node, in: context)
  }

  /// A leaf is one rendered node, which the render modifiers around it are folded into (a
  /// leaf that mounts a style's body in some environments says when it does not).
  public static func _foldedEffectCount(_ view: Self, in environment: EnvironmentValues) -> Int? {
    0
  }

  /// Mounts or updates the view as a leaf node. The view is consumed: a new node keeps it
  /// without a copy (a copy of a titled button is 150 instructions).
  static func makeOrUpdateLeaf(
    _ view: consuming Self, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    if let node {
      let leaf = downcast(node, to: LeafNode<Self>.self)
      leaf.environment = context.environment
      leaf.update(
        to: view, environmentChanged: context.environmentChanged,
        transaction: context.transaction)
      return leaf
    }
    return LeafNode(view, in: context)
  }
}

/// The node of a leaf view: the view's latest value and, for an `Animatable` leaf (a colour,
/// a rounded rectangle), its animated data, which rendering reads.
@MainActor
final class LeafNode<V: LeafView>: RenderedLayoutNode {
  @exclusivity(unchecked) private var view: V
  private var animator: AnimatableDriver<V>?

  init(_ view: V, in context: __shared _MountContext) {
    self.view = view
    V.prepareComparison()
    super.init(in: context)
    isRendered = true
    geometry.isLeaf = true
    showsLiveDate = view.isLive
    animator = animatableDriver(for: view, node: self, name: nil)
    if showsLiveDate { tree.render.registerLive(self) }
  }

  override func refreshLive() {
    guard view.isLive else { return }
    let label = view.renderItem(in: environment, at: tree.currentDate).label
    guard label != tree.render.liveLabel(of: self) else { return }
    tree.render.setLiveLabel(label, of: self)
    setNeedsRender()
    invalidateLayout(transaction: nil)
  }

  /// Takes a new value of the view, animating its data in `transaction`. The layout above
  /// it is invalidated only if the view's size could have changed: an equal view in an
  /// unchanged environment is not measured at all (a parent's body evaluated every frame
  /// passes the same leaves again); otherwise its sizes for the proposals it was last asked
  /// are computed again and compared.
  func update(to newView: V, environmentChanged: Bool, transaction: Transaction) {
    let same = !environmentChanged && V.isSame(view, newView)
    view = newView
    animator?.update(to: newView, transaction: transaction)
    if same { return }
    let hugged = geometry.hugs
    let huggedSize = geometry.hugSize
    geometry.hugs = .unknown
    completed = nil
    showsLiveDate = view.isLive
    if showsLiveDate { tree.render.registerLive(self) }
    setNeedsRender()
    let cached = geometry.sizes.cachedCount
    // A leaf asked more than three proposals is measured again in full.
    var unchanged =
      (cached > 0 || hugged != .unknown) && geometry.isValid && !geometry.sizes.hasOlderSizes
    if unchanged, hugged != .unknown {
      // Sizes answered from the ideal size stay right if the ideal size does.
      measureIdealSize()
      unchanged = geometry.hugs == hugged && geometry.hugSize == huggedSize
    }
    if unchanged {
      for index in 0..<cached {
        let proposal = geometry.sizes.cachedProposal(index)
        // A proposal the ideal size answers (it is unchanged) needs no measure.
        if hugged != .unknown, self.huggedSize(for: proposal) != nil { continue }
        let size = view.sizeThatFits(proposal, in: environment, stackAxis: geometry.stackAxis)
        if size.sanitizedLayoutSize != geometry.sizes.size(for: proposal) {
          unchanged = false
          break
        }
      }
    }
    if !unchanged { invalidateLayout(transaction: transaction) }
  }

  override func appendLayoutSubviews(to list: inout [LayoutSubview]) {
    list.append(LayoutSubview(node: self))
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let stackAxis = geometry.stackAxis
    if showsLiveDate {
      return view.sizeThatFits(
        proposal, in: environment, stackAxis: stackAxis, at: tree.currentDate)
    }
    if V.hugsIdealSize {
      if geometry.hugs == .unknown { measureIdealSize() }
      if let size = huggedSize(for: proposal) { return size }
    }
    return view.sizeThatFits(proposal, in: environment, stackAxis: stackAxis)
  }

  /// Measures the ideal size of a view that hugs it (`LeafView.hugsIdealSize`) and keeps it
  /// in the geometry, which then answers every proposal at least as large without asking
  /// the view, until the view or its environment changes.
  private func measureIdealSize() {
    guard V.hugsIdealSize, !showsLiveDate else { return }
    // One call for both answers: a call on the stored property copies the view (of a generic
    // type) first and destroys the copy after, at each call.
    let ideal = view.idealSize(in: environment, stackAxis: geometry.stackAxis)
    geometry.hugSize = ideal.size.sanitizedLayoutSize
    geometry.hugs = ideal.keepsIdealHeight ? .atAnyHeight : .atIdealHeight
  }

  override func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize)
    -> CGFloat?
  {
    guard let axis = V.explicitGuideAxis, axis == key.axis else { return nil }
    return view.explicitGuide(key, size: size, in: environment)
  }

  override func maySetGuides(along axis: Axis) -> Bool {
    V.explicitGuideAxis == axis
  }

  override func placeContent(in rect: CGRect, proposal: ProposedViewSize, transaction: Transaction?)
  {
    setFrame(rect, transaction: transaction)
  }

  override var rendersItsSize: Bool { V.rendersItsSize }

  override func renderOwnItem(children: SnapshotChildren) -> RenderItem {
    // Not `animator?.presented(view) ?? view`: an optional of the view's type is generic
    // metadata looked up at every rendering (this method is not specialised).
    let shown: V
    if let animator { shown = animator.presented(view) } else { shown = view }
    var item: RenderItem
    if shown.isLive {
      item = shown.renderItem(in: environment, at: tree.currentDate)
      tree.render.setLiveLabel(item.label, of: self)
    } else {
      item = shown.renderItem(in: environment)
    }
    item.setFrame(of: self)
    if V.rendersItsSize { complete(&item, shown: shown) }
    item.source = self
    return item
  }

  /// Completes the item of a view that renders its size (a shape's path). A shape that only
  /// moved, or whose effects changed, has the same path: its text is kept rather than written
  /// again at every frame of an animated offset.
  private func complete(_ item: inout RenderItem, shown: V) {
    let reusable = !shown.isLive && animator?.isAnimating != true
    if reusable, let cached = completed?.item, cached.frame?.size == item.frame?.size {
      let frame = item.frame
      item = cached
      item.frame = frame
      return
    }
    for problem in shown.complete(&item, in: environment) {
      tree.report(V.completionProblemKind, problem, path: viewPath)
    }
    completed = reusable ? CompletedItem(item) : nil
  }

  /// The completed item of a view that renders its size (a shape, with its path as text),
  /// kept until the view or its environment changes, for the size it was completed at. Boxed:
  /// a render item is hundreds of bytes, and most leaves (texts) never keep one.
  @exclusivity(unchecked) private var completed: CompletedItem?

  override func renderOwnItem(children: SnapshotChildren, shiftedBy seconds: Double)
    -> (item: RenderItem, isExact: Bool)
  {
    let moved = animator.map { $0.presented(view, shiftedBy: seconds) } ?? view
    let shown = moved ?? animator?.presented(view) ?? view
    var item =
      shown.isLive
      ? shown.renderItem(in: environment, at: tree.currentDate)
      : shown.renderItem(in: environment)
    let isExact = item.setFrame(of: self, shiftedBy: seconds) && moved != nil
    // The path's text is not a number: its problems were reported when it rendered.
    if V.rendersItsSize { _ = shown.complete(&item, in: environment) }
    item.source = self
    return (item, isExact)
  }

  override func collectRendered(into slots: inout [RenderedSlot]) {
    appendSlot(to: &slots)
  }

  override func willUnmount() {
    animator?.detach()
  }
}

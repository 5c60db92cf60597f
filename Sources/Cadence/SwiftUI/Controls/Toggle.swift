/// A control that toggles between on and off states.
public struct Toggle<Label: View> {
  let title: String?
  let label: Label
  let isOn: Binding<Bool>
  /// Whether this toggle is a style's `Toggle(configuration)` (it is not styled again).
  var isStyled = false

  /// Creates a toggle that displays a custom label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    title = nil
    self.label = label()
    self.isOn = isOn
  }
}

extension Toggle where Label == Text {
  /// Creates a toggle that generates its label from a string (a variable; a literal is a
  /// `LocalizedStringKey`).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.title = String(title)
    label = Text(verbatim: String(title))
    self.isOn = isOn
  }

  /// Creates a toggle that generates its label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    title = titleKey.text
    label = Text(verbatim: titleKey.text)
    self.isOn = isOn
  }
}

extension Toggle where Label == Cadence.Label<Text, Image> {
  /// Creates a toggle labelled with a title and a system image.
  @MainActor
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    // Untitled: the label's title and image show as its nodes.
    title = nil
    label = Cadence.Label(titleKey, systemImage: systemImage)
    self.isOn = isOn
  }

  /// Creates a toggle labelled with a title and a system image.
  @_disfavoredOverload @MainActor
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.title = nil
    label = Cadence.Label(title, systemImage: systemImage)
    self.isOn = isOn
  }

  /// Creates a toggle labelled with a title and an image of the app's assets.
  @MainActor
  public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
    title = nil
    label = Cadence.Label(titleKey, image: image)
    self.isOn = isOn
  }

  /// Creates a toggle labelled with a title string and an image of the app's assets.
  @_disfavoredOverload @MainActor
  public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
    self.title = nil
    label = Cadence.Label {
      Text(title)
    } icon: {
      Image(image)
    }
    self.isOn = isOn
  }
}

extension Toggle: View {
  /// The toggle as Cadence draws it (the runtime mounts the toggle itself).
  public var body: some View { _PrimitiveBody(primitive: self) }
}

@MainActor
extension Toggle: ContainerView {

  /// Mounts the toggle, or, when a custom toggle style is in the environment, the style's
  /// body in its place.
  public static func _makeOrUpdateNode(
    _ view: Toggle, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    guard !view.isStyled, let style = context.environment.toggleStyle else {
      return makeOrUpdateUnstyledContainer(view, node: node, in: context)
    }
    return makeOrUpdateStyledBody(
      _StyledToggle(toggle: view, style: style), node: node, in: context)
  }

  /// One rendered node unless a toggle style's body stands in its place.
  public static func _foldedEffectCount(_ view: Toggle, in environment: EnvironmentValues)
    -> Int?
  {
    view.isStyled || environment.toggleStyle == nil ? 0 : nil
  }

  var content: some View { label.modifier(_ControlLabel()) }

  var contentLayout: ToggleLayout { ToggleLayout() }

  func renderItem(children: RenderedChildren, in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(kind: "Toggle", label: title ?? children.firstText(), toggle: isOn)
    if title == nil { item.adopt(children) }
    item.styles["isOn"] = isOn.wrappedValue ? "true" : "false"
    if let style = environment.toggleStyleName {
      item.styles["toggleStyle"] = style
      if style == "button" {
        // A button toggle is tapped.
        let isOn = self.isOn
        item.tap = { isOn.wrappedValue.toggle() }
      }
    }
    item.applyTint(from: environment)
    item.applyEnabled(from: environment)
    return item
  }
}

/// A toggle fills the width it is offered: its label at the leading edge, its switch
/// (51×31 points, as iOS draws it) at the trailing edge, 8 points apart at least.
struct ToggleLayout: Layout, Equatable {
  static let switchSize = CGSize(width: 51, height: 31)
  static let gap: CGFloat = 8

  func labelProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max($0 - Self.switchSize.width - Self.gap, 0) },
      height: proposal.height)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let label = StackAlgorithm(
      axis: .vertical, crossGuide: HorizontalAlignment.leading.key, spacing: nil
    )
    .size(proposal: labelProposal(proposal), subviews: subviews)
    // A hidden label (`labelsHidden`) takes no room: the toggle is its switch.
    if label == .zero { return Self.switchSize }
    let ideal = label.width + Self.gap + Self.switchSize.width
    return CGSize(
      width: proposal.width.map { $0.isFinite ? max($0, Self.switchSize.width) : ideal } ?? ideal,
      height: max(label.height, Self.switchSize.height))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let inner = labelProposal(ProposedViewSize(bounds.size))
    let algorithm = StackAlgorithm(
      axis: .vertical, crossGuide: HorizontalAlignment.leading.key, spacing: nil)
    let label = algorithm.size(proposal: inner, subviews: subviews)
    algorithm.place(
      in: CGRect(
        x: bounds.minX, y: bounds.midY - label.height / 2, width: label.width, height: label.height),
      proposal: inner, subviews: subviews)
  }
}

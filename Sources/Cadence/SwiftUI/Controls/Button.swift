/// A control that initiates an action when tapped.
public struct Button<Label: View> {
  // The label is the last field: the others are then at fixed offsets, which code generic
  // over the label reads without asking the button's type for its field offsets.
  let title: String?
  let action: @MainActor () -> Void
  /// The button's role, when it has one.
  var role: ButtonRole?
  /// The symbol of a button made with `init(_:systemImage:action:)`.
  var systemImage: String?
  /// Whether this button shows a custom button style's body (it is not styled again).
  var isStyled = false
  let label: Label

  /// Creates a button that displays a custom label.
  @preconcurrency public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    title = nil
    self.label = label()
    self.action = action
  }

  /// Creates a button with a role that displays a custom label.
  @preconcurrency public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.init(action: action, label: label)
    self.role = role
  }

  init(title: String?, label: Label, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.title = title
    self.label = label
    self.role = role
    self.action = action
  }
}

/// What a button does, for styles and assistive technologies.
public struct ButtonRole: Hashable, Sendable {
  let name: String
  /// Deletes or removes data.
  public static let destructive = ButtonRole(name: "destructive")
  /// Cancels the current operation.
  public static let cancel = ButtonRole(name: "cancel")
  /// Closes the current context.
  public static let close = ButtonRole(name: "close")
  /// Confirms the current operation.
  public static let confirm = ButtonRole(name: "confirm")
}

@MainActor
extension Button where Label == Cadence.Label<Text, Image> {
  /// Creates a button whose label is a localized title and a system symbol.
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(
      title: titleKey.text, label: Cadence.Label(titleKey, systemImage: systemImage), role: nil,
      action: action)
    self.systemImage = systemImage
  }

  /// Creates a button whose label is a title and a system symbol.
  @_disfavoredOverload
  @preconcurrency public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(
      title: String(title), label: Cadence.Label(title, systemImage: systemImage), role: nil,
      action: action)
    self.systemImage = systemImage
  }

  /// Creates a button with a role whose label is a localized title and a system symbol.
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(titleKey, systemImage: systemImage, action: action)
    self.role = role
  }
}

extension Button where Label == Text {
  /// Creates a button that generates its label from a string (a variable; a literal is a
  /// `LocalizedStringKey`).
  @_disfavoredOverload
  @preconcurrency public init<S: StringProtocol>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) {
    self.title = String(title)
    label = Text(verbatim: String(title))
    self.action = action
  }

  /// Creates a button with a role that generates its label from a string.
  @_disfavoredOverload
  @preconcurrency public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(title, action: action)
    self.role = role
  }

  /// Creates a button with a role that generates its label from a localized string key.
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(titleKey, action: action)
    self.role = role
  }

  /// Creates a button that generates its label from a localized string key, interpolations
  /// included.
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
  ) {
    title = titleKey.text
    label = Text(verbatim: titleKey.text)
    self.action = action
  }
}

extension Button where Label == AnyView {
  /// The button `button` showing a custom style's body as its label.
  init<Other: View>(styled button: Button<Other>, label: AnyView) {
    title = nil
    self.label = label
    action = button.action
    role = button.role
    systemImage = button.systemImage
    isStyled = true
  }
}

extension Button: View {
  /// The button as Cadence draws it (the runtime mounts the button itself).
  public var body: some View { _PrimitiveBody(primitive: self) }
}

@MainActor
extension Button: ContainerView {

  /// Mounts the button, or, when a custom button style is in the environment, the style's
  /// body around it.
  @inline(__always)
  public static func _makeOrUpdateNode(
    _ view: Button, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    if !view.isStyled, context.environment.hasCustomButtonStyle {
      return makeOrUpdateStyled(view, node: node, in: context)
    }
    if Label.self == Text.self, view.title != nil {
      // A titled button shows its title, never its label's nodes: one leaf node that
      // measures the label's text in place (D61).
      let titled = _TitledButton(button: unsafeBitCast(view, to: Button<Text>.self))
      return _TitledButton.makeOrUpdateUnstyledLeaf(consume titled, node: node, in: context)
    }
    return makeOrUpdateUnstyledContainer(view, node: node, in: context)
  }

  /// Mounts or updates the body of the custom style in the environment (a primitive style's
  /// first) in the button's place.
  @inline(never)
  private static func makeOrUpdateStyled(
    _ view: Button, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    if let primitive = context.environment.primitiveButtonStyle {
      return makeOrUpdate(view, primitiveStyle: primitive, node: node, in: context)
    }
    guard let style = context.environment.buttonStyle else {
      internalCheck(false, "a button style was said to be set, and none was")
      return makeOrUpdateUnstyledContainer(view, node: node, in: context)
    }
    return makeOrUpdate(view, style: style, node: node, in: context)
  }

  /// One rendered node (a titled button's leaf, or a container around its label) unless a
  /// button style's body stands in its place.
  public static func _foldedEffectCount(_ view: Button, in environment: EnvironmentValues)
    -> Int?
  {
    view.isStyled || !environment.hasCustomButtonStyle ? 0 : nil
  }

  // The styled bodies are made apart (not inlined): their generic types' metadata, looked up
  // by the button's label type, would otherwise be fetched at every mount of a plain button.

  @inline(never)
  private static func makeOrUpdate(
    _ view: Button, primitiveStyle: AnyViewStyle<PrimitiveButtonStyleConfiguration>,
    node: _ViewNode?,
    in context: _MountContext
  ) -> _ViewNode {
    makeOrUpdateStyledBody(
      _PrimitiveStyledButton(button: view, style: primitiveStyle), node: node, in: context)
  }

  @inline(never)
  private static func makeOrUpdate(
    _ view: Button, style: AnyButtonStyle, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    makeOrUpdateStyledBody(_StyledButton(button: view, style: style), node: node, in: context)
  }

  var content: Label { label }

  /// A label with several views stacks them vertically.
  var contentLayout: VStackLayout { VStackLayout() }

  var renderedKind: String? { "Button" }

  /// A titled button reads as its title: its label's nodes are not shown.
  var showsContent: Bool { title == nil }

  func renderItem(children: RenderedChildren, in environment: EnvironmentValues) -> RenderItem {
    renderItem(children: Optional(children), in: environment)
  }

  /// The rendered node, given the label's rendered nodes (nil where the label is not mounted:
  /// a titled button's leaf).
  func renderItem(children: RenderedChildren?, in environment: EnvironmentValues) -> RenderItem {
    // A titled button reads as its title; a button with a custom label shows the label's
    // nodes and reads as the label's first text.
    var tap = action
    if let dismiss = environment.presentationDismiss {
      // A button of an alert or dialog dismisses it after its action.
      let action = action
      tap = {
        action()
        dismiss()
      }
    }
    var item: RenderItem
    if let title {
      item = RenderItem(kind: "Button", label: title, tap: tap)
    } else {
      item = RenderItem(kind: "Button", label: children?.firstText(), tap: tap)
      if let children { item.adopt(children) }
    }
    if let role { item.styles["role"] = role.name }
    if let systemImage { item.styles["systemImage"] = systemImage }
    if let style = environment.primitiveButtonStyleName { item.styles["buttonStyle"] = style }
    item.applyTint(from: environment)
    item.applyEnabled(from: environment)
    return item
  }
}

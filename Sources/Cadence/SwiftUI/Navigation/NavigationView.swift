import Foundation

/// A navigation view (the older form of `NavigationStack`).
public struct NavigationView<Content: View>: View {
  let content: Content

  /// Creates a navigation view.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    NavigationStack { content }
  }
}

/// The rendered node of a navigation stack.
struct _NavigationContainer<Content: View> {
  let kind: String
  let content: Content

  init(kind: String, @ViewBuilder content: () -> Content) {
    self.kind = kind
    self.content = content()
  }
}

extension _NavigationContainer: ContainerView {
  typealias Body = Never

  var contentLayout: NavigationLayout { NavigationLayout() }

  func renderItem(children: RenderedChildren, in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(kind: kind)
    item.adopt(children)
    item.attributes["depth"] = Double(environment.navigation.depth)
    return item
  }
}

/// The content below a navigation bar of 96 points, filling the rest.
struct NavigationLayout: Layout, Equatable {
  static let barHeight: CGFloat = 96

  private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width, height: proposal.height.map { max($0 - Self.barHeight, 0) })
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let inner = OverlayAlgorithm(alignment: .top).size(
      proposal: contentProposal(proposal), subviews: subviews[...])
    return CGSize(
      width: proposal.width.map { $0.isFinite ? $0 : inner.width } ?? inner.width,
      height: proposal.height.map { $0.isFinite ? $0 : inner.height + Self.barHeight }
        ?? inner.height + Self.barHeight)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let area = CGRect(
      x: bounds.minX, y: bounds.minY + Self.barHeight, width: bounds.width,
      height: max(bounds.height - Self.barHeight, 0))
    OverlayAlgorithm(alignment: .top).place(
      in: area, proposal: ProposedViewSize(area.size), subviews: subviews[...])
  }
}

/// A button that pushes a destination on the enclosing navigation stack.
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let destination: (@MainActor () -> AnyView)?
  /// The value a value link pushes, with its type's identity.
  let value: (type: ObjectIdentifier, value: AnyHashable)?
  /// The binding of the deprecated `isActive:` and `tag:selection:` forms: the link pushes
  /// its destination while it is true, and tapping it sets it.
  var activation: Binding<Bool>?
  @Environment(\.navigation) private var navigation

  /// Creates a link to a destination view.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    let view = destination()
    self.destination = { AnyView(view) }
    self.label = label()
    value = nil
  }

  /// Creates a link to a destination view (the older form).
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.destination = { AnyView(destination) }
    self.label = label()
    value = nil
  }

  public var body: some View {
    if let activation, let destination {
      Button {
        activation.wrappedValue = true
      } label: {
        label
      }
      .modifier(_StyleEffect(name: "navigationLink", value: "true"))
      .navigationDestination(isPresented: activation) { destination() }
    } else {
      pushingBody
    }
  }

  private var pushingBody: some View {
    let navigation = navigation
    let destination = destination
    let value = value
    return Button {
      if let destination {
        navigation.push?(destination())
      } else if let value, let pushValue = navigation.pushValue,
        !pushValue(value.value), let tree = UpdateContext.current
      {
        tree.report(
          .navigationProblem,
          "a NavigationLink pushes a value of type \(type(of: value.value.base)), which the "
            + "stack's path cannot hold; nothing was pushed", path: "")
      }
    } label: {
      label
    }
    .modifier(_StyleEffect(name: "navigationLink", value: "true"))
  }
}

extension NavigationLink where Label == Text {
  /// Creates a link with a title to a destination view.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination, label: { Text(titleKey) })
  }

  /// Creates a link with a title to a destination view.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination, label: { Text(title) })
  }
}

extension NavigationLink where Destination == Never {
  /// Creates a link that pushes a value, shown by the matching `navigationDestination`.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    destination = nil
    self.value = value.map { (ObjectIdentifier(P.self), AnyHashable($0)) }
  }
}

extension NavigationLink where Destination == Never, Label == Text {
  /// Creates a link with a title that pushes a value.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }
}

extension View {
  /// Sets the title of the navigation bar while this view is shown (recorded as
  /// `navigationTitle` on its nodes).
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    modifier(_StyleEffect(name: "navigationTitle", value: titleKey.text))
  }

  /// Sets the title of the navigation bar while this view is shown.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    modifier(_StyleEffect(name: "navigationTitle", value: String(title)))
  }

  /// Sets the title of the navigation bar while this view is shown.
  public func navigationTitle(_ title: Text) -> some View {
    modifier(_StyleEffect(name: "navigationTitle", value: title.content))
  }

  /// Sets how the navigation bar shows its title (recorded).
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    modifier(_StyleEffect(name: "navigationBarTitleDisplayMode", value: displayMode.rawValue))
  }

  /// Hides the back button of the navigation bar (recorded).
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    modifier(_StyleEffect(name: "navigationBarBackButtonHidden", value: "\(hidesBackButton)"))
  }

  /// Shows `destination` for the values of type `data` on the path of the stack around this
  /// view (pushed by value links, or on its path binding).
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    _DestinationRegistrar(content: self) { registry in
      registry?.register(D.self) { AnyView(destination($0)) }
    }
  }

  /// Pushes `destination` on the stack around this view while `isPresented` is true; popping
  /// it (back, `dismiss`) sets it to false.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    let view = AnyView(destination())
    return modifier(
      _PresentedDestination(
        isPresented: isPresented.wrappedValue, stillPresented: { isPresented.wrappedValue },
        view: view, onPop: { isPresented.wrappedValue = false }))
  }

  /// Pushes the destination for `item` on the stack around this view while it is not nil;
  /// popping it sets it to nil.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    let view = item.wrappedValue.map { AnyView(destination($0)) }
    return modifier(
      _PresentedDestination(
        isPresented: view != nil, stillPresented: { item.wrappedValue != nil },
        view: view ?? AnyView(EmptyView()), onPop: { item.wrappedValue = nil }))
  }
}

/// Items of a navigation bar.
public enum NavigationBarItem {
  /// How a navigation bar shows its title.
  public enum TitleDisplayMode: String, Hashable, Sendable {
    case automatic, inline, large
  }
}

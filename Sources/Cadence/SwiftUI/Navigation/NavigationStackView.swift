/// A stack of views: its root, the values of its path (each shown by the
/// `navigationDestination(for:)` for its type, declared anywhere in the stack), and on top the
/// views that destination links pushed. The top one is shown. Laid out as iOS does in
/// compact form: the content below a 96-point navigation bar (a large title's), filling the
/// rest.
public struct NavigationStack<Data, Root: View>: View {
  let root: Root
  let path: NavigationPathAccess?
  @State private var ownPath = NavigationPath()
  @State private var pushed: [PushedView] = []
  @State private var token = PresentationToken()
  @State private var registry = NavigationDestinationRegistry()
  @State private var registrations = 0

  /// Creates a stack with a root view; its path is its own.
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    path = nil
  }

  /// Creates a stack whose path of values of any type is `path`.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
  where Data == NavigationPath {
    self.root = root()
    self.path = NavigationPathAccess(path)
  }

  /// Creates a stack whose path is a collection of values of one type.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.root = root()
    self.path = NavigationPathAccess(path)
  }

  public var body: some View {
    let path = self.path ?? NavigationPathAccess($ownPath)
    let values = path.values()
    let pushed = $pushed
    let registry = self.registry
    let registrations = $registrations
    _ = self.registrations
    registry.onRegistration = { registrations.wrappedValue += 1 }
    let push: @MainActor (AnyView, (@MainActor () -> Void)?, (@MainActor () -> Bool)?) -> Void = {
      view, onPop, isPresented in
      pushed.wrappedValue.append(PushedView(view: view, onPop: onPop, isPresented: isPresented))
    }
    // A presented destination whose binding was reset is gone (with what is above it): shown
    // at once, and taken out of the state after the update.
    let shown = Array(self.pushed.prefix { $0.isPresented?() ?? true })
    if shown.count < self.pushed.count, let tree = UpdateContext.current {
      let count = shown.count
      tree.enqueueAction {
        if pushed.wrappedValue.count > count { pushed.wrappedValue.removeSubrange(count...) }
      }
    }
    let pop: @MainActor () -> Void = {
      if let top = pushed.wrappedValue.popLast() {
        top.onPop?()
      } else {
        path.removeLast()
      }
    }
    let pushValue: @MainActor (AnyHashable) -> Bool = { value in path.append(value) }
    let depth = values.count + shown.count
    return _NavigationContainer(kind: "NavigationStack") {
      if let top = shown.last {
        top.view.environment(\.dismiss, DismissAction(action: pop, token: ObjectIdentifier(token)))
          .id(depth)
      } else if let value = values.last, let view = registry.view(for: value) {
        view.environment(\.dismiss, DismissAction(action: pop, token: ObjectIdentifier(token)))
          .id(depth)
      } else {
        // A value with no destination yet: the root, whose destinations register as it
        // mounts (the stack then shows the value's).
        let _ = values.last.map { registry.wait(for: $0) }
        root
          .modifier(_MissingDestinationCheck(value: values.last, registry: registry))
      }
    }
    .modifier(_NavigationBarHost())
    .environment(
      \.navigation,
      NavigationActions(
        push: { push($0, nil, nil) }, pushPresented: { push($0, $2, $1) },
        pushValue: pushValue, depth: depth,
        token: ObjectIdentifier(token))
    )
    .environment(\.navigationRegistry, registry)
  }
}

/// A view pushed on a stack by a destination link, what its popping does, and (for a
/// presented destination) whether its binding still presents it.
struct PushedView {
  let view: AnyView
  let onPop: (@MainActor () -> Void)?
  let isPresented: (@MainActor () -> Bool)?
}

/// A stack's path, whatever its type: its values, and pushing and popping them.
struct NavigationPathAccess {
  let values: @MainActor () -> [AnyHashable]
  /// Appends a value; false when the path cannot hold its type.
  let append: @MainActor (AnyHashable) -> Bool
  let removeLast: @MainActor () -> Void

  init(_ path: Binding<NavigationPath>) {
    values = { path.wrappedValue.elements }
    append = { value in
      path.wrappedValue.elements.append(value)
      return true
    }
    removeLast = { if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() } }
  }

  init<Data>(_ path: Binding<Data>)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    values = { path.wrappedValue.map { AnyHashable($0) } }
    append = { value in
      guard let element = value.base as? Data.Element else { return false }
      path.wrappedValue.append(element)
      return true
    }
    removeLast = { if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() } }
  }
}

/// The destinations declared in a stack (`navigationDestination(for:)`), by the type of the
/// values they show.
@MainActor
final class NavigationDestinationRegistry {
  private var builders: [ObjectIdentifier: @MainActor (Any) -> AnyView] = [:]
  private var waiting: Set<ObjectIdentifier> = []
  /// Evaluates the stack again (after the update) when a type it waits for registers.
  var onRegistration: (@MainActor () -> Void)?

  private static func key(_ value: AnyHashable) -> ObjectIdentifier {
    ObjectIdentifier(type(of: value.base))
  }

  func register<D>(_ type: D.Type, _ builder: @escaping @MainActor (D) -> AnyView) {
    let key = ObjectIdentifier(D.self)
    builders[key] = { builder($0 as! D) }
    if waiting.remove(key) != nil, let refresh = onRegistration {
      UpdateContext.current?.enqueueAction { refresh() }
    }
  }

  func view(for value: AnyHashable) -> AnyView? {
    builders[Self.key(value)].map { $0(value.base) }
  }

  func wait(for value: AnyHashable) {
    waiting.insert(Self.key(value))
  }

  func canShow(_ value: AnyHashable) -> Bool {
    builders[Self.key(value)] != nil
  }
}

/// Reports, after the update in which the root mounted, a value on top of the path that no
/// destination shows.
struct _MissingDestinationCheck: ViewModifier {
  let value: AnyHashable?
  let registry: NavigationDestinationRegistry

  func body(content: Content) -> some View {
    if let value, let tree = UpdateContext.current {
      let registry = registry
      tree.enqueueAction {
        guard !registry.canShow(value) else { return }
        tree.report(
          .navigationProblem,
          "no navigationDestination in the stack shows values of type "
            + "\(type(of: value.base)) (the path's top, \(value.base)); the root is shown",
          path: "")
      }
    }
    return content
  }
}

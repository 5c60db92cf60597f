/// A property wrapper type that can read and write a value that SwiftUI updates as the
/// placement of focus within the scene changes: a field marked `focused($state, equals: v)`
/// has the focus when the state is `v`; tapping a field (`host.tap(_:)`) or typing into it
/// (`host.type(_:into:)`) focuses it, and takes the focus from the field that had it; setting
/// the state moves the focus.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  private let initialValue: Value
  private var box: StateBox<Value>?

  /// A binding to the focus state, which `focused(_:equals:)` takes.
  @propertyWrapper
  public struct Binding {
    let box: StateBox<Value>?
    let fallback: Value

    /// The focus value.
    @MainActor
    public var wrappedValue: Value {
      get { box?.value ?? fallback }
      nonmutating set { box?.write(newValue) }
    }

    /// The binding itself.
    public var projectedValue: FocusState<Value>.Binding { self }
  }

  /// The current focus value.
  @MainActor
  public var wrappedValue: Value {
    get { box?.value ?? initialValue }
    nonmutating set { box?.write(newValue) }
  }

  /// A binding to the focus value.
  @MainActor
  public var projectedValue: FocusState<Value>.Binding {
    Binding(box: box, fallback: initialValue)
  }

  /// A focus state that is true when its field has the focus.
  public init() where Value == Bool {
    initialValue = false
  }

  /// A focus state that names the field with the focus (nil: none).
  public init<T: Hashable>() where Value == T? {
    initialValue = nil
  }
}

extension FocusState: StorageProperty {
  static var slotCount: Int { 1 }
  static var readsEnvironment: Bool { false }
  static var storageClass: AnyClass? { StateBox<Value>.self }

  @MainActor
  mutating func install(in context: inout PropertyInstallContext) {
    box = installedStateBox(in: &context, initial: initialValue)
  }
}

/// Marks the fields below with a focus value: they have the focus (`focused` = `true` in the
/// snapshot) while the state equals it; tapping or typing into one sets the state to it.
struct _FocusEffect<Value: Hashable>: RenderModifier {
  static var attributeName: String { "focused" }
  let binding: FocusState<Value>.Binding
  let value: Value

  func apply(to item: inout RenderItem) {
    guard item.text != nil || item.focusable else { return }
    item.setStyleIfAbsent(binding.wrappedValue == value ? "true" : "false", for: "focused")
  }

  func wrapInteraction(_ item: inout RenderItem, below node: _ViewNode) {
    guard item.text != nil || item.focusable else { return }
    let binding = self.binding
    let value = self.value
    let inner = item.focus
    // Focusing sets the state to this field's value; losing the focus clears it (false, nil)
    // only while it still names this field.
    item.focus = { focused in
      inner?(focused)
      if focused {
        if binding.wrappedValue != value { binding.wrappedValue = value }
      } else if binding.wrappedValue == value {
        binding.wrappedValue = binding.fallback
      }
    }
  }
}

extension _FocusEffect: FocusHolding {
  var holdsFocus: Bool { binding.wrappedValue == value }
}

extension View {
  /// Binds this view's focus to `condition`: true while it has the focus.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    modifier(_FocusEffect(binding: condition, value: true))
  }

  /// Binds this view's focus to `binding`: it has the focus while the binding equals `value`.
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View {
    modifier(_FocusEffect(binding: binding, value: value))
  }
}

/// A rendered node that can take the focus without taking text (`focusable`, `onKeyPress`):
/// found by the focus kind of interaction.
enum Focusable: InteractionFeature {
  typealias Value = Bool
  static var kind: InteractionKinds { .focus }
}

/// What giving a rendered node the focus (`true`) or taking it away (`false`) does to the
/// focus states bound to it (`focused(_:)`).
enum FocusAction: InteractionFeature {
  typealias Value = @MainActor (Bool) -> Void
  static var kind: InteractionKinds { [] }
}

extension RenderItem {
  /// Whether it can take the focus without taking text.
  var focusable: Bool {
    get { features[Focusable.self] ?? false }
    set { features[Focusable.self] = newValue ? true : nil }
  }
  /// What giving it the focus or taking it away does to the focus states bound to it.
  var focus: (@MainActor (Bool) -> Void)? {
    get { features[FocusAction.self] }
    set { features[FocusAction.self] = newValue }
  }
}

extension Interaction {
  /// What giving it the focus (`true`) or taking it away (`false`) does to the focus states
  /// bound to it (`focused(_:)`), if any is.
  package var focus: (@MainActor (Bool) -> Void)? { features[FocusAction.self] }
}

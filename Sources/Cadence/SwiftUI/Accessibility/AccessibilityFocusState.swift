import Foundation

/// A property wrapper type that can read and write a value that SwiftUI updates as the focus
/// of assistive technologies, such as VoiceOver, moves. A view marked
/// `accessibilityFocused($state, equals: v)` has that focus while the state is `v`
/// (recorded as `accessibilityFocused`); a host moving the focus onto it
/// (`performAccessibilityAction("accessibilityFocus", on:)`, as VoiceOver's swipe does) sets
/// the state to `v`, and setting the state moves the focus.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  private var state: FocusState<Value>
  /// The technologies whose focus this state follows.
  let technologies: AccessibilityTechnologies

  /// A binding to the accessibility focus state, which `accessibilityFocused` takes.
  @propertyWrapper
  public struct Binding {
    let base: FocusState<Value>.Binding

    /// The underlying value referenced by the bound property.
    @MainActor
    public var wrappedValue: Value {
      get { base.wrappedValue }
      nonmutating set { base.wrappedValue = newValue }
    }

    /// The binding itself.
    public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
  }

  /// The current state value, taking into account whatever bindings might be in effect due
  /// to the current location of focus.
  @MainActor
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// A projection of the state value that can be used to establish bindings between view
  /// content and accessibility focus placement.
  @MainActor
  public var projectedValue: Binding { Binding(base: state.projectedValue) }

  /// Creates a new accessibility focus state for a Boolean value.
  public init() where Value == Bool {
    state = FocusState()
    technologies = [.voiceOver, .switchControl]
  }

  /// Creates a new accessibility focus state for a Boolean value, following `technologies`.
  public init(for technologies: AccessibilityTechnologies) where Value == Bool {
    state = FocusState()
    self.technologies = technologies
  }

  /// Creates a new accessibility focus state of the type you provide (nil: no element).
  public init<T: Hashable>() where Value == T? {
    state = FocusState()
    technologies = [.voiceOver, .switchControl]
  }

  /// Creates a new accessibility focus state of the type you provide, following
  /// `technologies`.
  public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {
    state = FocusState()
    self.technologies = technologies
  }
}

/// Marks the nodes below as holding the accessibility focus while the binding equals the
/// value (`accessibilityFocused` = `true`), and gives them the action that moves the focus
/// there.
struct _AccessibilityFocusEffect<Value: Hashable>: RenderModifier {
  static var attributeName: String { "accessibilityFocused" }
  let binding: AccessibilityFocusState<Value>.Binding
  let value: Value

  func apply(to item: inout RenderItem) {
    item.setStyleIfAbsent(
      binding.wrappedValue == value ? "true" : "false", for: "accessibilityFocused")
    let binding = self.binding
    let value = self.value
    item.addAccessibilityAction("accessibilityFocus") {
      if binding.wrappedValue != value { binding.wrappedValue = value }
    }
  }
}

extension View {
  /// Modifies this view by binding its accessibility element's focus state to the given
  /// Boolean state value.
  public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding)
    -> some View
  {
    modifier(_AccessibilityFocusEffect(binding: condition, value: true))
  }

  /// Modifies this view by binding its accessibility element's focus state to the given
  /// state value.
  public func accessibilityFocused<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
  ) -> some View {
    modifier(_AccessibilityFocusEffect(binding: binding, value: value))
  }
}

/// A named value produced by a view: views pass preferences up to their ancestors, where
/// several values for the same key combine with `reduce(value:nextValue:)`.
public protocol PreferenceKey {
  /// The type of value produced by this preference.
  associatedtype Value
  /// The value of the preference where no view sets one.
  static var defaultValue: Value { get }
  /// Combines a sequence of values by modifying the previously accumulated value with the
  /// result of a closure that provides the next value.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  /// Let nil-defaulting keys declare no default of their own.
  public static var defaultValue: Value { nil }
}

extension View {
  /// Sets a value for the given preference: it replaces the values the view's content
  /// produces for that key.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(_PreferenceWritingModifier<K>(write: .value(value)))
  }

  /// Applies a transformation to the value the view's content produces for a preference.
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    modifier(_PreferenceWritingModifier<K>(write: .transform(callback)))
  }

  /// Adds an action to perform when the value of a preference produced by the view's content
  /// changes: after the layout of the update that changed it, and once with its first value.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(_PreferenceObservingModifier<K>(isSame: { $0 == $1 }, action: action))
  }

  /// Layers a view made from the value of a preference over this view.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    _PreferenceDecoration<K, Self, V>(
      content: self, alignment: alignment, isBackground: false, transform: transform)
  }

  /// Layers a view made from the value of a preference over this view, centred.
  public func overlayPreferenceValue<Key: PreferenceKey, T: View>(
    _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
  ) -> some View {
    _PreferenceDecoration<Key, Self, T>(
      content: self, alignment: .center, isBackground: false, transform: transform)
  }

  /// Layers a view made from the value of a preference behind this view, centred.
  public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
    _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
  ) -> some View {
    _PreferenceDecoration<Key, Self, T>(
      content: self, alignment: .center, isBackground: true, transform: transform)
  }

  /// Layers a view made from the value of a preference behind this view.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    _PreferenceDecoration<K, Self, V>(
      content: self, alignment: alignment, isBackground: true, transform: transform)
  }
}

/// A view with a decoration made from a preference of its content: the content's value is
/// kept with a generation in state, so that a new value makes the decoration again (the
/// content's preferences are unchanged by that, so it settles).
struct _PreferenceDecoration<K: PreferenceKey, Content: View, Decoration: View>: View {
  let content: Content
  let alignment: Alignment
  let isBackground: Bool
  let transform: (K.Value) -> Decoration
  @State private var box = PreferenceValueBox<K.Value>(K.defaultValue)
  @State private var generation = 0

  var body: some View {
    let box = self.box
    let generation = $generation
    let observed = content.modifier(
      _PreferenceObservingModifier<K>(
        isSame: { TypeLayout.of(K.Value.self).isEqual($0, $1) },
        action: { value in
          box.value = value
          generation.wrappedValue &+= 1
        }))
    if isBackground {
      observed.background(alignment: alignment) { transform(box.value) }
    } else {
      observed.overlay(alignment: alignment) { transform(box.value) }
    }
  }
}

/// The latest value of a preference a decoration shows.
final class PreferenceValueBox<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

// The NavigationLink forms SwiftUI deprecated in iOS 16, still common in code: a link whose
// push follows a binding (`isActive:`) or a selection matching its tag (`tag:selection:`).
// Each pushes its destination while the binding holds, as
// `navigationDestination(isPresented:destination:)` does; tapping the link sets it, popping
// clears it.
extension NavigationLink {
  /// A link pushed while `isActive` is true (deprecated: `navigationDestination(isPresented:)`).
  public init(
    destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination, label: label)
    activation = isActive
  }

  /// A link pushed while `isActive` is true (deprecated).
  public init(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), isActive: isActive, label: label)
  }

  /// A link pushed while `selection` equals `tag` (deprecated: a selection-driven
  /// `navigationDestination(item:)`).
  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination, isActive: selection.matching(tag), label: label)
  }

  /// A link pushed while `selection` equals `tag` (deprecated).
  public init<V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), tag: tag, selection: selection, label: label)
  }
}

extension NavigationLink where Label == Text {
  /// A titled link pushed while `isActive` is true (deprecated).
  public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(titleKey) }
  }

  /// A titled link pushed while `isActive` is true (deprecated).
  public init(
    _ titleKey: LocalizedStringKey, isActive: Binding<Bool>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination(), isActive: isActive) { Text(titleKey) }
  }

  /// A titled link pushed while `selection` equals `tag` (deprecated).
  public init<V: Hashable>(
    _ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>
  ) {
    self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
  }

  /// A titled link pushed while `selection` equals `tag` (deprecated).
  public init<V: Hashable>(
    _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination(), tag: tag, selection: selection) { Text(titleKey) }
  }
}

extension Binding {
  /// True while the optional value equals `tag`; setting it true selects the tag, false
  /// clears the selection (when it was the tag).
  func matching<V: Hashable>(_ tag: V) -> Binding<Bool> where Value == V? {
    Binding<Bool> {
      wrappedValue == tag
    } set: { active in
      if active {
        wrappedValue = tag
      } else if wrappedValue == tag {
        wrappedValue = nil
      }
    }
  }
}

import Foundation

/// A binding that is on when every source's binding is (off for no sources), and that sets
/// every source when set: what a toggle over several sources shows and does (SwiftUI draws
/// a mixed state where some are on; tapping it turns them all on).
@MainActor
func allSources<C: RandomAccessCollection>(
  _ sources: C, _ isOn: KeyPath<C.Element, Binding<Bool>>
) -> Binding<Bool> {
  Binding {
    !sources.isEmpty && sources.allSatisfy { $0[keyPath: isOn].wrappedValue }
  } set: { value in
    for source in sources { source[keyPath: isOn].wrappedValue = value }
  }
}

extension Toggle {
  /// Creates a toggle representing a collection of values, with a label view.
  @MainActor public init<C: RandomAccessCollection>(
    sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
  ) {
    self.init(isOn: allSources(sources, isOn), label: label)
  }
}

extension Toggle where Label == Text {
  /// Creates a toggle representing a collection of values, with a title.
  @MainActor public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(titleKey, isOn: allSources(sources, isOn))
  }

  /// Creates a toggle representing a collection of values, with a title.
  @_disfavoredOverload @MainActor
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(title, isOn: allSources(sources, isOn))
  }
}

extension Toggle where Label == Cadence.Label<Text, Image> {
  /// Creates a toggle representing a collection of values, with a title and a system image.
  @MainActor public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
    isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(titleKey, systemImage: systemImage, isOn: allSources(sources, isOn))
  }
}

extension Picker where Label == Cadence.Label<Text, Image> {
  /// Creates a picker labelled with a title and a system image.
  @MainActor
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) {
      Cadence.Label(titleKey, systemImage: systemImage)
    }
  }

  /// Creates a picker labelled with a title and an image of the app's assets.
  @MainActor
  public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) {
      Cadence.Label {
        Text(titleKey)
      } icon: {
        Image(image)
      }
    }
  }
}

extension Picker {
  /// A picker over several sources (the selections of several items): each source's value
  /// is selected (a mixed state when they differ), and choosing a value sets every source.
  @MainActor
  public init<C: RandomAccessCollection>(
    sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    title = nil
    self.label = label()
    selected = { sources.map { $0[keyPath: selection].wrappedValue } }
    choose = { value in for source in sources { source[keyPath: selection].wrappedValue = value } }
    self.content = content()
  }
}

extension Picker where Label == Text {
  /// A picker over several sources, titled.
  @MainActor
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) {
    self.init(sources: sources, selection: selection, content: content) { Text(titleKey) }
  }
}

extension Picker where Label == Cadence.Label<Text, Image> {
  /// A picker over several sources, titled with a system image.
  @MainActor
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) where C.Element == Binding<SelectionValue> {
    self.init(sources: sources, selection: selection, content: content) {
      Cadence.Label(titleKey, systemImage: systemImage)
    }
  }

  /// A picker over several sources, titled with an image of the app's assets.
  @MainActor
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) where C.Element == Binding<SelectionValue> {
    self.init(sources: sources, selection: selection, content: content) {
      Cadence.Label {
        Text(titleKey)
      } icon: {
        Image(image)
      }
    }
  }
}

import Foundation

/// A container that presents rows of data in a single column. With a selection, tapping a
/// row selects it: a row is its `tag`, or for rows of a `ForEach` its element's identifier
/// (SwiftUI's implicit tag); the selected rows' nodes carry `selected` = `true`. A set of
/// selections toggles a tapped row in or out. In the sidebar of a collapsed
/// `NavigationSplitView`, selecting a row shows the next column.
public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  let selection: ListSelection?
  @Environment(\.splitColumnAdvance) private var advance
  @Environment(\.listRowSpacing) private var rowSpacing

  /// Creates a list of the given content.
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
    self.content = content()
    selection = nil
  }

  /// Creates a list with a selection of one row, or none.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { binding in
      ListSelection(
        value: { AnyHashable(binding.wrappedValue) },
        contains: { value in binding.wrappedValue.map { AnyHashable($0) == value } ?? false },
        choose: { value in
          guard let typed = value.base as? SelectionValue else { return false }
          binding.wrappedValue = typed
          return true
        },
        clear: { binding.wrappedValue = nil })
    }
  }

  /// Creates a list with a set of selected rows.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { binding in
      ListSelection(
        value: { AnyHashable(binding.wrappedValue) },
        contains: { value in
          (value.base as? SelectionValue).map(binding.wrappedValue.contains) ?? false
        },
        choose: { value in
          guard let typed = value.base as? SelectionValue else { return false }
          if binding.wrappedValue.remove(typed) == nil { binding.wrappedValue.insert(typed) }
          return true
        },
        clear: { binding.wrappedValue = [] })
    }
  }

  /// Creates a list with a selection (a non-optional one, as SwiftUI allows on macOS).
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = ListSelection(
      value: { AnyHashable(selection.wrappedValue) },
      contains: { AnyHashable(selection.wrappedValue) == $0 },
      choose: { value in
        guard let typed = value.base as? SelectionValue else { return false }
        selection.wrappedValue = typed
        return true
      },
      clear: {})
  }

  public var body: some View {
    let pickerSelection = selection.map { selection in
      let advance = self.advance
      return PickerSelection(
        value: selection.value(),
        set: { value in
          // In a collapsed split view, choosing a row shows the next column; going back
          // clears the choice.
          if selection.choose(value) { advance?(selection.clear) }
        },
        contains: selection.contains)
    }
    // A list scrolls: its node is its scroll view's, and its rows are made as they come
    // into sight (D52).
    var scroll = ScrollView(.vertical) {
      _ListRows(rowSpacing: rowSpacing, content: content)
    }
    scroll.renderedKind = "List"
    return scroll.transformEnvironment(\.pickerSelection) { value in
      if let pickerSelection { value = pickerSelection }
    }
  }
}

/// A list's selection, whatever its type.
struct ListSelection {
  let value: @MainActor () -> AnyHashable
  let contains: @MainActor (AnyHashable) -> Bool
  /// Chooses a row's value; false when the value is not of the selection's type.
  let choose: @MainActor (AnyHashable) -> Bool
  let clear: @MainActor () -> Void
}

/// The rows of a list, laid out as iOS does (`ListLayout`'s metrics) and made as they come
/// into sight, as a lazy stack's; the list's scroll view renders them (this has no node).
struct _ListRows<Content: View>: ContainerView {
  typealias Body = Never
  let rowSpacing: CGFloat?
  let content: Content

  static var rendersNode: Bool { false }

  var contentLayout: ListLayout { ListLayout(rowSpacing: rowSpacing ?? 0) }

  var lazyLayout: (any LazyContentLayout)? {
    LazyStackSpec(
      axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: rowSpacing ?? 0,
      minimumRowLength: ListLayout.minimumRowHeight, crossInset: ListLayout.inset,
      readsRowInsets: true)
  }

  func renderItem(children: RenderedChildren, in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(kind: "ListRows")
    item.adopt(children)
    return item
  }
}

/// Takes a view apart into the subviews a container sees.
struct SubviewCollector {
  var subviews: [Subview] = []
  var path: [AnyHashable] = []
  var values = ContainerValues()

  /// The subviews of `view`.
  @MainActor
  static func subviews(of view: some View) -> [Subview] {
    var collector = SubviewCollector()
    collector.collect(view)
    return collector.subviews
  }

  /// Adds the subviews of `view`: its parts when it has some, else the view itself.
  @MainActor
  mutating func collect(_ view: some View) {
    if let source = view as? any _SubviewsSource {
      source._collectSubviews(into: &self)
    } else {
      var own = values
      (view as? any _ContainerValueCarrier)?._applyContainerValues(to: &own)
      subviews.append(
        Subview(
          id: Subview.ID(path: path + [AnyHashable(subviews.count)]), containerValues: own,
          view: AnyView(view)))
    }
  }

  /// Adds the subviews of `view` under `component` of the identity path.
  @MainActor
  mutating func collect(_ view: some View, under component: AnyHashable) {
    let outer = (path, subviews.count)
    path.append(component)
    var nested = SubviewCollector(subviews: [], path: path, values: values)
    nested.collect(view)
    for subview in nested.subviews {
      subviews.append(
        Subview(id: subview.id, containerValues: subview.containerValues, view: subview.view))
    }
    path = outer.0
  }
}

/// A view made of parts that a container sees as subviews each.
@MainActor
protocol _SubviewsSource {
  func _collectSubviews(into collector: inout SubviewCollector)
}

extension TupleView: _SubviewsSource {
  func _collectSubviews(into collector: inout SubviewCollector) {
    for (index, child) in Mirror(reflecting: value).children.enumerated() {
      if let view = child.value as? any View {
        collector.collect(view, under: AnyHashable(index))
      }
    }
  }
}

extension Group: _SubviewsSource where Content: View {
  func _collectSubviews(into collector: inout SubviewCollector) { collector.collect(content) }
}

extension Optional: _SubviewsSource where Wrapped: View {
  func _collectSubviews(into collector: inout SubviewCollector) {
    if let wrapped = self { collector.collect(wrapped, under: "some") }
  }
}

extension _ConditionalContent: _SubviewsSource {
  func _collectSubviews(into collector: inout SubviewCollector) {
    switch storage {
    case .trueContent(let content): collector.collect(content, under: "true")
    case .falseContent(let content): collector.collect(content, under: "false")
    }
  }
}

extension EmptyView: _SubviewsSource {
  func _collectSubviews(into collector: inout SubviewCollector) {}
}

extension ForEach: _SubviewsSource where Content: View {
  func _collectSubviews(into collector: inout SubviewCollector) {
    for element in data {
      collector.collect(content(element), under: AnyHashable(identify(element)))
    }
  }
}

extension ModifiedContent: _SubviewsSource
where Content: View, Modifier == _ContainerValueModifier {
  func _collectSubviews(into collector: inout SubviewCollector) {
    let outer = collector.values
    modifier.apply(&collector.values)
    collector.collect(content)
    collector.values = outer
  }
}

/// A modified view: the container values its modifiers set, the innermost (nearest the view)
/// winning, as the environment's do.
@MainActor
protocol _ContainerValueCarrier {
  func _applyContainerValues(to values: inout ContainerValues)
}

extension ModifiedContent: _ContainerValueCarrier {
  func _applyContainerValues(to values: inout ContainerValues) {
    (modifier as? _ContainerValueModifier)?.apply(&values)
    (content as? any _ContainerValueCarrier)?._applyContainerValues(to: &values)
  }
}

extension Group {
  /// A group of what `transform` makes of `view`'s subviews: the way to write a container of
  /// one's own (iOS 18).
  public init<Base: View, Result: View>(
    subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
  ) where Content == GroupElementsOfContent<Base, Result> {
    content = GroupElementsOfContent(base: view, transform: transform)
  }
}

/// The data of `ForEach(subviews:content:)`: a view's subviews.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
  let subviews: [Subview]

  public var startIndex: Int { 0 }
  public var endIndex: Int { subviews.count }
  public subscript(position: Int) -> Subview { subviews[position] }
}

extension ForEach where Content: View {
  /// A view for each of `view`'s subviews, made by `content` (iOS 18).
  @MainActor
  public init<V: View>(
    subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content
  ) where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
    self.init(
      data: ForEachSubviewCollection(subviews: SubviewCollector.subviews(of: view)),
      identify: \.id, idDescription: "Subview.ID", content: content)
  }
}

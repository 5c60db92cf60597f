/// Takes a view apart into the subviews a container sees, or into its sections.
struct SubviewCollector {
  var subviews: [Subview] = []
  var path: [AnyHashable] = []
  var values = ContainerValues()
  /// The sections found so far, when the view is taken apart into sections (nil: into
  /// subviews); the subviews found since the last section make the next loose section.
  var sections: [SectionConfiguration]? = nil

  /// The subviews of `view`.
  @MainActor
  static func subviews(of view: some View) -> [Subview] {
    var collector = SubviewCollector()
    collector.collect(view)
    return collector.subviews
  }

  /// The sections of `view`: its `Section`s, and the views between them gathered into
  /// sections with no header or footer.
  @MainActor
  static func sections(of view: some View) -> [SectionConfiguration] {
    var collector = SubviewCollector(sections: [])
    collector.collect(view)
    collector.closeLooseSection()
    return collector.sections ?? []
  }

  /// Adds the subviews of `view`: its parts when it has some, else the view itself (a
  /// `Section`, when taking the view apart into sections: a section).
  @MainActor
  mutating func collect(_ view: some View) {
    if sections != nil, let section = view as? any _SectionParts {
      closeLooseSection()
      let id = SectionConfiguration.ID(path: path + [AnyHashable(sections!.count)])
      sections!.append(section._configuration(id: id, values: values))
    } else if let source = view as? any _SubviewsSource {
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

  /// Adds the subviews of `view` under `component` of the identity path (each numbered
  /// within it). Taking a view apart into sections, the sections inside it count too.
  @MainActor
  mutating func collect(_ view: some View, under component: AnyHashable) {
    let outer = path
    path.append(component)
    if sections != nil {
      collect(view)
    } else {
      var nested = SubviewCollector(subviews: [], path: path, values: values)
      nested.collect(view)
      subviews += nested.subviews
    }
    path = outer
  }

  /// Makes the subviews found since the last section a section with no header or footer.
  mutating func closeLooseSection() {
    guard sections != nil, !subviews.isEmpty else { return }
    let id = SectionConfiguration.ID(path: path + ["loose", AnyHashable(sections!.count)])
    sections!.append(
      SectionConfiguration(
        id: id, header: SubviewsCollection(subviews: []),
        footer: SubviewsCollection(subviews: []),
        content: SubviewsCollection(subviews: subviews), containerValues: ContainerValues()))
    subviews = []
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

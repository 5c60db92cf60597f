/// One section of a custom container's content (iOS 18), from `Group(sections:transform:)` or
/// `ForEach(sections:content:)`: a `Section`'s header, content and footer as subviews each,
/// and the container values set on it; views outside any `Section` make sections of their
/// own, with no header or footer.
public struct SectionConfiguration: Identifiable {
  /// A section's identity: its place in the content.
  public struct ID: Hashable, @unchecked Sendable {
    let path: [AnyHashable]
  }

  /// The section's identity.
  public let id: SectionConfiguration.ID
  /// The header's subviews (none without a header).
  public let header: SubviewsCollection
  /// The footer's subviews (none without a footer).
  public let footer: SubviewsCollection
  /// The content's subviews.
  public let content: SubviewsCollection
  /// The container values set on the section.
  public let containerValues: ContainerValues
}

/// The sections of a container's content, in order (iOS 18).
public struct SectionCollection: RandomAccessCollection {
  let sections: [SectionConfiguration]

  /// The first index: 0.
  public var startIndex: Int { 0 }
  /// One past the last index.
  public var endIndex: Int { sections.count }

  /// The section at `index`.
  public subscript(index: Int) -> SectionConfiguration { sections[index] }
}

/// The content of `Group(sections:transform:)`: the base's sections, transformed.
public struct GroupSectionsOfContent<Sections: View, Content: View> {
  let base: Sections
  let transform: (SectionCollection) -> Content
}

extension GroupSectionsOfContent: View {
  public var body: some View {
    transform(SectionCollection(sections: SubviewCollector.sections(of: base)))
  }
}

/// The data of `ForEach(sections:content:)`: a view's sections.
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
  let sections: [SectionConfiguration]

  public var startIndex: Int { 0 }
  public var endIndex: Int { sections.count }
  public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

/// A `Section`'s parts, for a container taking its content apart into sections.
@MainActor
protocol _SectionParts {
  func _configuration(id: SectionConfiguration.ID, values: ContainerValues)
    -> SectionConfiguration
}

extension Section: _SectionParts where Parent: View, Content: View, Footer: View {
  func _configuration(id: SectionConfiguration.ID, values: ContainerValues)
    -> SectionConfiguration
  {
    // The values set on the section are the section's, not its subviews'.
    func parts(_ view: some View, _ name: String) -> SubviewsCollection {
      var collector = SubviewCollector(path: id.path + [AnyHashable(name)])
      collector.collect(view)
      return SubviewsCollection(subviews: collector.subviews)
    }
    return SectionConfiguration(
      id: id, header: parts(header, "header"), footer: parts(footer, "footer"),
      content: parts(content, "content"), containerValues: values)
  }
}

extension Group {
  /// A group of what `transform` makes of `view`'s sections: a container of one's own that
  /// shows sections (iOS 18).
  public init<Base: View, Result: View>(
    sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
  ) where Content == GroupSectionsOfContent<Base, Result> {
    content = GroupSectionsOfContent(base: view, transform: transform)
  }
}

extension ForEach where Content: View {
  /// A view for each of `view`'s sections, made by `content` (iOS 18).
  @MainActor
  public init<V: View>(
    sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content
  ) where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
    self.init(
      data: ForEachSectionCollection(sections: SubviewCollector.sections(of: view)),
      identify: \.id, idDescription: "SectionConfiguration.ID", content: content)
  }
}

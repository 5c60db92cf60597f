import Cadence
import CadenceTesting
import Testing

extension ContainerValues {
  @Entry fileprivate var shelf: String = "none"
}

/// A container of one's own that shows each section's parts, as iOS 18's custom
/// containers do.
private struct Shelves<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    VStack {
      ForEach(sections: content) { section in
        VStack {
          section.header
          section.content
          section.footer
          Text(
            "rows \(section.content.count) header \(section.header.count) footer "
              + "\(section.footer.count) shelf \(section.containerValues.shelf)")
        }
      }
    }
  }
}

/// Custom containers with sections (Apple's documentation of `Group(sections:transform:)` and
/// `ForEach(sections:content:)`, iOS 18: each `Section` of the content is a
/// `SectionConfiguration` with its header, content and footer as subviews and its container
/// values; views outside a `Section` are gathered into sections without header or footer).
@MainActor
@Suite("Sections of custom containers")
struct SectionsTests {
  @Test("each Section is a section; the views between them make loose sections")
  func sectionsAndLooseViews() {
    let host = ViewHost(
      Shelves {
        Text("Loose")
        Section("Fruits") {
          Text("Apple")
          Text("Pear")
        }
        Section {
          ForEach(["a", "b"], id: \.self) { Text($0) }
        } footer: {
          Text("End")
        }
        .containerValue(\.shelf, "top")
        Text("Also loose")
      })
    let summaries = host.snapshot().allNodes.compactMap(\.label).filter { $0.hasPrefix("rows") }
    #expect(
      summaries == [
        "rows 1 header 0 footer 0 shelf none", "rows 2 header 1 footer 0 shelf none",
        "rows 2 header 0 footer 1 shelf top", "rows 1 header 0 footer 0 shelf none",
      ])
    #expect(host.snapshot().first("Fruits") != nil && host.snapshot().first("End") != nil)
  }

  @Test("Group(sections:) hands the transform every section, an if's shown branch included")
  func groupSections() throws {
    struct Count: View {
      @State var showFirst = true
      var body: some View {
        VStack {
          Button("Hide") { showFirst = false }
          Group(sections: content) { sections in
            Text(
              "\(sections.count) sections: \(sections.map { "\($0.content.count)" }.joined(separator: ","))"
            )
          }
        }
      }
      @ViewBuilder var content: some View {
        if showFirst {
          Section("One") { Text("a") }
        }
        Section("Two") {
          Text("b")
          Text("c")
        }
      }
    }
    let host = ViewHost(Count())
    #expect(host.snapshot().first("2 sections: 1,2") != nil)
    try host.tap("Hide")
    #expect(host.snapshot().first("1 sections: 2") != nil)
  }
}

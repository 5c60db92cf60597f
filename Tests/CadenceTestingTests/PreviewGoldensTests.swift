import Cadence
import Foundation
import Testing

@testable import CadenceTesting

/// A preview of this target's own, for the golden check of every preview.
private struct Badge: View {
  @State private var lit = false
  var body: some View {
    Text("New")
      .padding(4)
      .opacity(lit ? 1 : 0.5)
      .onAppear { withAnimation(.linear(duration: 0.2)) { lit = true } }
  }
}

#Preview("Badge") { Badge() }

struct Badge_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      Badge()
      Text("Plain")
    }
  }
}

@MainActor
@Suite("Previews as golden tests")
struct PreviewGoldensTests {
  @Test("one call checks every preview of a module against its golden run")
  func everyPreviewOfTheModule() {
    // The #Preview above, and the provider (its group is one view, as its canvas shows it).
    let checked = ViewHost.expectPreviewsMatchGoldens(until: 0.25, in: ["CadenceTestingTests"])
    #expect(checked == 2)
  }

  @Test("goldens are named after the preview's file, line and name, or its provider")
  func names() throws {
    let items = PreviewCatalog.all().filter {
      $0.fileID?.hasPrefix("CadenceTestingTests/") == true
        || $0.providerModule == "CadenceTestingTests"
    }
    let names = try items.flatMap { item in
      let preview = try item.makePreview()
      let count = preview.makeViews().count
      return (0..<count).map {
        ViewHost.goldenName(of: item, preview: preview, index: $0, of: count)
      }
    }
    #expect(
      names == [
        "CadenceTestingTests-PreviewGoldensTests-18-Badge", "Badge_Previews",
      ])
  }

  @Test("a preview that does not match is an issue naming it, at the caller")
  func mismatch() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cadence-preview-goldens-\(UUID().uuidString)")
    let previews = folder.appendingPathComponent("__Goldens__/previews")
    try FileManager.default.createDirectory(at: previews, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let caller = SourceLocation(
      fileID: "CadenceTestingTests/Caller.swift",
      filePath: folder.appendingPathComponent("Caller.swift").path, line: 7, column: 1)
    // Record the references, then spoil the provider's.
    #expect(
      ViewHost.expectPreviewsMatchGoldens(
        until: 0.25, in: ["CadenceTestingTests"], record: .missing, sourceLocation: caller) == 2)
    let spoiled = previews.appendingPathComponent("Badge_Previews.txt")
    let text = try String(contentsOf: spoiled, encoding: .utf8)
    try text.replacingOccurrences(of: "\"Plain\"", with: "\"Fancy\"").write(
      to: spoiled, atomically: true, encoding: .utf8)
    withKnownIssue {
      ViewHost.expectPreviewsMatchGoldens(
        until: 0.25, in: ["CadenceTestingTests"], record: .never, sourceLocation: caller)
    } matching: { issue in
      issue.sourceLocation == caller
        && issue.comments.first?.rawValue.hasPrefix(
          "the preview Badge_Previews: the run does not match ") == true
    }
  }
}

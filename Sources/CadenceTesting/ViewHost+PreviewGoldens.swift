import Cadence
import Foundation
import Testing

extension ViewHost where Root == AnyView {
  /// Checks every `#Preview` and `PreviewProvider` of the program (of the modules in
  /// `modules`, when given: `["Cards"]` for the previews written in the module `Cards`)
  /// against a golden run, in one call: each view of each preview is hosted as the canvas
  /// hosts it (`init(preview:index:)`), run until `until`, and compared, as
  /// `expectMatchesGolden`, with its reference in `__Goldens__/previews/` beside
  /// `sourceLocation`'s file. A reference is named after the preview: its file, line and
  /// name (`Cards-CardView-12-Accent`), or its provider's type name, and the index of the view
  /// for a preview with several. Each preview that does not match, or whose body throws, is an
  /// issue at `sourceLocation` naming it (an `XCTFail` under XCTest); the others still run.
  /// Returns how many views were checked.
  @discardableResult
  public static func expectPreviewsMatchGoldens(
    until: Double = 1, in modules: Set<String>? = nil, tolerance: Double = 1e-6,
    record mode: GoldenRecordMode? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Int {
    let folder = URL(fileURLWithPath: sourceLocation.filePath).deletingLastPathComponent()
      .appendingPathComponent("__Goldens__/previews")
    var checked = 0
    for item in PreviewCatalog.all() {
      if let modules {
        guard
          let module = item.fileID?.split(separator: "/").first.map(String.init)
            ?? item.providerModule,
          modules.contains(module)
        else { continue }
      }
      let preview: Preview
      do {
        preview = try item.makePreview()
      } catch {
        recordFailure("the preview \(item.title) throws: \(error)", at: sourceLocation)
        continue
      }
      let views = preview.makeViews().count
      for index in 0..<views {
        let name = goldenName(of: item, preview: preview, index: index, of: views)
        let host = ViewHost(preview: preview, index: index)
        do {
          try host.assertMatchesGolden(
            name, until: until, at: nil, tolerance: tolerance, record: mode, folder: folder)
        } catch {
          recordFailure("the preview \(item.title): \(error)", at: sourceLocation)
        }
        checked += 1
      }
    }
    return checked
  }

  /// The file name of a preview's golden: letters, digits, `-` and `_` only.
  static func goldenName(
    of item: PreviewCatalog.Item, preview: Preview, index: Int, of count: Int
  ) -> String {
    var parts: [String]
    switch item.kind {
    case .provider(let name): parts = [name]
    case .macro:
      let file = (item.fileID ?? "").replacingOccurrences(of: ".swift", with: "")
      parts = file.split(separator: "/").map(String.init) + ["\(item.line)"]
      if let name = preview.displayName { parts.append(name) }
    }
    if count > 1 { parts.append("\(index)") }
    let name = parts.joined(separator: "-").map { character -> Character in
      character.isASCII && (character.isLetter || character.isNumber || character == "_")
        ? character : "-"
    }
    return String(name)
  }
}

extension PreviewCatalog.Item {
  /// `File.swift:12` for a `#Preview`, the type's name for a provider.
  var title: String {
    switch kind {
    case .macro: return "\(fileID ?? "?"):\(line)"
    case .provider(let name): return name
    }
  }

  /// The module a provider is declared in, from its type's qualified name.
  var providerModule: String? {
    guard case .provider = kind else { return nil }
    return String(reflecting: type).split(separator: ".").first.map(String.init)
  }
}

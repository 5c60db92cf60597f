import Foundation
import Testing

/// The checkout, as a package path for a dependency.
private let checkout = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A package written for SwiftUI with every form of the macros, depending on this checkout
/// by path: its library's views and previews, and a program that reads the `@Entry` values
/// and lists the previews it finds at run time.
private let views = #"""
  import SwiftUI

  extension EnvironmentValues {
    @Entry var accent: String = "blue"
    @Entry var limit: Int?
  }

  extension Transaction {
    @Entry var tag: Int = 7
  }

  public struct AccentLabel: View {
    @Environment(\.accent) private var accent
    public init() {}
    public var body: some View { Text("accent \(accent)") }
  }

  #Preview {
    AccentLabel()
  }

  // A comment with a brace {
  /* and a block comment } */
  #Preview("Accent", traits: .sizeThatFitsLayout) {
    AccentLabel().environment(\.accent, "green")
  }

  #Preview("Strings", traits: .fixedLayout(width: 120, height: 60)) {
    let braces = "{ not a block }"
    VStack {
      Text(braces)
      Text(#"raw "}" text"#)
      Text("""
        multi }
        """)
    }
  }

  #Preview("Counter", traits: .sizeThatFitsLayout, .portrait) {
    @Previewable @State var count = 2
    @Previewable @Environment(\.accent) var accent
    #if DEBUG
      let mode = "debug"
    #else
      let mode = "release"
    #endif
    Button("\(accent) \(count) \(mode)") { count += 1 }
  }

  #Preview("Turned", traits: .landscapeLeft) {
    let x = 1
    return Text("x \(x)")
  }

  #Preview("Right", traits: .landscapeRight) { Text("r") }
  #Preview("Upside", traits: .portraitUpsideDown) { Text("u") }

  struct Label_Previews: PreviewProvider {
    static var previews: some View { AccentLabel().environment(\.accent, "red") }
  }
  """#

/// Names a file written for SwiftUI qualifies by module, and Combine's observation family.
private let qualified = #"""
  import Combine
  import SwiftUI
  import SwiftUICore

  extension EnvironmentValues {
    @Entry var inferredCount = 3
  }

  final class Ticker: ObservableObject {
    @Published var count = 0
  }

  struct QualifiedNames: SwiftUI.View {
    @StateObject private var ticker = Ticker()
    var body: some SwiftUI.View {
      SwiftUICore.Text("count \(ticker.count)")
        .animation(SwiftUI.Animation.easeIn, value: ticker.count)
    }
  }

  func firstCount() -> (Int, Combine.AnyCancellable) {
    var seen = -1
    let cancellable = Ticker().$count.sink { seen = $0 }
    return (seen, cancellable)
  }
  """#

/// A document and a transferable type as Xcode's templates and Apple's samples write them,
/// importing Uniform Type Identifiers and Core Transferable.
private let transfer = #"""
  import CoreTransferable
  import SwiftUI
  import UniformTypeIdentifiers

  extension UTType {
    static var exampleText: UTType { UTType(importedAs: "com.example.plain-text") }
    static let todo = UTType(exportedAs: "com.example.todo")
  }

  struct ExampleDocument: FileDocument {
    var text: String
    init(text: String = "Hello, world!") { self.text = text }
    static var readableContentTypes: [UTType] { [.exampleText] }
    init(configuration: ReadConfiguration) throws {
      guard let data = configuration.file.regularFileContents,
        let string = String(data: data, encoding: .utf8)
      else { throw CocoaError(.fileReadCorruptFile) }
      text = string
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
      .init(regularFileWithContents: text.data(using: .utf8)!)
    }
  }

  struct Todo: Codable, Transferable {
    var title: String
    static var transferRepresentation: some TransferRepresentation {
      CodableRepresentation(contentType: .todo)
      ProxyRepresentation(exporting: \.title)
    }
  }

  struct Board: View {
    @State private var done: [Todo] = []
    @State private var importing = false
    var body: some View {
      VStack {
        Text("Walk").draggable(Todo(title: "Walk"))
        Color.green.dropDestination(for: Todo.self) { items, _ in
          done += items
          return true
        }
      }
      .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { _ in }
    }
  }

  func exportedTitle() async throws -> String {
    String(decoding: try await Todo(title: "Walk").exported(as: .plainText), as: UTF8.self)
  }
  """#

private let main = #"""
  import Cadence

  MainActor.assumeIsolated {
    var values = EnvironmentValues()
    print("accent \(values.accent) limit \(values.limit.map(String.init) ?? "nil")")
    values.accent = "red"
    print("accent \(values.accent)")
    var transaction = Transaction()
    print("tag \(transaction.tag)")
    transaction.tag = 8
    print("tag \(transaction.tag)")
    for item in PreviewCatalog.all() {
      let preview = try! item.makePreview()
      print(item.fileID ?? "-", item.line, preview.displayName ?? "-", preview.layout, preview.orientation.id)
    }
    print("count \(firstCount().0) inferred \(EnvironmentValues().inferredCount)")
  }
  """#

@Suite("Demo previews")
struct PreviewsCommandTests {
  /// A folder of its own for each test (they run in parallel).
  let package = FileManager.default.temporaryDirectory
    .appendingPathComponent("cadence-gallery-\(UUID().uuidString)")

  func writePackage() throws {
    let sources = package.appendingPathComponent("Sources/Gallery")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try """
    // swift-tools-version: 6.0
    import PackageDescription
    let package = Package(
      name: "Gallery",
      dependencies: [.package(path: "\(checkout.path)")],
      targets: [
        .executableTarget(
          name: "Gallery",
          dependencies: [
            .product(name: "Cadence", package: "\(checkout.lastPathComponent)"),
            // As README's package has them: on Linux only.
            .product(
              name: "Combine", package: "\(checkout.lastPathComponent)",
              condition: .when(platforms: [.linux])),
            .product(
              name: "SwiftUI", package: "\(checkout.lastPathComponent)",
              condition: .when(platforms: [.linux])),
            .product(
              name: "SwiftUICore", package: "\(checkout.lastPathComponent)",
              condition: .when(platforms: [.linux])),
            .product(
              name: "UniformTypeIdentifiers", package: "\(checkout.lastPathComponent)",
              condition: .when(platforms: [.linux])),
            .product(
              name: "CoreTransferable", package: "\(checkout.lastPathComponent)",
              condition: .when(platforms: [.linux])),
          ]),
        .executableTarget(
          name: "GalleryApp",
          dependencies: [
            .product(name: "SwiftUI", package: "\(checkout.lastPathComponent)"),
            // A package that tests its views depends on CadenceTesting: built, its build of
            // Cadence is what the previews compile against.
            .product(name: "CadenceTesting", package: "\(checkout.lastPathComponent)"),
          ]),
      ]
    )
    """.write(
      to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try views.write(
      to: sources.appendingPathComponent("Views.swift"), atomically: true, encoding: .utf8)
    try qualified.write(
      to: sources.appendingPathComponent("Qualified.swift"), atomically: true, encoding: .utf8)
    try transfer.write(
      to: sources.appendingPathComponent("Transfer.swift"), atomically: true, encoding: .utf8)
    try main.write(
      to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    // An app as people write one: `@main`, a window group.
    let app = package.appendingPathComponent("Sources/GalleryApp")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try """
    import SwiftUI

    @main
    struct GalleryApp: App {
      var body: some Scene {
        WindowGroup {
          Text("gallery")
        }
        #if os(macOS)
          Settings { Text("settings") }
        #endif
      }
    }
    """.write(
      to: app.appendingPathComponent("GalleryApp.swift"), atomically: true, encoding: .utf8)
  }

  @Test(
    "a package written for SwiftUI (imports kept, names qualified by SwiftUI, SwiftUICore and Combine) compiles every form of the macros and an @main app against Cadence by path; a release build reads its @Entry values and finds its previews",
    // A release build of Cadence: about 200 s alone, 350 s beside the rest of the suite on
    // two cores, and past 480 s once on a slow run.
    .timeLimit(.minutes(10)))
  func packageUsingTheMacros() throws {
    try writePackage()
    defer { try? FileManager.default.removeItem(at: package) }
    let build = try run(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["swift", "build", "-c", "release", "--package-path", package.path])
    let problems = (build.output + build.error).split(separator: "\n").filter {
      $0.contains("error:") || $0.contains("warning:")
    }
    #expect(build.status == 0, "\(problems.joined(separator: "\n"))")
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    let ran = try run(package.appendingPathComponent(".build/release/Gallery"), [])
    #expect(ran.status == 0, "\(ran.error)")
    // In a release build an internal PreviewProvider nothing uses is stripped with its
    // conformance; the types #Preview generates are public and stay.
    #expect(
      ran.output == """
        accent blue limit nil
        accent red
        tag 7
        tag 8
        Gallery/Views.swift 18 - device portrait
        Gallery/Views.swift 24 Accent sizeThatFits portrait
        Gallery/Views.swift 28 Strings fixed(width: 120.0, height: 60.0) portrait
        Gallery/Views.swift 39 Counter sizeThatFits portrait
        Gallery/Views.swift 50 Turned device landscapeLeft
        Gallery/Views.swift 55 Right device landscapeRight
        Gallery/Views.swift 56 Upside device portraitUpsideDown
        count 0 inferred 3

        """)
    // Built, the package's own Cadence is reused: the previews compile against it (no second
    // build of Cadence), and nothing of its build but the harness's folder is written.
    let before = try buildFiles()
    let screen = try demo("previews", package.path, "--screen", "Accent")
    #expect(screen.status == 0, "\(screen.error)")
    #expect(screen.output == "accent green\n")
    let said = screen.error.split(separator: "\n")
    let release = package.appendingPathComponent(".build/release").resolvingSymlinksInPath()
    #expect(
      said.first?.hasSuffix("against the package's own build of Cadence in \(release.path)")
        == true, "\(screen.error)")
    #expect(said.last?.hasPrefix("built in ") == true, "\(screen.error)")
    #expect(try buildFiles() == before)
  }

  /// Every file of the package's `.build` but the harness's, with its size and time.
  private func buildFiles() throws -> [String: [Double]] {
    let build = package.appendingPathComponent(".build").resolvingSymlinksInPath()
    var files: [String: [Double]] = [:]
    let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
    let walker = FileManager.default.enumerator(at: build, includingPropertiesForKeys: keys)
    while let url = walker?.nextObject() as? URL {
      let relative = String(url.resolvingSymlinksInPath().path.dropFirst(build.path.count))
      if relative.hasPrefix("/cadence-previews") {
        walker?.skipDescendants()
        continue
      }
      let values = try url.resourceValues(forKeys: Set(keys))
      files[relative] = [
        Double(values.fileSize ?? -1),
        values.contentModificationDate?.timeIntervalSince1970 ?? -1,
      ]
    }
    return files
  }

  @Test(
    "previews lists a package's previews from its text, and shows them compiled with a host program",
    .timeLimit(.minutes(8)))
  func listAndShow() throws {
    try writePackage()
    defer { try? FileManager.default.removeItem(at: package) }
    // The package is written for SwiftUI: the host's copy keeps its imports.
    let listed = try demo("previews", package.path)
    #expect(listed.status == 0, "\(listed.error)")
    #expect(
      listed.output == """
        Sources/Gallery/Views.swift:18  #Preview
        Sources/Gallery/Views.swift:24  #Preview "Accent"
        Sources/Gallery/Views.swift:28  #Preview "Strings"
        Sources/Gallery/Views.swift:39  #Preview "Counter"
        Sources/Gallery/Views.swift:50  #Preview "Turned"
        Sources/Gallery/Views.swift:55  #Preview "Right"
        Sources/Gallery/Views.swift:56  #Preview "Upside"
        Sources/Gallery/Views.swift:58  PreviewProvider Label_Previews

        """)
    // Compiles the sources against this checkout (a minute the first time).
    let screen = try demo("previews", package.path, "--screen", "Accent")
    #expect(screen.status == 0, "\(screen.error)")
    #expect(screen.output == "accent green\n")
    // What it builds, against which Cadence, how far it is, and how long it took.
    let said = screen.error.split(separator: "\n")
    #expect(said.first?.hasPrefix("building the previews in ") == true, "\(screen.error)")
    #expect(said.contains { $0.hasPrefix("  100 % (") }, "\(screen.error)")
    #expect(said.last?.hasPrefix("built in ") == true, "\(screen.error)")
    let counter = try demo("previews", package.path, "--screen", "Views.swift:39")
    #expect(counter.output == "blue 2 debug\n")
    let all = try demo("previews", package.path, "--all")
    #expect(all.status == 0, "\(all.error)")
    #expect(
      all.output.contains("== Sources/Gallery/Views.swift:24 \"Accent\" (102×21)\naccent green\n"))
    #expect(all.output.contains("== Sources/Gallery/Views.swift:50 \"Turned\" (844×390)\n"))
    #expect(all.output.contains("== PreviewProvider Label_Previews (390×844)\n"))
    #expect(all.output.contains("accent red"))
    let record = try demo("previews", package.path, "--record", "Strings", "--until", "0")
    #expect(record.output.hasPrefix("cadence-snapshot-log 1 text\nscene Strings\n"))
    #expect(record.output.contains("{ not a block }"))
    let svg = try demo("previews", package.path, "--svg", "Accent")
    #expect(svg.output.hasPrefix("<svg") && svg.output.contains("accent green"))
    let page = package.appendingPathComponent("accent.html")
    let inspect = try demo("previews", package.path, "--inspect", "Accent", "--out", page.path)
    #expect(inspect.output == "wrote \(page.path): 121 frames\n", "\(inspect.error)")
    #expect(try String(contentsOf: page, encoding: .utf8).contains("accent green"))
    let unknown = try demo("previews", package.path, "--screen", "Nope")
    #expect(unknown.status == 2)
    #expect(unknown.error.contains("no preview 'Nope'; previews: Sources/Gallery/Views.swift:18, "))
  }

  @Test("previews of a single file, and the mistakes it reports without compiling")
  func fileAndMistakes() throws {
    let folder = package.appendingPathComponent("Loose")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: package) }
    let file = folder.appendingPathComponent("One.swift")
    try
      "import SwiftUI\n\n/* #Preview in a comment */\nlet s = \"#Preview in a string\"\n#Preview(\"Only\") { Text(\"1\") }\n"
      .write(to: file, atomically: true, encoding: .utf8)
    #expect(try demo("previews", file.path).output == "One.swift:5  #Preview \"Only\"\n")
    #expect(try demo("previews", folder.path).output == "One.swift:5  #Preview \"Only\"\n")
    let missing = try demo("previews", folder.appendingPathComponent("Nope.swift").path)
    #expect(missing.status == 2)
    #expect(missing.error.hasPrefix("error: no file or folder"))
    let two = try demo("previews", file.path, "--screen", "a", "--all")
    #expect(two.error == "error: previews shows one thing at a time\n")
  }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// A text document, as Xcode's document app template writes one.
struct TextFile: FileDocument, Equatable {
  static var readableContentTypes: [UTType] { [.plainText] }
  var text: String

  init(text: String) { self.text = text }

  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents,
      let text = String(data: data, encoding: .utf8)
    else { throw CocoaError(.fileReadCorruptFile) }
    self.text = text
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

/// A folder made for one test and removed after it.
struct ScratchFolder: ~Copyable {
  let url: URL
  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("cadence-file-dialogs-" + UUID().uuidString, isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }
  deinit { try? FileManager.default.removeItem(at: url) }

  /// A file in the folder holding `text`.
  func file(_ name: String, _ text: String) throws -> URL {
    let file = url.appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    return file
  }
}

/// File dialogs answered as a person does (Apple's documentation of `fileImporter`: the
/// completion gets the URLs picked among the allowed types, `isPresented` is set false when
/// the dialog closes; `fileExporter`: the document is written as the first of the types
/// given that it writes, under the default file name; `fileMover`: the files are moved to
/// the folder picked; `onCancellation` runs when the person cancels).
@MainActor
@Suite("File dialogs")
struct FileDialogTests {
  @MainActor final class Log {
    var lines: [String] = []
  }

  struct Importer: View {
    let log: Log
    var multiple = false
    @State var isImporting = false
    var body: some View {
      Button("Import") { isImporting = true }
        .fileImporter(
          isPresented: $isImporting, allowedContentTypes: [.plainText, .json],
          allowsMultipleSelection: multiple
        ) { result in
          switch result {
          case .success(let urls): log.lines.append("picked \(urls.map(\.lastPathComponent))")
          case .failure(let error): log.lines.append("failed \(error)")
          }
        } onCancellation: {
          log.lines.append("cancelled")
        }
      Text(isImporting ? "importing" : "idle")
    }
  }

  @Test("an importer takes files of its types, closes, and completes with them")
  func importerCompletes() async throws {
    let folder = try ScratchFolder()
    let log = Log()
    let host = ViewHost(Importer(log: log, multiple: true))
    try host.tap("Import")
    #expect(
      host.snapshot().first("Import")?.style("fileDialog")
        == "import public.plain-text, public.json (several)")
    let notes = try folder.file("notes.txt", "a")
    let data = try folder.file("data.json", "{}")
    try await host.chooseFiles([notes, data])
    #expect(log.lines == ["picked [\"notes.txt\", \"data.json\"]"])
    #expect(host.snapshot().first("idle") != nil)
    #expect(host.snapshot().first("Import")?.style("fileDialog") == nil)
  }

  @Test(
    "an importer refuses a file of another type, several files when it takes one, and none when closed"
  )
  func importerRefuses() async throws {
    let folder = try ScratchFolder()
    let log = Log()
    let host = ViewHost(Importer(log: log))
    await #expect(throws: FileDialogError.self) { try await host.chooseFiles([folder.url]) }
    try host.tap("Import")
    let picture = try folder.file("photo.png", "")
    do {
      try await host.chooseFiles([picture])
      Issue.record("a PNG was imported as text")
    } catch let error as FileDialogError {
      #expect(
        error.description
          == "cannot choose photo.png: photo.png is public.png, which is none of the allowed "
          + "public.plain-text, public.json")
    }
    let a = try folder.file("a.txt", "")
    let b = try folder.file("b.txt", "")
    await #expect(throws: FileDialogError.self) { try await host.chooseFiles([a, b]) }
    // Still presented: a refused pick changes nothing.
    #expect(host.snapshot().first("importing") != nil)
    try host.cancelFileDialog()
    #expect(log.lines == ["cancelled"])
    #expect(host.snapshot().first("idle") != nil)
  }

  @Test("fileDialogURLEnabled keeps the importer from picking other URLs")
  func urlEnabledFilters() async throws {
    let folder = try ScratchFolder()
    let log = Log()
    let host = ViewHost(
      Importer(log: log).fileDialogURLEnabled(
        #Predicate<URL> { $0.lastPathComponent != "secret.txt" }))
    try host.tap("Import")
    await #expect(throws: FileDialogError.self) {
      try await host.chooseFiles([try folder.file("secret.txt", "")])
    }
    try await host.chooseFiles([try folder.file("open.txt", "")])
    #expect(log.lines == ["picked [\"open.txt\"]"])
  }

  struct Exporter: View {
    let log: Log
    @State var isExporting = false
    var document: TextFile? = TextFile(text: "Hello, world!")
    var body: some View {
      Button("Export") { isExporting = true }
        .fileExporter(
          isPresented: $isExporting, document: document, contentType: .plainText,
          defaultFilename: "Greeting"
        ) { result in
          switch result {
          case .success(let url): log.lines.append("wrote \(url.lastPathComponent)")
          case .failure(let error): log.lines.append("failed \(error)")
          }
        }
    }
  }

  @Test("an exporter writes the document under its default name with the type's extension")
  func exporterWrites() async throws {
    let folder = try ScratchFolder()
    let log = Log()
    let host = ViewHost(Exporter(log: log))
    try host.tap("Export")
    try await host.exportFiles(to: folder.url)
    #expect(log.lines == ["wrote Greeting.txt"])
    let written = folder.url.appendingPathComponent("Greeting.txt")
    #expect(try String(contentsOf: written, encoding: .utf8) == "Hello, world!")
    // A second export to the same folder would replace the file: refused, the file kept.
    try host.tap("Export")
    await #expect(throws: FileDialogError.self) { try await host.exportFiles(to: folder.url) }
    #expect(try String(contentsOf: written, encoding: .utf8) == "Hello, world!")
  }

  @Test("an exporter's file name with a path is refused: nothing is written outside the folder")
  func exporterNamesStayInside() async throws {
    let folder = try ScratchFolder()
    let inner = folder.url.appendingPathComponent("inner", isDirectory: true)
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: false)
    struct Escaping: View {
      @State var isExporting = true
      var body: some View {
        Text("Doc").fileExporter(
          isPresented: $isExporting, document: TextFile(text: "x"), contentType: .plainText,
          defaultFilename: "../escaped"
        ) { _ in }
      }
    }
    let host = ViewHost(Escaping())
    do {
      try await host.exportFiles(to: inner)
      Issue.record("a name with a path was written")
    } catch let error as FileDialogError {
      #expect(error.description.contains("it would be written outside the folder"))
    }
    #expect(
      !FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("escaped.txt").path)
    )
  }

  @Test("an exporter given no document completes with a failure")
  func exporterWithoutDocumentFails() async throws {
    let folder = try ScratchFolder()
    let log = Log()
    let host = ViewHost(Exporter(log: log, document: nil))
    try host.tap("Export")
    try await host.exportFiles(to: folder.url)
    #expect(log.lines == ["failed the dialog was given nothing to export"])
  }

  @Test("an exporter of transferable items writes each through its representation")
  func exporterOfItems() async throws {
    let folder = try ScratchFolder()
    let log = Log()
    struct Items: View {
      let log: Log
      @State var isExporting = true
      var body: some View {
        Text("Items").fileExporter(
          isPresented: $isExporting, items: ["one", "two"], contentTypes: [.plainText]
        ) { result in
          log.lines.append("\((try? result.get())?.map(\.lastPathComponent) ?? [])")
        }
      }
    }
    let host = ViewHost(Items(log: log))
    try await host.exportFiles(to: folder.url)
    #expect(log.lines == ["[\"Untitled.txt\", \"Untitled 2.txt\"]"])
    #expect(
      try String(contentsOf: folder.url.appendingPathComponent("Untitled 2.txt"), encoding: .utf8)
        == "two")
  }

  @Test("a mover moves the file into the folder picked")
  func moverMoves() async throws {
    let folder = try ScratchFolder()
    let log = Log()
    let file = try folder.file("draft.txt", "draft")
    let archive = folder.url.appendingPathComponent("Archive", isDirectory: true)
    try FileManager.default.createDirectory(at: archive, withIntermediateDirectories: false)
    let host = ViewHost(
      Text("Draft").fileMover(isPresented: .constant(true), file: file) { result in
        log.lines.append(
          "moved to \((try? result.get())?.deletingLastPathComponent().lastPathComponent ?? "-")")
      })
    await #expect(throws: FileDialogError.self) { try await host.exportFiles(to: archive) }
    try await host.moveFiles(to: archive)
    #expect(log.lines == ["moved to Archive"])
    #expect(!FileManager.default.fileExists(atPath: file.path))
    #expect(
      FileManager.default.fileExists(atPath: archive.appendingPathComponent("draft.txt").path))
  }
}

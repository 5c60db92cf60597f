import Cadence
import Foundation
import Testing

/// Foundation's file wrapper, as Apple documents `FileWrapper`: regular files, folders of
/// named children and symbolic links, read from and written to disk.
@Suite("File wrappers")
struct FileWrapperTests {
  @Test("a folder of files is written to disk and read back the same")
  func folderRoundTrips() throws {
    let folder = try ScratchFolder()
    let notes = FileWrapper(regularFileWithContents: Data("a".utf8))
    let bundle = FileWrapper(directoryWithFileWrappers: ["notes.txt": notes])
    #expect(
      bundle.addRegularFile(withContents: Data("b".utf8), preferredFilename: "notes.txt")
        == "notes 2.txt")
    #expect(bundle.keyForChildFileWrapper(notes) == "notes.txt")
    let url = folder.url.appendingPathComponent("Bundle")
    try bundle.write(to: url, options: .withNameUpdating)
    #expect(bundle.filename == "Bundle")
    let read = try FileWrapper(url: url)
    #expect(read.isDirectory && !read.isRegularFile)
    #expect(read.fileWrappers?["notes 2.txt"]?.regularFileContents == Data("b".utf8))
    #expect(read.matchesContents(of: url))
    bundle.removeFileWrapper(notes)
    #expect(!bundle.matchesContents(of: url))
  }

  @Test("writing never replaces a folder with a file, nor a file with a folder")
  func writingKeepsWhatIsThere() throws {
    let folder = try ScratchFolder()
    let file = try folder.file("taken", "kept")
    let asFolder = FileWrapper(directoryWithFileWrappers: [:])
    #expect(throws: CocoaError.self) { try asFolder.write(to: file) }
    #expect(throws: CocoaError.self) {
      try FileWrapper(regularFileWithContents: Data()).write(to: folder.url)
    }
    #expect(try String(contentsOf: file, encoding: .utf8) == "kept")
  }

  @Test("a child named with a path is refused before anything is written, inside or outside")
  func childNamesStayInside() throws {
    let folder = try ScratchFolder()
    let inner = folder.url.appendingPathComponent("inner")
    let escaping = FileWrapper(directoryWithFileWrappers: [
      "../escaped.txt": FileWrapper(regularFileWithContents: Data("x".utf8))
    ])
    #expect(throws: CocoaError.self) { try escaping.write(to: inner) }
    #expect(
      !FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("escaped.txt").path)
    )
    #expect(!FileManager.default.fileExists(atPath: inner.path))
  }

  @Test("a regular file cannot take a child, and says so instead of trapping")
  func fileTakesNoChild() {
    let file = FileWrapper(regularFileWithContents: Data())
    #expect(file.addFileWrapper(FileWrapper(regularFileWithContents: Data())) == "")
    #expect(file.fileWrappers == nil)
  }
}

import Foundation

/// A file, a folder of files or a symbolic link held in memory: what a `FileDocument` reads
/// from and writes to. Foundation's class, which Linux's Foundation lacks, with the same
/// names: read from a URL, made from contents, written to a URL.
///
/// Writing never removes what is already there: a regular file replaces a file of the same
/// name (atomically), a folder's children are written into an existing folder beside what
/// it holds, and writing over a folder with a file, or a file with a folder, is refused.
open class FileWrapper: NSObject, @unchecked Sendable {
  /// What the wrapper holds.
  private enum Content {
    case regularFile(Data)
    case directory([String: FileWrapper])
    case symbolicLink(URL)
  }

  /// How a wrapper reads a file.
  public struct ReadingOptions: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// A read option set of the bits given.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Reads every file's contents now (they always are: the wrapper holds data).
    public static let immediate = ReadingOptions(rawValue: 1 << 0)
    /// Reads without mapping the file into memory (it never is).
    public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
  }

  /// How a wrapper writes a file.
  public struct WritingOptions: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// A write option set of the bits given.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Writes each regular file to a temporary file first and then moves it in place.
    public static let atomic = WritingOptions(rawValue: 1 << 0)
    /// Sets the file names of the wrapper and its children to the names written.
    public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
  }

  private var content: Content
  /// The name the wrapper would like in its parent folder.
  open var preferredFilename: String?
  /// The name the wrapper has in its parent folder or on disk, once it has one.
  open var filename: String?
  /// The file's attributes (as `FileManager` reads them), when read from disk.
  open var fileAttributes: [String: Any] = [:]

  /// A regular file holding `contents`.
  public init(regularFileWithContents contents: Data) {
    content = .regularFile(contents)
    super.init()
  }

  /// A folder holding `childrenByPreferredName`, each child named by its key.
  public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
    for (name, child) in childrenByPreferredName {
      child.preferredFilename = child.preferredFilename ?? name
      child.filename = name
    }
    content = .directory(childrenByPreferredName)
    super.init()
  }

  /// A symbolic link to `url`.
  public init(symbolicLinkWithDestinationURL url: URL) {
    content = .symbolicLink(url)
    super.init()
  }

  /// The file, folder or link at `url`, read now (a folder with everything below it).
  public init(url: URL, options: ReadingOptions = []) throws {
    content = try Self.read(url)
    super.init()
    filename = url.lastPathComponent
    preferredFilename = url.lastPathComponent
    fileAttributes =
      (try? FileManager.default.attributesOfItem(atPath: url.path))?
      .reduce(into: [:]) { $0[$1.key.rawValue] = $1.value } ?? [:]
  }

  /// Whether it is a folder.
  open var isDirectory: Bool {
    if case .directory = content { return true }
    return false
  }

  /// Whether it is a regular file.
  open var isRegularFile: Bool {
    if case .regularFile = content { return true }
    return false
  }

  /// Whether it is a symbolic link.
  open var isSymbolicLink: Bool {
    if case .symbolicLink = content { return true }
    return false
  }

  /// The contents of a regular file; nil for a folder or a link.
  open var regularFileContents: Data? {
    if case .regularFile(let data) = content { return data }
    return nil
  }

  /// A folder's children by name; nil for a file or a link.
  open var fileWrappers: [String: FileWrapper]? {
    if case .directory(let children) = content { return children }
    return nil
  }

  /// A link's destination; nil for a file or a folder.
  open var symbolicLinkDestinationURL: URL? {
    if case .symbolicLink(let url) = content { return url }
    return nil
  }

  /// Adds `child` to the folder under its preferred name (made unique: `name 2.ext`);
  /// returns the name it got. A wrapper that is not a folder takes no child (Apple's raises
  /// an exception): it says so on standard error and returns an empty name.
  @discardableResult
  open func addFileWrapper(_ child: FileWrapper) -> String {
    guard case .directory(var children) = content else {
      let message =
        "Cadence: addFileWrapper(_:) on \(filename.map { "\"\($0)\"" } ?? "a FileWrapper"), "
        + "which is not a folder: \(child.preferredFilename ?? "the child") is not added\n"
      FileHandle.standardError.write(Data(message.utf8))
      return ""
    }
    let name = Self.unique(child.preferredFilename ?? "Untitled", among: children)
    child.filename = name
    children[name] = child
    content = .directory(children)
    return name
  }

  /// Adds a regular file holding `data` to the folder; returns the name it got.
  @discardableResult
  open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
    let child = FileWrapper(regularFileWithContents: data)
    child.preferredFilename = fileName
    return addFileWrapper(child)
  }

  /// Removes `child` from the folder.
  open func removeFileWrapper(_ child: FileWrapper) {
    guard case .directory(var children) = content,
      let name = children.first(where: { $0.value === child })?.key
    else { return }
    children[name] = nil
    content = .directory(children)
  }

  /// The name `child` has in the folder, if it is there.
  open func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
    fileWrappers?.first(where: { $0.value === child })?.key
  }

  /// Writes the wrapper to `url`: a file's contents, a folder and its children, a link.
  open func write(
    to url: URL, options: WritingOptions = [], originalContentsURL: URL? = nil
  ) throws {
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
    switch content {
    case .regularFile(let data):
      if exists && isFolder.boolValue {
        throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: url.path])
      }
      try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
    case .directory(let children):
      if exists && !isFolder.boolValue {
        throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: url.path])
      }
      for name in children.keys {
        // A child's name is one component: writing stays inside the folder.
        if let problem = FileNames.problem(name) {
          throw CocoaError(
            .fileWriteInvalidFileName,
            userInfo: [
              NSFilePathErrorKey: url.path, NSLocalizedDescriptionKey: "\"\(name)\" \(problem)",
            ])
        }
      }
      if !exists {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
      }
      for (name, child) in children {
        try child.write(to: url.appendingPathComponent(name), options: options)
      }
    case .symbolicLink(let destination):
      if exists {
        throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: url.path])
      }
      try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destination)
    }
    if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
  }

  /// Reads the wrapper again from `url`.
  open func read(from url: URL, options: ReadingOptions = []) throws {
    content = try Self.read(url)
    filename = url.lastPathComponent
  }

  /// Whether the wrapper holds what is at `url` now.
  open func matchesContents(of url: URL) -> Bool {
    guard let other = try? FileWrapper(url: url) else { return false }
    return Self.same(self, other)
  }

  private static func same(_ a: FileWrapper, _ b: FileWrapper) -> Bool {
    switch (a.content, b.content) {
    case (.regularFile(let x), .regularFile(let y)): return x == y
    case (.symbolicLink(let x), .symbolicLink(let y)): return x.path == y.path
    case (.directory(let x), .directory(let y)):
      return x.count == y.count
        && x.allSatisfy { name, child in y[name].map { same(child, $0) } ?? false }
    default: return false
    }
  }

  private static func read(_ url: URL) throws -> Content {
    let manager = FileManager.default
    if let destination = try? manager.destinationOfSymbolicLink(atPath: url.path) {
      return .symbolicLink(URL(fileURLWithPath: destination))
    }
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
    }
    guard isFolder.boolValue else { return .regularFile(try Data(contentsOf: url)) }
    var children: [String: FileWrapper] = [:]
    for name in try manager.contentsOfDirectory(atPath: url.path) {
      children[name] = try FileWrapper(url: url.appendingPathComponent(name))
    }
    return .directory(children)
  }

  private static func unique(_ name: String, among children: [String: FileWrapper]) -> String {
    guard children[name] != nil else { return name }
    let base = (name as NSString).deletingPathExtension
    let ext = (name as NSString).pathExtension
    var number = 2
    while true {
      let candidate = "\(base) \(number)" + (ext.isEmpty ? "" : ".\(ext)")
      if children[candidate] == nil { return candidate }
      number += 1
    }
  }
}

/// The names a file written inside a folder may have: one component, so that writing stays
/// inside the folder.
enum FileNames {
  /// Why `name` cannot name a file inside a folder, or nil when it can.
  static func problem(_ name: String) -> String? {
    if name.isEmpty { return "is empty" }
    if name == "." || name == ".." { return "names a folder, not a file in it" }
    if name.contains("/") { return "has a '/': it would be written outside the folder" }
    if name.contains("\0") { return "has a NUL character" }
    return nil
  }
}

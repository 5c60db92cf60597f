import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folder a preview harness lives in, and the only file operations the harness makes in
/// it: none follows a symbolic link, and none removes a file the harness did not write.
///
/// A package's harness is its own `.build/cadence-previews`, which a downloaded archive can
/// carry with links in it; a file's or folder's is in the user's cache folder (not the
/// shared temporary directory, whose names anyone can create first), or, where there is
/// none to be had safely, a new folder of the temporary directory with a random name that is
/// removed after the run.
struct HarnessFolder {
  /// The folder.
  let url: URL
  /// Whether the folder is this run's alone (made with a random name), to remove at its end.
  let isTemporary: Bool

  /// The name of the file that lists, one a line, the files the harness wrote (relative to
  /// its folder): the only files it ever removes.
  static let manifestName = ".cadence-harness-files"

  /// The harness folder of the package at `root` (a real path): `.build/cadence-previews`.
  static func ofPackage(at root: URL) throws -> HarnessFolder {
    let build = root.appendingPathComponent(".build")
    let folder = build.appendingPathComponent("cadence-previews")
    try makeDirectory(build, mode: 0o755)
    try makeDirectory(folder, mode: 0o755)
    return HarnessFolder(url: folder, isTemporary: false)
  }

  /// The harness folder for the file or folder `key` names: in the user's cache folder
  /// (`$XDG_CACHE_HOME`, else `~/.cache`), under `cadence-previews/<hash of key>`, when every
  /// folder of that path is a real folder and the two made here are the user's own; else a
  /// new temporary folder with a random name.
  static func ofFiles(
    key: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> HarnessFolder {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    let base =
      environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 + "/.cache" : nil }
    if let base {
      let cache = URL(fileURLWithPath: base).appendingPathComponent("cadence-previews")
      let folder = cache.appendingPathComponent(String(hash, radix: 16))
      if (try? makeDirectory(URL(fileURLWithPath: base), mode: 0o700)) != nil,
        (try? makeDirectory(cache, mode: 0o700, ownedByUser: true)) != nil,
        (try? makeDirectory(folder, mode: 0o700, ownedByUser: true)) != nil
      {
        return HarnessFolder(url: folder, isTemporary: false)
      }
    }
    return HarnessFolder(url: try makeTemporaryDirectory(), isTemporary: true)
  }

  /// A new folder of the temporary directory, `cadence-previews-` and a random name
  /// (`mkdtemp`: made by this call, readable and writable by the user alone).
  static func makeTemporaryDirectory() throws -> URL {
    let template = FileManager.default.temporaryDirectory
      .appendingPathComponent("cadence-previews-XXXXXX").path
    var bytes = Array(template.utf8CString)
    let made = bytes.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard made != nil else {
      throw DemoError("could not make a temporary folder for the previews: \(errorText())")
    }
    let path = bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return URL(fileURLWithPath: String(decoding: path, as: UTF8.self))
  }

  /// Makes the folder at `url` unless it is there; throws if something other than a real
  /// folder is there (a symbolic link, even to a folder), or, with `ownedByUser`, a folder of
  /// another user's or one that others may write in.
  static func makeDirectory(_ url: URL, mode: mode_t, ownedByUser: Bool = false) throws {
    var status = stat()
    if lstat(url.path, &status) != 0 {
      guard errno == ENOENT, mkdir(url.path, mode) == 0 || errno == EEXIST else {
        throw DemoError("could not make the folder '\(url.path)': \(errorText())")
      }
      guard lstat(url.path, &status) == 0 else {
        throw DemoError("could not read the folder '\(url.path)': \(errorText())")
      }
    }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      throw DemoError(
        status.st_mode & S_IFMT == S_IFLNK
          ? "refusing to use '\(url.path)' for the previews: it is a symbolic link"
          : "refusing to use '\(url.path)' for the previews: it is not a folder")
    }
    if ownedByUser {
      guard status.st_uid == getuid(), status.st_mode & 0o022 == 0 else {
        throw DemoError(
          "refusing to use '\(url.path)' for the previews: another user can write in it")
      }
    }
  }

  /// The folder `relative` (components separated by `/`) inside this one, made where
  /// missing, each component a real folder.
  func directory(_ relative: String) throws -> URL {
    var folder = url
    for component in relative.split(separator: "/") {
      folder = folder.appendingPathComponent(String(component))
      try Self.makeDirectory(folder, mode: 0o755)
    }
    return folder
  }

  /// Writes `text` to the file `relative` unless it holds that already; throws if a link or
  /// anything but a regular file is there. The file is replaced (written beside it, then
  /// renamed over it), so nothing is ever written through a link.
  func write(_ text: String, to relative: String) throws {
    let file = url.appendingPathComponent(relative)
    if let old = try Self.regularFileContents(file), old == Data(text.utf8) { return }
    try Data(text.utf8).write(to: file, options: .atomic)
  }

  /// The files an earlier run wrote, from the manifest: only entries that name a file inside
  /// the folder (relative, no `.` or `..` component, nothing hidden) are taken.
  func writtenFiles() -> Set<String> {
    guard
      let data = try? Self.regularFileContents(url.appendingPathComponent(Self.manifestName)),
      let text = String(data: data, encoding: .utf8)
    else { return [] }
    return Set(text.split(separator: "\n").map(String.init).filter(Self.isInside))
  }

  /// Records `files` as what the harness wrote, and removes what an earlier run wrote that
  /// is not among them: only a regular file (never a link, nor what it points to) whose every
  /// folder inside the harness is a real folder.
  func keepOnly(_ files: Set<String>) throws {
    for stale in writtenFiles().subtracting(files).sorted() {
      var folder = url
      var safe = true
      for component in stale.split(separator: "/").dropLast() {
        folder = folder.appendingPathComponent(String(component))
        var status = stat()
        if lstat(folder.path, &status) != 0 || status.st_mode & S_IFMT != S_IFDIR {
          safe = false
          break
        }
      }
      let file = url.appendingPathComponent(stale)
      var status = stat()
      if safe, lstat(file.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
        unlink(file.path)
      }
    }
    try write(files.sorted().joined(separator: "\n") + "\n", to: Self.manifestName)
  }

  /// Removes the folder, if it is this run's alone.
  func removeIfTemporary() {
    guard isTemporary else { return }
    try? FileManager.default.removeItem(at: url)
  }

  /// Whether `relative` names a file inside the folder.
  static func isInside(_ relative: String) -> Bool {
    let components = relative.split(separator: "/", omittingEmptySubsequences: false)
    return !relative.hasPrefix("/") && !components.isEmpty
      && components.allSatisfy { !$0.isEmpty && !$0.hasPrefix(".") }
  }

  /// The contents of the regular file at `file`; nil when there is none; throws when a link
  /// or something else is there.
  static func regularFileContents(_ file: URL) throws -> Data? {
    var status = stat()
    guard lstat(file.path, &status) == 0 else { return nil }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw DemoError(
        "refusing to write '\(file.path)' for the previews: "
          + (status.st_mode & S_IFMT == S_IFLNK ? "it is a symbolic link" : "it is not a file"))
    }
    return FileManager.default.contents(atPath: file.path)
  }

  private static func errorText() -> String { String(cString: strerror(errno)) }
}

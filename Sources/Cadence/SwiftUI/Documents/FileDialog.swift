import Foundation

// A presented file dialog, kept on the presenting view's rendered node for a host to answer:
// a person picking files to import, a folder to export or move files to, or cancelling.

/// A presented file dialog and how it is answered.
package struct FileDialog {
  /// What the dialog does.
  package enum Kind: String {
    /// Picks files to import (`fileImporter`).
    case importer = "import"
    /// Picks a folder to write documents or items to (`fileExporter`).
    case exporter = "export"
    /// Picks a folder to move files to (`fileMover`).
    case mover = "move"
  }

  /// What the dialog does.
  package let kind: Kind
  /// Answers the dialog with the files picked (an importer) or the folder picked (an
  /// exporter, a mover): does the file work, then returns what dismissing it does (run in an
  /// update: the binding set false and the completion called), or why a person could not
  /// answer it so.
  package let answer: @MainActor ([URL]) async -> Result<@MainActor () -> Void, FileDialogRefusal>
  /// Cancels the dialog: the binding set false and the cancellation called.
  package let cancel: @MainActor () -> Void
}

/// Why a file dialog cannot be answered as asked.
package struct FileDialogRefusal: Error {
  /// The reason, for the host's error.
  package let reason: String
}

/// The presented file dialog of a rendered node.
package enum FileDialogFeature: InteractionFeature {
  package typealias Value = FileDialog
  package static var kind: InteractionKinds { .fileDialog }
}

/// Presents a file dialog while its binding is true: records it (`fileDialog`: what it does
/// and with which types) and gives a host what answers it.
struct _FileDialogModifier: RenderModifier {
  static var attributeName: String { "fileDialog" }
  typealias Body = Never
  let isPresented: Binding<Bool>
  let kind: FileDialog.Kind
  /// What the snapshot records after the kind: the types, the files.
  let summary: String
  /// The dialog's answer, given the binding's dismissal.
  let answer: ([URL]) async -> Result<() -> Void, FileDialogRefusal>
  let onCancellation: () -> Void

  func apply(to item: inout RenderItem) {
    guard isPresented.wrappedValue else { return }
    item.setStyleIfAbsent(kind.rawValue + (summary.isEmpty ? "" : " " + summary), for: "fileDialog")
    let isPresented = isPresented
    let answer = answer
    let onCancellation = onCancellation
    item.features[FileDialogFeature.self] = FileDialog(
      kind: kind,
      answer: { urls in
        switch await answer(urls) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let complete):
          return .success({
            isPresented.wrappedValue = false
            complete()
          })
        }
      },
      cancel: {
        isPresented.wrappedValue = false
        onCancellation()
      })
  }
}

/// The file work of the dialogs: checking picked files' types, writing exported files
/// without replacing any, moving files.
enum FileDialogWork {
  /// The answer of a dialog that picks one folder (an exporter, a mover): `body` given the
  /// folder picked.
  static func inFolder(
    _ dialog: String, _ body: @escaping (URL) async -> Result<() -> Void, FileDialogRefusal>
  ) -> ([URL]) async -> Result<() -> Void, FileDialogRefusal> {
    { urls in
      guard urls.count == 1 else {
        return .failure(FileDialogRefusal(reason: "\(dialog) takes one folder"))
      }
      return await body(urls[0])
    }
  }

  /// Why `urls` cannot be imported with `types` (nil: they can).
  static func importRefusal(_ urls: [URL], types: [UTType], multiple: Bool) -> String? {
    if urls.isEmpty { return "no file is picked (cancel the dialog to pick none)" }
    if urls.count > 1 && !multiple {
      return "\(urls.count) files are picked, but the importer allows one"
    }
    for url in urls {
      let type =
        url.hasDirectoryPath
        ? UTType.folder : (UTType(filenameExtension: url.pathExtension) ?? .data)
      guard types.contains(where: type.conforms(to:)) else {
        return "\(url.lastPathComponent) is \(type.identifier), which is none of the allowed "
          + types.map(\.identifier).joined(separator: ", ")
      }
    }
    return nil
  }

  /// Writes each file into `folder` under its name (the type's extension, or its nearest
  /// supertype's, added when it has none); refuses a folder that does not exist or a name already taken there.
  static func write(_ files: [(file: FileWrapper, type: UTType, name: String)], into folder: URL)
    -> Result<[URL], FileDialogRefusal>
  {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      return .failure(FileDialogRefusal(reason: "\(folder.path) is not a folder"))
    }
    var written: [URL] = []
    var names: Set<String> = []
    for (file, type, name) in files {
      if let problem = FileNames.problem(name) {
        return .failure(FileDialogRefusal(reason: "the file name \"\(name)\" \(problem)"))
      }
      var fileName = name
      if (fileName as NSString).pathExtension.isEmpty, let ext = type.inheritedFilenameExtension {
        fileName += "." + ext
      }
      fileName = uniqueName(fileName, taken: names)
      names.insert(fileName)
      let url = folder.appendingPathComponent(fileName)
      guard !FileManager.default.fileExists(atPath: url.path) else {
        return .failure(
          FileDialogRefusal(
            reason: "\(fileName) exists in \(folder.path): a person would be asked to replace "
              + "it, and Cadence never does"))
      }
      do {
        try file.write(to: url, options: .atomic)
      } catch {
        return .failure(FileDialogRefusal(reason: "writing \(fileName) failed: \(error)"))
      }
      written.append(url)
    }
    return .success(written)
  }

  /// Moves each file into `folder`; refuses a folder that does not exist, a file that does
  /// not, or a name already taken there.
  static func move(_ files: [URL], into folder: URL) -> Result<[URL], FileDialogRefusal> {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      return .failure(FileDialogRefusal(reason: "\(folder.path) is not a folder"))
    }
    for file in files {
      guard FileManager.default.fileExists(atPath: file.path) else {
        return .failure(FileDialogRefusal(reason: "\(file.path) does not exist"))
      }
      guard
        !FileManager.default.fileExists(
          atPath: folder.appendingPathComponent(file.lastPathComponent).path)
      else {
        return .failure(
          FileDialogRefusal(reason: "\(file.lastPathComponent) exists in \(folder.path)"))
      }
    }
    var moved: [URL] = []
    for file in files {
      let destination = folder.appendingPathComponent(file.lastPathComponent)
      do {
        try FileManager.default.moveItem(at: file, to: destination)
      } catch {
        return .failure(FileDialogRefusal(reason: "moving \(file.path) failed: \(error)"))
      }
      moved.append(destination)
    }
    return .success(moved)
  }

  static func uniqueName(_ name: String, taken: Set<String>) -> String {
    guard taken.contains(name) else { return name }
    let base = (name as NSString).deletingPathExtension
    let ext = (name as NSString).pathExtension
    var number = 2
    while true {
      let candidate = "\(base) \(number)" + (ext.isEmpty ? "" : ".\(ext)")
      if !taken.contains(candidate) { return candidate }
      number += 1
    }
  }
}

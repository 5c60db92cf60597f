import Cadence
import Foundation

// Answering the file dialogs a view presents, as a person picking in them does.
extension ViewHost {
  /// Picks `files` in the presented file importer (`fileImporter`), as a person does: the
  /// dialog closes (its binding false) and its completion gets the files, in an update at
  /// the current instant. Throws when no importer is presented, when a file is none of the
  /// allowed types (by its extension; a folder is `public.folder`), when several are picked
  /// from an importer of one, or when `fileDialogURLEnabled` does not enable one.
  public func chooseFiles(
    _ files: [URL], fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: Int = #column
  ) async throws {
    let site = enter(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    try await answer(.importer, with: files, action: "choose \(Self.names(files))")
  }

  /// Picks `folder` in the presented file exporter (`fileExporter`), as a person does: the
  /// documents or items are written into it (each under its suggested or default name, the
  /// type's extension added), the dialog closes and its completion gets the files written.
  /// A document that fails to write completes the dialog with its error. Throws when no
  /// exporter is presented, when `folder` is not a folder, or when a name is taken there (a
  /// person would be asked to replace the file; Cadence never replaces one).
  public func exportFiles(
    to folder: URL, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: Int = #column
  ) async throws {
    let site = enter(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    try await answer(.exporter, with: [folder], action: "export to \(folder.path)")
  }

  /// Picks `folder` in the presented file mover (`fileMover`), as a person does: the files
  /// are moved into it, the dialog closes and its completion gets their new URLs. Throws when
  /// no mover is presented, when `folder` is not a folder, when a file does not exist, or
  /// when a name is taken in the folder.
  public func moveFiles(
    to folder: URL, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: Int = #column
  ) async throws {
    let site = enter(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    try await answer(.mover, with: [folder], action: "move to \(folder.path)")
  }

  /// Cancels the presented file dialog, as a person does: it closes (its binding false) and
  /// its cancellation runs. Throws when no file dialog is presented.
  public func cancelFileDialog(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: Int = #column
  ) throws {
    let site = enter(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    let (target, dialog) = try presentedDialog(nil, action: "cancel the file dialog")
    runtime.emit(.interaction, "cancel the file dialog of \(target.summary)", path: target.path)
    runtime.send { dialog.cancel() }
  }

  private func answer(_ kind: FileDialog.Kind, with urls: [URL], action: String) async throws {
    let (target, dialog) = try presentedDialog(kind, action: action)
    runtime.emit(
      .interaction, "\(action) in the file dialog of \(target.summary)", path: target.path)
    switch await dialog.answer(urls) {
    case .failure(let refusal):
      throw fileDialogError("cannot \(action): \(refusal.reason)", path: target.path)
    case .success(let complete):
      runtime.send { complete() }
    }
  }

  /// The one file dialog presented now (of `kind`, when given).
  private func presentedDialog(_ kind: FileDialog.Kind?, action: String) throws -> (
    Interaction, FileDialog
  ) {
    let presented = runtime.interactions(.fileDialog).compactMap { interaction in
      interaction.features[FileDialogFeature.self].map { (interaction, $0) }
    }
    guard let first = presented.first else {
      throw fileDialogError("cannot \(action): no file dialog is presented", path: "")
    }
    guard presented.count == 1 else {
      throw fileDialogError(
        "cannot \(action): \(presented.count) file dialogs are presented ("
          + presented.map(\.0.summary).joined(separator: "; ") + "); a person sees one",
        path: "")
    }
    if let kind, first.1.kind != kind {
      throw fileDialogError(
        "cannot \(action): the file dialog presented by \(first.0.summary) is a file "
          + "\(first.1.kind), not a file \(kind)",
        path: first.0.path)
    }
    return first
  }

  private func fileDialogError(_ message: String, path: String) -> FileDialogError {
    runtime.report(.interactionFailed, message, path: path)
    return FileDialogError(description: message)
  }

  private static func names(_ files: [URL]) -> String {
    files.isEmpty ? "no file" : files.map(\.lastPathComponent).joined(separator: ", ")
  }
}

/// A file dialog a host could not answer as asked: none presented, or a pick a person could
/// not make.
public struct FileDialogError: Error, CustomStringConvertible {
  /// What was asked, and why it failed.
  public let description: String
}

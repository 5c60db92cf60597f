import Foundation

// The file dialogs a view presents: a person picks files to import, or a folder to export
// documents or items to, or to move files to. Headless there is no dialog on screen: while
// presented, the view's node records it (`fileDialog`), and a host answers it
// (`chooseFiles`, `exportFiles(to:)`, `moveFiles(to:)`, `cancelFileDialog()`).

extension View {
  /// Presents a dialog picking files of `allowedContentTypes` (one, or several when
  /// `allowsMultipleSelection`); `onCompletion` gets the files picked.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
  ) -> some View {
    fileImporter(
      isPresented: isPresented, allowedContentTypes: allowedContentTypes,
      allowsMultipleSelection: allowsMultipleSelection, onCompletion: onCompletion,
      onCancellation: {})
  }

  /// Presents a dialog picking files of `allowedContentTypes`; `onCompletion` gets the files
  /// picked, `onCancellation` runs when the dialog is cancelled.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    modifier(
      _FileImporterModifier(
        isPresented: isPresented, types: allowedContentTypes,
        allowsMultipleSelection: allowsMultipleSelection, onCompletion: onCompletion,
        onCancellation: onCancellation))
  }

  /// Presents a dialog picking one file of `allowedContentTypes`; `onCompletion` gets it.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType],
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
  ) -> some View {
    fileImporter(
      isPresented: isPresented, allowedContentTypes: allowedContentTypes,
      allowsMultipleSelection: false,
      onCompletion: { result in onCompletion(result.map { $0[0] }) }, onCancellation: {})
  }

  /// Presents a dialog picking a folder to move `file` to; `onCompletion` gets its new URL.
  public func fileMover(
    isPresented: Binding<Bool>, file: URL?,
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
  ) -> some View {
    fileMover(isPresented: isPresented, file: file, onCompletion: onCompletion, onCancellation: {})
  }

  /// Presents a dialog picking a folder to move `file` to; `onCompletion` gets its new URL,
  /// `onCancellation` runs when the dialog is cancelled.
  public func fileMover(
    isPresented: Binding<Bool>, file: URL?,
    onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    fileMover(
      isPresented: isPresented, files: file.map { [$0] } ?? [],
      onCompletion: { result in onCompletion(result.map { $0[0] }) },
      onCancellation: onCancellation)
  }

  /// Presents a dialog picking a folder to move `files` to; `onCompletion` gets their new URLs.
  public func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
  ) -> some View where C.Element == URL {
    fileMover(
      isPresented: isPresented, files: files, onCompletion: onCompletion, onCancellation: {})
  }

  /// Presents a dialog picking a folder to move `files` to; `onCompletion` gets their new
  /// URLs, `onCancellation` runs when the dialog is cancelled.
  public func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View where C.Element == URL {
    let files = Array(files)
    return modifier(
      _FileDialogModifier(
        isPresented: isPresented, kind: .mover,
        summary: files.map(\.lastPathComponent).joined(separator: ", "),
        answer: FileDialogWork.inFolder("a mover") { folder in
          guard !files.isEmpty else {
            return .success({ onCompletion(.failure(FileDialogRefusal.nothing("move"))) })
          }
          return FileDialogWork.move(files, into: folder).map { moved in
            { onCompletion(.success(moved)) }
          }
        }, onCancellation: onCancellation))
  }
}

extension FileDialogRefusal: CustomStringConvertible {
  /// The reason.
  package var description: String { reason }

  /// The failure a dialog given nothing to export or move completes with.
  static func nothing(_ action: String) -> FileDialogRefusal {
    FileDialogRefusal(reason: "the dialog was given nothing to \(action)")
  }
}

/// A file importer: checks the files a host picks against the allowed types, the number
/// allowed and the URLs the environment enables (`fileDialogURLEnabled`).
struct _FileImporterModifier: ViewModifier {
  @Environment(\.fileDialogURLEnabled) private var isEnabled
  let isPresented: Binding<Bool>
  let types: [UTType]
  let allowsMultipleSelection: Bool
  let onCompletion: (Result<[URL], any Error>) -> Void
  let onCancellation: () -> Void

  func body(content: Content) -> some View {
    let types = types
    let multiple = allowsMultipleSelection
    let isEnabled = isEnabled
    let onCompletion = onCompletion
    return content.modifier(
      _FileDialogModifier(
        isPresented: isPresented, kind: .importer,
        summary: types.map(\.identifier).joined(separator: ", ") + (multiple ? " (several)" : ""),
        answer: { urls in
          if let reason = FileDialogWork.importRefusal(urls, types: types, multiple: multiple) {
            return .failure(FileDialogRefusal(reason: reason))
          }
          if let isEnabled {
            for url in urls where !((try? isEnabled.evaluate(url)) ?? false) {
              return .failure(
                FileDialogRefusal(
                  reason: "\(url.lastPathComponent) is not enabled by fileDialogURLEnabled"))
            }
          }
          return .success({ onCompletion(.success(urls)) })
        }, onCancellation: onCancellation))
  }
}

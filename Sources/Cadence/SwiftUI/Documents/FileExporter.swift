import Foundation

// The exporter's forms: value documents, reference documents and transferable items, one or
// several, written as the first of the types asked for that they write.

extension View {
  /// Presents a dialog picking a folder to write `document` to as `contentType`.
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
  ) -> some View {
    fileExporter(
      isPresented: isPresented, document: document, contentTypes: [contentType],
      defaultFilename: defaultFilename, onCompletion: onCompletion)
  }

  /// Presents a dialog picking a folder to write `document` to as the first of
  /// `contentTypes` it writes (its first writable type when empty).
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
    defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View {
    exporting(
      isPresented, types: contentTypes, onCancellation: onCancellation,
      files: {
        try document.map { [try DocumentWriting.file($0, wanted: contentTypes)] } ?? []
      },
      defaultName: defaultFilename, onCompletion: { result in onCompletion(result.map { $0[0] }) })
  }

  /// Presents a dialog picking a folder to write `documents` to as `contentType`.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
  ) -> some View where C.Element: FileDocument {
    fileExporter(
      isPresented: isPresented, documents: documents, contentTypes: [contentType],
      onCompletion: onCompletion)
  }

  /// Presents a dialog picking a folder to write `documents` to as the first of
  /// `contentTypes` each writes.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View where C.Element: FileDocument {
    let documents = Array(documents)
    return exporting(
      isPresented, types: contentTypes, onCancellation: onCancellation,
      files: { try documents.map { try DocumentWriting.file($0, wanted: contentTypes) } },
      defaultName: nil, onCompletion: onCompletion)
  }

  /// Presents a dialog picking a folder to write the reference document `document` to as
  /// `contentType` (from a snapshot taken when the folder is picked).
  public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
  ) -> some View {
    fileExporter(
      isPresented: isPresented, document: document, contentTypes: [contentType],
      defaultFilename: defaultFilename, onCompletion: onCompletion)
  }

  /// Presents a dialog picking a folder to write the reference document `document` to as the
  /// first of `contentTypes` it writes.
  public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
    defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View {
    exporting(
      isPresented, types: contentTypes, onCancellation: onCancellation,
      files: {
        guard let document else { return [] }
        let type = try DocumentWriting.contentType(
          writable: D.writableContentTypes, wanted: contentTypes,
          document: String(describing: D.self))
        let snapshot = try document.snapshot(contentType: type)
        let file = try document.fileWrapper(
          snapshot: snapshot,
          configuration: FileDocumentWriteConfiguration(contentType: type, existingFile: nil))
        return [(file, type)]
      },
      defaultName: defaultFilename, onCompletion: { result in onCompletion(result.map { $0[0] }) })
  }

  /// Presents a dialog picking a folder to write `item` to, through its first representation
  /// of one of `contentTypes` (its first exported one when empty).
  public func fileExporter<T: Transferable>(
    isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
    defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View {
    fileExporter(
      isPresented: isPresented, items: item.map { [$0] } ?? [], contentTypes: contentTypes,
      defaultFilename: defaultFilename,
      onCompletion: { result in onCompletion(result.map { $0[0] }) },
      onCancellation: onCancellation)
  }

  /// Presents a dialog picking a folder to write `items` to, each through its first
  /// representation of one of `contentTypes`.
  public func fileExporter<C: Collection, T: Transferable>(
    isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View where T == C.Element {
    fileExporter(
      isPresented: isPresented, items: items, contentTypes: contentTypes, defaultFilename: nil,
      onCompletion: onCompletion, onCancellation: onCancellation)
  }

  /// The items' form, with a default name for items whose representation suggests none.
  private func fileExporter<C: Collection, T: Transferable>(
    isPresented: Binding<Bool>, items: C, contentTypes: [UTType], defaultFilename: String?,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> some View where T == C.Element {
    let items = Array(items)
    let summary = (contentTypes.isEmpty ? T.exportedContentTypes(.ownProcess) : contentTypes)
      .map(\.identifier).joined(separator: ", ")
    return modifier(
      _FileDialogModifier(
        isPresented: isPresented, kind: .exporter, summary: summary,
        answer: FileDialogWork.inFolder("an exporter") { folder in
          guard !items.isEmpty else {
            return .success({ onCompletion(.failure(FileDialogRefusal.nothing("export"))) })
          }
          var files: [(FileWrapper, UTType, String)] = []
          do {
            for item in items {
              let entry = try ItemExport.entry(for: item, wanted: contentTypes)
              let data = try await entry._export(item)
              let name = entry._suggestedFileName(for: item) ?? defaultFilename ?? "Untitled"
              files.append((FileWrapper(regularFileWithContents: data), entry._contentType, name))
            }
          } catch {
            return .success({ onCompletion(.failure(error)) })
          }
          return FileDialogWork.write(files, into: folder).map { urls in
            { onCompletion(.success(urls)) }
          }
        }, onCancellation: onCancellation))
  }

  /// The documents' forms: `files` makes the files when the folder is picked (a document
  /// that fails to write completes the dialog with its error).
  private func exporting(
    _ isPresented: Binding<Bool>, types: [UTType], onCancellation: @escaping () -> Void,
    files: @escaping () throws -> [(FileWrapper, UTType)], defaultName: String?,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View {
    modifier(
      _FileDialogModifier(
        isPresented: isPresented, kind: .exporter,
        summary: types.map(\.identifier).joined(separator: ", "),
        answer: FileDialogWork.inFolder("an exporter") { folder in
          let made: [(FileWrapper, UTType)]
          do {
            made = try files()
          } catch {
            return .success({ onCompletion(.failure(error)) })
          }
          guard !made.isEmpty else {
            return .success({ onCompletion(.failure(FileDialogRefusal.nothing("export"))) })
          }
          let named = made.map { ($0.0, $0.1, $0.0.preferredFilename ?? defaultName ?? "Untitled") }
          return FileDialogWork.write(named, into: folder).map { urls in
            { onCompletion(.success(urls)) }
          }
        }, onCancellation: onCancellation))
  }
}

/// Choosing the representation a transferable item is exported to a file through.
enum ItemExport {
  /// The first representation of `item` that exports it as one of `wanted` (its first that
  /// exports it when `wanted` is empty).
  static func entry<T: Transferable>(for item: T, wanted: [UTType]) throws -> _TransferEntry<T> {
    let exporting = T.transferEntries.filter { $0._exports(item) }
    let found =
      wanted.isEmpty
      ? exporting.first
      : exporting.first { entry in wanted.contains(where: entry._contentType.conforms(to:)) }
    guard let found else {
      throw FileDialogRefusal(
        reason: "\(T.self) exports "
          + exporting.map(\._contentType.identifier).joined(separator: ", ")
          + ", none of which is " + wanted.map(\.identifier).joined(separator: " or "))
    }
    return found
  }
}

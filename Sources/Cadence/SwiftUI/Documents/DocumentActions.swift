import Foundation

// Opening documents from a view (`newDocument`, `openDocument`). A host has one window, so
// each request is recorded as an `interaction` event (as `openWindow`'s are), after the new
// document is made or the file is found.

/// The action that opens a new document in a window of the app's document group.
public struct NewDocumentAction: Sendable {
  /// The tree of the views the action is read in (its requests are recorded there).
  let tree: Int?

  /// Opens a window editing the document made by `newDocument` (made now; recorded as
  /// `newDocument <type>`).
  @MainActor
  public func callAsFunction<D: FileDocument>(_ newDocument: @autoclosure @escaping () -> D) {
    _ = newDocument()
    WindowRequest.record("newDocument \(D.self)", in: tree)
  }

  /// Opens a window editing the reference document made by `newDocument`.
  @MainActor
  public func callAsFunction<D: ReferenceFileDocument>(
    _ newDocument: @autoclosure @escaping () -> D
  ) {
    _ = newDocument()
    WindowRequest.record("newDocument \(D.self)", in: tree)
  }

  /// Opens a window editing a new document of `contentType` (recorded as
  /// `newDocument contentType: <identifier>`).
  @MainActor
  public func callAsFunction(contentType: UTType) {
    WindowRequest.record("newDocument contentType: \(contentType.identifier)", in: tree)
  }
}

/// The action that opens the document at a URL in a window of the app's document group.
public struct OpenDocumentAction: Sendable {
  /// The tree of the views the action is read in (its requests are recorded there).
  let tree: Int?

  /// Opens the document at `url` (recorded as `openDocument at: <path>`). Throws
  /// `CocoaError(.fileReadNoSuchFile)` when there is no file there.
  @MainActor
  public func callAsFunction(at url: URL) async throws {
    guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSURLErrorKey: url])
    }
    WindowRequest.record("openDocument at: \(url.path)", in: tree)
  }
}

extension EnvironmentValues {
  /// The action that opens a new document (recorded as an `interaction` event in the views'
  /// host).
  public var newDocument: NewDocumentAction { NewDocumentAction(tree: treeNumber) }

  /// The action that opens a document at a URL (recorded as an `interaction` event).
  public var openDocument: OpenDocumentAction { OpenDocumentAction(tree: treeNumber) }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// `newDocument` and `openDocument` (Apple's documentation of `NewDocumentAction` and
/// `OpenDocumentAction`): a host has one window, so each request is an `interaction` event;
/// opening a document that is not there throws.
@MainActor
@Suite("Document actions")
struct DocumentActionsTests {
  struct Screen: View {
    let missing: URL
    let present: URL
    @Environment(\.newDocument) private var newDocument
    @Environment(\.openDocument) private var openDocument
    @State private var status = "none"
    var body: some View {
      VStack {
        Button("New") { newDocument(TextFile(text: "draft")) }
        Button("New text") { newDocument(contentType: .plainText) }
        Button("Open") {
          Task {
            do {
              try await openDocument(at: present)
              try await openDocument(at: missing)
              status = "opened both"
            } catch {
              status = "failed: \((error as? CocoaError)?.code == .fileReadNoSuchFile)"
            }
          }
        }
        Text(status)
      }
    }
  }

  @Test("new and opened documents are recorded; a missing file is an error")
  func requests() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cadence-document-actions-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let present = folder.appendingPathComponent("notes.txt")
    try Data("notes".utf8).write(to: present)
    let host = ViewHost(
      Screen(missing: folder.appendingPathComponent("gone.txt"), present: present))
    try host.tap("New")
    try host.tap("New text")
    try host.tap("Open")
    for _ in 0..<5 { await Task.yield() }
    await host.idle()
    #expect(host.snapshot().first("failed: true") != nil)
    let messages = host.events.filter { $0.kind == .interaction }.map(\.message)
    #expect(messages.contains("newDocument TextFile"))
    #expect(messages.contains("newDocument contentType: public.plain-text"))
    #expect(messages.contains("openDocument at: \(present.path)"))
  }
}

import CoreTransferable
import Foundation
import Testing

private struct Todo: Codable, Equatable, Transferable {
  var text: String
  var isDone = false
  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .cadenceTestTodo)
    ProxyRepresentation(exporting: \.text)
  }
}

private struct Layer: Equatable, Transferable {
  var bytes: [UInt8]
  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .cadenceTestLayer) {
      Data($0.bytes)
    } importing: {
      Layer(bytes: [UInt8]($0))
    }
    DataRepresentation(exportedContentType: .png) { _ in Data([0x89, 0x50]) }
      .exportingCondition { !$0.bytes.isEmpty }
      .suggestedFileName("layer.png")
  }
}

extension UTType {
  fileprivate static let cadenceTestTodo = UTType(
    exportedAs: "dev.cadence.tests.transfer-todo", conformingTo: .json)
  fileprivate static let cadenceTestLayer = UTType(exportedAs: "dev.cadence.tests.layer")
}

// Core Transferable's rules, from Apple's documentation of `Transferable`,
// `TransferRepresentation` and `ProxyRepresentation`: representations are listed from the
// most preferred; a receiver gets the first whose content type it accepts; a proxy exports
// as every representation of its proxy type.
@Suite struct TransferableTests {
  @Test func contentTypesAreListedInPreferenceOrder() {
    #expect(Todo.exportedContentTypes() == [.cadenceTestTodo, .utf8PlainText])
    #expect(Todo.importedContentTypes() == [.cadenceTestTodo])
    #expect(String.importedContentTypes() == [.utf8PlainText, .plainText])
    #expect(Layer.exportedContentTypes() == [.cadenceTestLayer, .png])
  }

  @Test func aCodableItemRoundTripsThroughJSON() async throws {
    let todo = Todo(text: "Walk", isDone: true)
    let data = try await todo.exported(as: .cadenceTestTodo)
    #expect(String(decoding: data, as: UTF8.self).contains(#""text":"Walk""#))
    #expect(try await Todo(importing: data, contentType: .cadenceTestTodo) == todo)
  }

  @Test func aProxyExportsAsItsProxysRepresentation() async throws {
    let data = try await Todo(text: "Walk").exported(as: .plainText)
    #expect(String(decoding: data, as: UTF8.self) == "Walk")
    // The first representation conforming to the type asked for: JSON conforms to text, so
    // asking for text gets the Codable representation first.
    let asText = try await Todo(text: "Walk").exported(as: .text)
    #expect(String(decoding: asText, as: UTF8.self).hasPrefix("{"))
  }

  @Test func anExportingConditionPassesTheItemToTheNextRepresentation() async throws {
    #expect(try await Layer(bytes: [1]).exported(as: .png) == Data([0x89, 0x50]))
    await #expect(throws: (any Error).self) { try await Layer(bytes: []).exported(as: .png) }
    let entry = try #require(Layer.transferEntries.last)
    #expect(entry._suggestedFileName(for: Layer(bytes: [1])) == "layer.png")
  }

  @Test func importingDataNoRepresentationTakesSaysWhichTypesAreTaken() async throws {
    do {
      _ = try await Todo(importing: Data("x".utf8), contentType: .png)
      Issue.record("a PNG made a Todo")
    } catch {
      #expect(
        "\(error)"
          == "Todo imports no data of type public.png; it imports dev.cadence.tests.transfer-todo")
    }
  }

  @Test func standardTypesTransferAsApplesDo() async throws {
    #expect(try await "héllo".exported(as: .utf8PlainText) == Data("héllo".utf8))
    #expect(try await String(importing: Data("hi".utf8), contentType: .plainText) == "hi")
    let url = URL(string: "https://example.com/a")!
    #expect(try await url.exported(as: nil) == Data("https://example.com/a".utf8))
    #expect(URL.exportedContentTypes() == [.fileURL, .url])
    #expect(try await Data([1, 2]).exported(as: .data) == Data([1, 2]))
    #expect(
      try await AttributedString(importing: Data("a".utf8), contentType: .utf8PlainText)
        == AttributedString("a"))
  }

  @Test func aFileRepresentationSendsTheFilesContentsAndReceivesACopy() async throws {
    struct Note: Transferable {
      var url: URL
      static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(contentType: .plainText) {
          SentTransferredFile($0.url)
        } importing: {
          received in
          Note(url: received.file)
        }
      }
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cadence-file-representation-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("note.txt")
    try Data("written".utf8).write(to: file)
    let data = try await Note(url: file).exported(as: .plainText)
    #expect(data == Data("written".utf8))
    let received = try await Note(importing: data, contentType: .plainText)
    #expect(received.url != file && received.url.pathExtension == "txt")
    #expect(try Data(contentsOf: received.url) == Data("written".utf8))
    try? FileManager.default.removeItem(at: received.url.deletingLastPathComponent())
  }
}

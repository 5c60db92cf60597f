import Cadence
import CadenceTesting
import Foundation
import Testing

/// `AsyncImage` (SwiftUI's documentation: the content sees `.empty` until the image loads,
/// then `.success(image)`, or `.failure(error)`; a placeholder shows until then).
@MainActor
@Suite("Async image")
struct AsyncImageTests {
  /// A file holding `bytes`, removed by the caller.
  func file(_ name: String, _ bytes: [UInt8]) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("cadence-\(UUID().uuidString)-\(name)")
    try Data(bytes).write(to: url)
    return url
  }

  struct Phases: View {
    let url: URL?
    var body: some View {
      AsyncImage(url: url) { phase in
        switch phase {
        case .empty: Text("loading")
        case .success(let image): image.resizable().frame(width: 20, height: 20)
        case .failure(let error): Text("failed: \(error)")
        @unknown default: Text("unknown")
        }
      }
    }
  }

  @Test("a PNG file loads: empty first, then the image")
  func loadsAFile() async throws {
    let url = try file("photo.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0])
    defer { try? FileManager.default.removeItem(at: url) }
    let host = ViewHost(Phases(url: url))
    #expect(host.snapshot().first("loading") != nil)
    await host.idle()
    #expect(host.snapshot().first("loading") == nil)
    #expect(host.snapshot().first("Image")?.label?.hasSuffix("photo.png") == true)
  }

  @Test("data that is not an image, or a missing file, fails with an error naming the URL")
  func failures() async throws {
    let url = try file("notes.png", Array("hello".utf8))
    defer { try? FileManager.default.removeItem(at: url) }
    let host = ViewHost(Phases(url: url))
    await host.idle()
    let message = host.snapshot().allNodes.compactMap(\.label).first { $0.hasPrefix("failed") }
    #expect(message?.contains("is not an image") == true)
    #expect(message?.contains("notes.png") == true)
    let missing = ViewHost(Phases(url: URL(fileURLWithPath: "/nonexistent/cadence.png")))
    await missing.idle()
    #expect(missing.snapshot().allNodes.contains { $0.label?.hasPrefix("failed") == true })
  }

  @Test("no URL stays empty; the plain form shows a placeholder; a data URL loads inline")
  func emptyAndInline() async throws {
    let none = ViewHost(Phases(url: nil))
    await none.idle()
    #expect(none.snapshot().first("loading") != nil)
    let gif = URL(string: "data:image/gif;base64,R0lGODlhAQABAAAAACw=")!
    let host = ViewHost(
      VStack {
        AsyncImage(url: gif) { image in
          image
        } placeholder: {
          Text("wait")
        }
        AsyncImage(url: nil)
      })
    #expect(host.snapshot().first("wait") != nil)
    #expect(host.snapshot().first("AsyncImage placeholder") != nil)
    await host.idle()
    #expect(host.snapshot().first("wait") == nil)
    #expect(host.snapshot().first("Image") != nil)
  }
}

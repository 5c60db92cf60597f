import CoreTransferable
import Foundation
import Testing

// Foundation's item provider as Apple documents it: representations in registration order,
// `hasItemConformingToTypeIdentifier` by conformance, objects loaded through the classes'
// readable types, transferable items registered and loaded through their representations.
@Suite struct NSItemProviderTests {
  /// The result of a load, awaited.
  private func loaded<T: Sendable>(
    _ start: (@escaping @Sendable (T) -> Void) -> Void
  ) async -> T {
    await withCheckedContinuation { continuation in start { continuation.resume(returning: $0) } }
  }

  @Test func aStringProviderOffersPlainTextAndLoadsAsAString() async throws {
    let provider = NSItemProvider(object: "héllo" as NSString)
    #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text", "public.plain-text"])
    #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
    #expect(!provider.hasItemConformingToTypeIdentifier("public.image"))
    #expect(provider.canLoadObject(ofClass: String.self))
    #expect(!provider.canLoadObject(ofClass: URL.self))
    let text: String? = await loaded { done in
      _ = provider.loadObject(ofClass: String.self) { text, _ in done(text) }
    }
    #expect(text == "héllo")
  }

  @Test func dataIsLoadedForTheFirstConformingRepresentation() async throws {
    let provider = NSItemProvider()
    provider.registerDataRepresentation(for: .png) { done in
      done(Data([1]), nil)
      return nil
    }
    provider.registerDataRepresentation(for: .jpeg) { done in
      done(Data([2]), nil)
      return nil
    }
    #expect(provider.registeredContentTypes(conformingTo: .image) == [.png, .jpeg])
    let image: Data? = await loaded { done in
      _ = provider.loadDataRepresentation(for: .image) { data, _ in done(data) }
    }
    #expect(image == Data([1]))
    let jpeg: Data? = await loaded { done in
      _ = provider.loadDataRepresentation(forTypeIdentifier: "public.jpeg") { data, _ in
        done(data)
      }
    }
    #expect(jpeg == Data([2]))
  }

  @Test func loadingATypeNotRegisteredFailsNamingWhatIs() async throws {
    let provider = NSItemProvider(object: "x" as NSString)
    let message: String = await loaded { done in
      _ = provider.loadDataRepresentation(for: .png) { data, error in
        done(data == nil ? "\(error.map { "\($0)" } ?? "no error")" : "data")
      }
    }
    #expect(
      message
        == "NSItemProvider (public.utf8-plain-text, public.plain-text) has no representation "
        + "conforming to public.png")
  }

  @Test func aTransferableRegisteredLoadsAsATransferable() async throws {
    let provider = NSItemProvider()
    provider.register(URL(string: "https://example.com/x")!)
    #expect(provider.registeredContentTypes == [.fileURL, .url])
    #expect(provider.canLoadTransferable(type: URL.self))
    #expect(!provider.canLoadTransferable(type: String.self))
    let url: URL? = await loaded { done in
      _ = provider.loadTransferable(type: URL.self) { result in done(try? result.get()) }
    }
    #expect(url == URL(string: "https://example.com/x"))
  }

  @Test func aFileProviderNamesItsTypeByExtension() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("cadence-provider-\(UUID().uuidString).json")
    try Data("{}".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let provider = try #require(NSItemProvider(contentsOf: file))
    #expect(provider.registeredContentTypes == [.json])
    #expect(provider.suggestedName == file.deletingPathExtension().lastPathComponent)
    #expect(NSItemProvider(contentsOf: file.appendingPathExtension("missing")) == nil)
  }
}

import Combine
import Foundation

/// An item offered to another place (a drop destination, a paste, a share) as data of one
/// or more types, loaded on request: Foundation's item provider, which Linux's Foundation
/// lacks, with the uniform type identifiers and transferable items it takes on Apple
/// platforms.
///
/// Representations are kept in the order they were registered, the preferred first. Loads
/// run as tasks off the main actor and report through their completion handlers, as Apple's
/// do on a background queue; each returns a `Progress` that completes with the load.
open class NSItemProvider: NSObject, @unchecked Sendable {
  /// One registered representation: its type, who may load it, and its loader.
  package struct Representation: Sendable {
    package let contentType: UTType
    let visibility: NSItemProviderRepresentationVisibility
    package let load: @Sendable () async throws -> Data
  }

  private let lock = NSLock()
  private var representations: [Representation] = []
  private var name: String?

  /// An empty provider: register representations before offering it.
  public override init() {
    super.init()
  }

  /// A provider of `object`'s representations (a string, a URL).
  public convenience init(object: any NSItemProviderWriting) {
    self.init()
    registerObject(object, visibility: .all)
  }

  /// A provider of `item` (data, a string or a URL) as `typeIdentifier`.
  public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
    self.init()
    guard let item, let typeIdentifier else { return }
    let data: Data?
    switch item {
    case let bytes as NSData: data = Data(referencing: bytes)
    case let text as NSString: data = Data(String(text).utf8)
    case let url as NSURL: data = (url.absoluteString as String?).map { Data($0.utf8) }
    default: data = nil
    }
    guard let data else { return }
    register(UTType(typeIdentifier) ?? UTType(importedAs: typeIdentifier), .all) { data }
  }

  /// A provider of the file at `fileURL`, as the type its extension names; nil when the file
  /// cannot be read.
  public convenience init?(contentsOf fileURL: URL) {
    guard FileManager.default.isReadableFile(atPath: fileURL.path) else { return nil }
    self.init()
    let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
    name = fileURL.deletingPathExtension().lastPathComponent
    register(type, .all) { try Data(contentsOf: fileURL) }
  }

  /// The name suggested for the item (a file name without its extension), if any.
  open var suggestedName: String? {
    get { lock.withLock { name } }
    set { lock.withLock { name = newValue } }
  }

  /// The identifiers of the types registered, the preferred first.
  open var registeredTypeIdentifiers: [String] {
    registered.map(\.contentType.identifier)
  }

  /// Whether a registered type conforms to the type `typeIdentifier` names.
  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    guard let wanted = UTType(typeIdentifier) else {
      return registered.contains { $0.contentType.identifier == typeIdentifier }
    }
    return registered.contains { $0.contentType.conforms(to: wanted) }
  }

  /// Registers data of `typeIdentifier`, made by `loadHandler` when loaded.
  open func registerDataRepresentation(
    forTypeIdentifier typeIdentifier: String,
    visibility: NSItemProviderRepresentationVisibility,
    loadHandler:
      @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) ->
      Progress?
  ) {
    let type = UTType(typeIdentifier) ?? UTType(importedAs: typeIdentifier)
    register(type, visibility) {
      try await withCheckedThrowingContinuation { continuation in
        _ = loadHandler { data, error in
          if let data {
            continuation.resume(returning: data)
          } else {
            continuation.resume(throwing: error ?? ItemProviderFailure.noData(type.identifier))
          }
        }
      }
    }
  }

  /// Loads the data of the first registered type conforming to `typeIdentifier`.
  @discardableResult
  open func loadDataRepresentation(
    forTypeIdentifier typeIdentifier: String,
    completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress {
    let wanted = UTType(typeIdentifier) ?? UTType(importedAs: typeIdentifier)
    return load(conformingTo: wanted) { result in
      switch result {
      case .success(let data): completionHandler(data, nil)
      case .failure(let error): completionHandler(nil, error)
      }
    }
  }

  /// Loads the item as `typeIdentifier`: its data (as `NSData`).
  open func loadItem(
    forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
    completionHandler: (@Sendable ((any NSSecureCoding)?, (any Error)?) -> Void)? = nil
  ) {
    loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
      completionHandler?(data.map { NSData(data: $0) }, error)
    }
  }

  /// Registers `object`'s representations.
  open func registerObject(
    _ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility
  ) {
    let writer = SendableWriter(object: object)
    for identifier in type(of: object).writableTypeIdentifiersForItemProvider {
      let type = UTType(identifier) ?? UTType(importedAs: identifier)
      register(type, visibility) { try await writer.data(as: identifier) }
    }
  }

  /// Whether a registered type is one `aClass` reads.
  open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
    !readable(by: aClass).isEmpty
  }

  /// Loads the item as an object of `aClass`, from the first registered type it reads.
  @discardableResult
  open func loadObject(
    ofClass aClass: any NSItemProviderReading.Type,
    completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
  ) -> Progress {
    guard let type = readable(by: aClass).first else {
      completionHandler(nil, ItemProviderFailure.unreadable(String(describing: aClass), self))
      return Self.finished()
    }
    let reader = ReaderClass(type: aClass)
    return load(conformingTo: type) { result in
      do {
        let data = try result.get()
        completionHandler(
          try reader.type.object(withItemProviderData: data, typeIdentifier: type.identifier), nil
        )
      } catch {
        completionHandler(nil, error)
      }
    }
  }

  /// The registered representations, the preferred first.
  package var registered: [Representation] { lock.withLock { representations } }

  /// Adds a representation of `type`.
  package func register(
    _ type: UTType, _ visibility: NSItemProviderRepresentationVisibility,
    load: @escaping @Sendable () async throws -> Data
  ) {
    lock.withLock {
      representations.append(
        Representation(contentType: type, visibility: visibility, load: load))
    }
  }

  /// Loads the first representation conforming to `wanted` that loads (one that fails, a
  /// transferable's that its exporting condition refuses, passes to the next), reporting to
  /// `completion` from a task off the main actor.
  func load(
    conformingTo wanted: UTType, completion: @escaping @Sendable (Result<Data, any Error>) -> Void
  ) -> Progress {
    let candidates = registered.filter { $0.contentType.conforms(to: wanted) }
    guard !candidates.isEmpty else {
      completion(.failure(ItemProviderFailure.noRepresentation(wanted.identifier, self)))
      return Self.finished()
    }
    return firstSuccess(of: candidates, { try await $0.load() }, completion: completion)
  }

  /// Tries `attempt` on each of `candidates` in turn, off the main actor (counted until its
  /// results reach the main actor), and reports the first success or else the last failure.
  func firstSuccess<T: Sendable>(
    of candidates: [Representation],
    _ attempt: @escaping @Sendable (Representation) async throws -> T,
    completion: @escaping @Sendable (Result<T, any Error>) -> Void
  ) -> Progress {
    let progress = Progress(totalUnitCount: 1)
    MainQueueMarker.runInBackground {
      var failure: any Error = ItemProviderFailure(description: "no representation was tried")
      for candidate in candidates {
        do {
          let result = try await attempt(candidate)
          progress.completedUnitCount = 1
          completion(.success(result))
          return
        } catch {
          failure = error
        }
      }
      progress.completedUnitCount = 1
      completion(.failure(failure))
    }
    return progress
  }

  /// The registered types `aClass` reads, the preferred first.
  private func readable(by aClass: any NSItemProviderReading.Type) -> [UTType] {
    let readable = aClass.readableTypeIdentifiersForItemProvider.compactMap(UTType.init)
    return registered.map(\.contentType).filter { type in
      readable.contains(where: type.conforms(to:))
    }
  }

  /// A progress already complete.
  static func finished() -> Progress {
    let progress = Progress(totalUnitCount: 1)
    progress.completedUnitCount = 1
    return progress
  }

  /// The registered types, for messages.
  open override var description: String {
    "NSItemProvider (" + registeredTypeIdentifiers.joined(separator: ", ") + ")"
  }
}

/// Who may load a representation of an item provider.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
  /// Any process.
  case all = 0
  /// Apps of the same development team.
  case team = 1
  /// Apps of the same app group.
  case group = 2
  /// This process only.
  case ownProcess = 3
}

/// An object's writer, carried into a provider's loads (the object is read, never changed).
private struct SendableWriter: @unchecked Sendable {
  let object: any NSItemProviderWriting

  func data(as identifier: String) async throws -> Data {
    try await withCheckedThrowingContinuation { continuation in
      _ = object.loadData(withTypeIdentifier: identifier) { data, error in
        if let data {
          continuation.resume(returning: data)
        } else {
          continuation.resume(throwing: error ?? ItemProviderFailure.noData(identifier))
        }
      }
    }
  }
}

/// A reading class, carried into a provider's load (a class is never changed by reading).
struct ReaderClass<Reader>: @unchecked Sendable {
  let type: Reader
}

/// Why a provider's load failed.
struct ItemProviderFailure: Error, CustomStringConvertible {
  let description: String

  static func noRepresentation(_ type: String, _ provider: NSItemProvider) -> Self {
    ItemProviderFailure(description: "\(provider) has no representation conforming to \(type)")
  }

  static func unreadable(_ reader: String, _ provider: NSItemProvider) -> Self {
    ItemProviderFailure(description: "\(provider) has no representation \(reader) reads")
  }

  static func noData(_ type: String) -> Self {
    ItemProviderFailure(description: "the \(type) load handler gave neither data nor an error")
  }
}

import Foundation

/// What the type system knows of one type: its supertypes, its tags and its description.
struct TypeRecord: Sendable {
  /// How the type came to be known.
  enum Origin: Sendable {
    /// Declared by the system (the table in `SystemTypes.swift`).
    case system
    /// Declared by the program: exported (`UTType(exportedAs:)`) or imported
    /// (`UTType(importedAs:)`).
    case program
    /// Made for a tag that no declared type has (`UTType(filenameExtension: "xyz")`).
    case dynamic
  }

  /// The type's identifier (`public.plain-text`).
  let identifier: String
  /// The identifiers of the types it conforms to directly.
  let parents: [String]
  /// Its tags, the preferred tag of each class first.
  let tags: [UTTagClass: [String]]
  /// A description for a person (`plain text`).
  let description: String?
  /// How it came to be known.
  let origin: Origin
}

/// The types known to this process: the system's, and those the program declared or met
/// by tag, looked up by identifier and by tag.
final class TypeRegistry: @unchecked Sendable {
  /// The process's registry.
  static let shared = TypeRegistry()

  private let lock = NSLock()
  private var records: [String: TypeRecord] = [:]
  /// Identifiers of declared types by tag class and lowercased tag, in declaration order.
  private var byTag: [UTTagClass: [String: [String]]] = [:]

  private init() {
    for record in SystemTypes.records { insert(record) }
  }

  /// The record of `identifier`, if the type is known.
  func record(_ identifier: String) -> TypeRecord? {
    lock.withLock { records[identifier] }
  }

  /// The declared types that carry `tag` in `tagClass`, in declaration order.
  func identifiers(tag: String, tagClass: UTTagClass) -> [String] {
    lock.withLock { byTag[tagClass]?[tag.lowercased()] ?? [] }
  }

  /// Records a type the program declares; a type already known keeps what it had (the
  /// first declaration wins, as a second entry in an Info.plist does not replace the first).
  func declare(_ identifier: String, parents: [String]) {
    lock.withLock {
      guard records[identifier] == nil else { return }
      insertLocked(
        TypeRecord(
          identifier: identifier, parents: parents, tags: [:], description: nil,
          origin: .program))
    }
  }

  /// Records a dynamic type made for a tag, returning its identifier.
  func dynamic(tag: String, tagClass: UTTagClass, parent: String?) -> String {
    let identifier = DynamicIdentifier.make(tag: tag, tagClass: tagClass, parent: parent)
    lock.withLock {
      if records[identifier] == nil {
        records[identifier] = TypeRecord(
          identifier: identifier, parents: parent.map { [$0] } ?? [],
          tags: [tagClass: [tag]], description: nil, origin: .dynamic)
      }
    }
    return identifier
  }

  /// Whether `identifier`'s type conforms to `other`'s: it is the same type, or one of its
  /// supertypes is, transitively.
  func conforms(_ identifier: String, to other: String) -> Bool {
    if identifier == other { return true }
    return lock.withLock {
      var seen: Set<String> = [identifier]
      var pending = [identifier]
      while let next = pending.popLast() {
        for parent in records[next]?.parents ?? [] where seen.insert(parent).inserted {
          if parent == other { return true }
          pending.append(parent)
        }
      }
      return false
    }
  }

  /// Every supertype of `identifier`'s type, transitively, itself left out, the nearest
  /// first (breadth first, parents in their declared order).
  func supertypes(of identifier: String) -> [String] {
    lock.withLock {
      var seen: Set<String> = [identifier]
      var found: [String] = []
      var next = 0
      var current = identifier
      while true {
        for parent in records[current]?.parents ?? [] where seen.insert(parent).inserted {
          found.append(parent)
        }
        guard next < found.count else { return found }
        current = found[next]
        next += 1
      }
    }
  }

  private func insert(_ record: TypeRecord) {
    lock.withLock { insertLocked(record) }
  }

  private func insertLocked(_ record: TypeRecord) {
    records[record.identifier] = record
    for (tagClass, tags) in record.tags {
      for tag in tags {
        byTag[tagClass, default: [:]][tag.lowercased(), default: []].append(record.identifier)
      }
    }
  }
}

/// The identifiers of dynamic types: `dyn.` and the tag, its class and the supertype spelled
/// in hexadecimal, so that the same tag always makes the same type.
enum DynamicIdentifier {
  /// The identifier of the dynamic type for `tag` in `tagClass` conforming to `parent`.
  static func make(tag: String, tagClass: UTTagClass, parent: String?) -> String {
    let spec = tagClass.rawValue + "=" + tag.lowercased() + ";" + (parent ?? "")
    return "dyn."
      + spec.utf8.map { byte in
        let hex = String(byte, radix: 16)
        return hex.count == 1 ? "0" + hex : hex
      }.joined()
  }
}

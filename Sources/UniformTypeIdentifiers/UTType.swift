import Foundation

/// A type of data: a file format, a pasteboard flavour, a kind of dragged item, named by a
/// reverse-DNS identifier (`public.png`) and placed in a hierarchy of supertypes
/// (`public.png` conforms to `public.image`, which conforms to `public.data`).
///
/// Apple's Uniform Type Identifiers framework is not on Linux; this is its `UTType` with the
/// same names and rules: the system's types with their file name extensions and MIME types,
/// types a program exports or imports, and dynamic types made for tags no declared type has.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible,
  CustomDebugStringConvertible
{
  /// The type's identifier (`public.plain-text`, `com.example.todo`, `dyn.…`).
  public let identifier: String

  /// A type known by its identifier: declared by the system or by the program, or dynamic.
  /// Returns nil for an identifier no type has been declared with.
  public init?(_ identifier: String) {
    guard TypeRegistry.shared.record(identifier) != nil else { return nil }
    self.identifier = identifier
  }

  /// A type the program declares and owns (an exported type in Apple's Info.plist): known
  /// from now on by its identifier, conforming to `parentType` (none given: `public.data`,
  /// as Apple's exported types do by default).
  public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.init(declared: identifier, parent: parentType)
  }

  /// A type the program uses but another owns (an imported type in Apple's Info.plist): known
  /// from now on by its identifier, conforming to `parentType` (none given: `public.data`).
  public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.init(declared: identifier, parent: parentType)
  }

  /// The type that `tag` names in `tagClass`, among those conforming to `supertype`: the
  /// first declared type carrying the tag, or else a dynamic type for it. Nil for an empty tag.
  public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
    guard !tag.isEmpty else { return nil }
    let registry = TypeRegistry.shared
    if let declared = registry.identifiers(tag: tag, tagClass: tagClass).first(where: {
      supertype == nil || registry.conforms($0, to: supertype!.identifier)
    }) {
      self.identifier = declared
    } else {
      self.identifier = registry.dynamic(
        tag: tag, tagClass: tagClass, parent: supertype?.identifier)
    }
  }

  /// The type of files named with `filenameExtension` (without its dot), among those
  /// conforming to `supertype`: `UTType(filenameExtension: "png")` is `.png`.
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
    self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
  }

  /// The type of data of `mimeType`, among those conforming to `supertype`:
  /// `UTType(mimeType: "application/json")` is `.json`.
  public init?(mimeType: String, conformingTo supertype: UTType = .data) {
    self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
  }

  /// The types that `tag` names in `tagClass` and that conform to `supertype`, declared ones
  /// first; a dynamic type when no declared one does.
  public static func types(
    tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?
  ) -> [UTType] {
    guard !tag.isEmpty else { return [] }
    let registry = TypeRegistry.shared
    let declared = registry.identifiers(tag: tag, tagClass: tagClass)
      .filter { supertype == nil || registry.conforms($0, to: supertype!.identifier) }
      .map(UTType.init(known:))
    if !declared.isEmpty { return declared }
    return UTType(tag: tag, tagClass: tagClass, conformingTo: supertype).map { [$0] } ?? []
  }

  /// A system type from the table (`UTType+SystemTypes.swift`).
  init(system identifier: String) {
    assert(TypeRegistry.shared.record(identifier) != nil, "\(identifier) is not in the table")
    self.identifier = identifier
  }

  /// A type already in the registry.
  init(known identifier: String) {
    self.identifier = identifier
  }

  private init(declared identifier: String, parent: UTType?) {
    TypeRegistry.shared.declare(identifier, parents: [(parent ?? .data).identifier])
    self.identifier = identifier
  }

  private var record: TypeRecord? { TypeRegistry.shared.record(identifier) }

  /// The file name extension files of this type are given (`png`), if it has one.
  public var preferredFilenameExtension: String? {
    record?.tags[.filenameExtension]?.first
  }

  /// The MIME type data of this type is sent as (`image/png`), if it has one.
  public var preferredMIMEType: String? { record?.tags[.mimeType]?.first }

  /// Every tag of the type, by class.
  public var tags: [UTTagClass: [String]] { record?.tags ?? [:] }

  /// A description of the type for a person (`PNG image`), if it has one.
  public var localizedDescription: String? { record?.description }

  /// Whether the type was made for a tag no declared type has (its identifier starts with
  /// `dyn.`).
  public var isDynamic: Bool { record?.origin == .dynamic }

  /// Whether the type is declared, by the system or by the program.
  public var isDeclared: Bool {
    guard let origin = record?.origin else { return false }
    return origin != .dynamic
  }

  /// Whether the type is one of the public types (its identifier starts with `public.`).
  public var isPublic: Bool { identifier.hasPrefix("public.") }

  /// Whether the system declares the type.
  public var isSystemDeclared: Bool { record?.origin == .system }

  /// The types this type conforms to, directly or through others, itself left out.
  public var supertypes: Set<UTType> {
    Set(TypeRegistry.shared.supertypes(of: identifier).map(UTType.init(known:)))
  }

  /// The file name extension of the type, or else of its nearest supertype that has one
  /// (`public.utf8-plain-text` files are named `.txt`): what a file written as this type is
  /// named with.
  package var inheritedFilenameExtension: String? {
    if let own = preferredFilenameExtension { return own }
    for identifier in TypeRegistry.shared.supertypes(of: identifier) {
      if let ext = UTType(known: identifier).preferredFilenameExtension { return ext }
    }
    return nil
  }

  /// Whether this type is `type` or conforms to it through its supertypes:
  /// `UTType.png.conforms(to: .image)` is true, `UTType.image.conforms(to: .png)` false.
  public func conforms(to type: UTType) -> Bool {
    TypeRegistry.shared.conforms(identifier, to: type.identifier)
  }

  /// Whether `type` conforms to this type and is not it.
  public func isSupertype(of type: UTType) -> Bool {
    self != type && type.conforms(to: self)
  }

  /// Whether this type conforms to `type` and is not it.
  public func isSubtype(of type: UTType) -> Bool {
    self != type && conforms(to: type)
  }

  /// The identifier.
  public var description: String { identifier }

  /// The identifier with the type's description.
  public var debugDescription: String {
    identifier + (localizedDescription.map { " (\($0))" } ?? "")
  }

  /// Decodes a type from its identifier; an identifier not declared in this process is
  /// taken as an imported type conforming to `public.data`.
  public init(from decoder: any Decoder) throws {
    let identifier = try decoder.singleValueContainer().decode(String.self)
    guard !identifier.isEmpty else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "a type identifier is empty"))
    }
    if TypeRegistry.shared.record(identifier) == nil {
      TypeRegistry.shared.declare(identifier, parents: [UTType.data.identifier])
    }
    self.identifier = identifier
  }

  /// Encodes the type as its identifier.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(identifier)
  }
}

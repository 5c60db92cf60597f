/// A class of tags that name a type outside the type system: file name extensions and MIME
/// types.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable,
  CustomStringConvertible
{
  /// The tag class's identifier.
  public let rawValue: String

  /// A tag class of the given identifier.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The tag class of file name extensions (`txt`, `png`), written without the dot.
  public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")

  /// The tag class of MIME types (`text/plain`, `image/png`).
  public static let mimeType = UTTagClass(rawValue: "public.mime-type")

  /// The tag class's identifier.
  public var description: String { rawValue }
}

import Foundation

/// `--format text|json`: what a listing command prints, for people or for tools.
enum ListingFormat: String {
  case text, json

  /// The format a `--format` value names (text when there is none).
  init(_ value: String?) throws {
    guard let value else {
      self = .text
      return
    }
    guard let format = ListingFormat(rawValue: value) else {
      throw DemoError(
        "--format is text or json, not '\(value)'"
          + Suggestion.didYouMean(value, among: ["text", "json"]))
    }
    self = format
  }
}

/// One JSON document, keys sorted and indented, ending in a line break: what `--format json`
/// prints.
enum JSONOutput {
  static func document(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
  }
}

import Foundation

// The standard types Apple's Core Transferable makes transferable, with the content types
// it gives them.

extension String: Transferable {
  /// Text: exported as UTF-8 plain text, imported from any plain text (UTF-8).
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .utf8PlainText) {
      Data($0.utf8)
    } importing: { data in
      try decodedText(data)
    }
    DataRepresentation(importedContentType: .plainText) { data in try decodedText(data) }
  }

  private static func decodedText(_ data: Data) throws -> String {
    guard let text = String(data: data, encoding: .utf8) else {
      throw TransferFailure(
        description: "\(data.count) bytes of plain text are not UTF-8: no String is made")
    }
    return text
  }
}

extension Data: Transferable {
  /// The bytes themselves, as `public.data`.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .data) {
      $0
    } importing: {
      $0
    }
  }
}

extension URL: Transferable {
  /// The address, as `public.url` (a file URL also as `public.file-url`).
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .fileURL) {
      Data($0.absoluteString.utf8)
    } importing: {
      data in
      try address(data)
    }
    .exportingCondition { $0.isFileURL }
    DataRepresentation(contentType: .url) {
      Data($0.absoluteString.utf8)
    } importing: { data in
      try address(data)
    }
  }

  private static func address(_ data: Data) throws -> URL {
    guard let text = String(data: data, encoding: .utf8), let url = URL(string: text) else {
      throw TransferFailure(
        description: "\(data.count) bytes of URL data are not a URL: no URL is made")
    }
    return url
  }
}

extension AttributedString: Transferable {
  /// The characters, through `String`'s representations (attributes are not carried).
  public static var transferRepresentation: some TransferRepresentation {
    ProxyRepresentation {
      String($0.characters)
    } importing: {
      AttributedString($0)
    }
  }
}

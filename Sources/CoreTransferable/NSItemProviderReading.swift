import Foundation

/// A class whose objects an item provider can offer: the types it writes and how.
public protocol NSItemProviderWriting: NSObjectProtocol {
  /// The identifiers of the types the class writes, the preferred first.
  static var writableTypeIdentifiersForItemProvider: [String] { get }
  /// Writes the object as data of `typeIdentifier`, reporting to `completionHandler`.
  func loadData(
    withTypeIdentifier typeIdentifier: String,
    forItemProviderCompletionHandler completionHandler:
      @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress?
}

/// A class whose objects an item provider can load: the types it reads and how.
public protocol NSItemProviderReading: NSObjectProtocol {
  /// The identifiers of the types the class reads, the preferred first.
  static var readableTypeIdentifiersForItemProvider: [String] { get }
  /// An object read from data of `typeIdentifier`.
  static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
  /// Text, as UTF-8 plain text.
  public static var writableTypeIdentifiersForItemProvider: [String] {
    [UTType.utf8PlainText.identifier, UTType.plainText.identifier]
  }

  /// Any plain text (UTF-8).
  public static var readableTypeIdentifiersForItemProvider: [String] {
    [UTType.utf8PlainText.identifier, UTType.plainText.identifier]
  }

  /// The string's UTF-8 bytes.
  public func loadData(
    withTypeIdentifier typeIdentifier: String,
    forItemProviderCompletionHandler completionHandler:
      @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress? {
    completionHandler(Data(String(self).utf8), nil)
    return nil
  }

  /// The string the UTF-8 bytes spell; throws for bytes that are not UTF-8.
  public static func object(withItemProviderData data: Data, typeIdentifier: String) throws
    -> Self
  {
    guard let text = String(data: data, encoding: .utf8), let made = NSString(string: text) as? Self
    else {
      throw ItemProviderFailure(
        description: "\(data.count) bytes of \(typeIdentifier) are not UTF-8 text")
    }
    return made
  }
}

extension NSURL: NSItemProviderWriting, NSItemProviderReading {
  /// A URL, as `public.url` (its text).
  public static var writableTypeIdentifiersForItemProvider: [String] {
    [UTType.url.identifier]
  }

  /// A URL, from `public.url` or `public.file-url` data.
  public static var readableTypeIdentifiersForItemProvider: [String] {
    [UTType.url.identifier]
  }

  /// The URL's text, as UTF-8 bytes.
  public func loadData(
    withTypeIdentifier typeIdentifier: String,
    forItemProviderCompletionHandler completionHandler:
      @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress? {
    completionHandler((absoluteString as String?).map { Data($0.utf8) }, nil)
    return nil
  }

  /// The URL the UTF-8 text spells; throws for data that is not one.
  public static func object(withItemProviderData data: Data, typeIdentifier: String) throws
    -> Self
  {
    guard let text = String(data: data, encoding: .utf8), let url = NSURL(string: text),
      let made = url as? Self
    else {
      throw ItemProviderFailure(description: "\(data.count) bytes of \(typeIdentifier) are no URL")
    }
    return made
  }
}

extension NSItemProvider {
  /// A provider of `object` (a `String`, a `URL`) through its Foundation class.
  public convenience init<T: _ObjectiveCBridgeable>(object: T)
  where T._ObjectiveCType: NSItemProviderWriting {
    self.init(object: object._bridgeToObjectiveC())
  }

  /// Whether the item loads as `T` (a `String`, a `URL`).
  public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type) -> Bool
  where T._ObjectiveCType: NSItemProviderReading {
    canLoadObject(ofClass: T._ObjectiveCType.self)
  }

  /// Loads the item as `T` (a `String`, a `URL`).
  @discardableResult
  public func loadObject<T: _ObjectiveCBridgeable>(
    ofClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void
  ) -> Progress where T._ObjectiveCType: NSItemProviderReading {
    let deliver = ObjectDelivery { (object: (any NSItemProviderReading)?, error) in
      var result: T?
      if let object = object as? T._ObjectiveCType {
        T._forceBridgeFromObjectiveC(object, result: &result)
      }
      completionHandler(result, error)
    }
    return loadObject(ofClass: T._ObjectiveCType.self as any NSItemProviderReading.Type) {
      object, error in deliver.deliver(object, error)
    }
  }
}

/// Hands a loaded Foundation object to a completion handler as its Swift value (an
/// `NSString` as a `String`); unchecked: it only bridges and calls a `@Sendable` handler.
private struct ObjectDelivery: @unchecked Sendable {
  let deliver: ((any NSItemProviderReading)?, (any Error)?) -> Void
}

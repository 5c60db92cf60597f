import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The phases of an asynchronous image load.
public enum AsyncImagePhase: Sendable {
  /// Not loaded yet (or no URL).
  case empty
  /// Loaded: the image.
  case success(Image)
  /// Failed: why.
  case failure(any Error)

  /// The loaded image, if any.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// The error of a failed load, if any.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// A view that loads and shows an image from a URL: its content is given the phase of the
/// load (`.empty` until the data arrives, then `.success` with the image, or `.failure`).
///
/// Headless, an image has no pixels: the data is loaded (a `file:` or `data:` URL from disk
/// or inline, `http(s):` with `URLSession`) and checked to be an image (PNG, JPEG, GIF, WebP,
/// HEIC, BMP, TIFF or SVG by its first bytes); the image is named after the URL's last path
/// component. A new URL starts a new load; the phase changes in `transaction`.
public struct AsyncImage<Content: View>: View {
  let url: URL?
  let scale: CGFloat
  let transaction: Transaction
  let content: (AsyncImagePhase) -> Content
  @State private var loaded: (url: URL?, phase: AsyncImagePhase) = (nil, .empty)

  /// Loads `url` and shows it, or a grey placeholder until it is loaded.
  public init(url: URL?, scale: CGFloat = 1) where Content == AnyView {
    self.url = url
    self.scale = scale
    transaction = Transaction()
    content = { phase in
      phase.image.map { AnyView($0) }
        ?? AnyView(Color.gray.opacity(0.3).accessibilityIdentifier("AsyncImage placeholder"))
    }
  }

  /// Loads `url` and shows `content` of the image, or `placeholder` until it is loaded (or
  /// when it fails).
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.init(url: url, scale: scale, transaction: Transaction()) { phase in
      if let image = phase.image {
        content(image)
      } else {
        placeholder()
      }
    }
  }

  /// Loads `url` and shows `content` of each phase of the load, changed in `transaction`.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.scale = scale
    self.transaction = transaction
    self.content = content
  }

  public var body: some View {
    let phase = loaded.url == url ? loaded.phase : .empty
    let state = $loaded
    let transaction = transaction
    let scale = scale
    content(phase)
      .recorded("asyncImage", url?.absoluteString ?? "nil")
      .task(id: url) {
        guard let url else { return }
        let result: AsyncImagePhase
        do {
          result = .success(try await AsyncImageLoader.load(url, scale: scale))
        } catch {
          result = .failure(error)
        }
        guard !Task.isCancelled else { return }
        withTransaction(transaction) { state.wrappedValue = (url, result) }
      }
  }
}

/// Loads the data of an image URL and checks it is an image.
enum AsyncImageLoader {
  /// Why a load failed.
  struct LoadError: Error, CustomStringConvertible {
    let description: String
  }

  /// Loads the image at `url`, shown at `scale` pixels a point.
  static func load(_ url: URL, scale: CGFloat = 1) async throws -> Image {
    let data: Data
    switch url.scheme?.lowercased() {
    case "file":
      data = try await Task.detached { try Data(contentsOf: url) }.value
    case "data":
      data = try inlineData(of: url)
    case "http", "https":
      data = try await URLSession.shared.data(from: url).0
    default:
      throw LoadError(
        description: "\(url.absoluteString): no way to load a '\(url.scheme ?? "")' URL")
    }
    guard isImage(data) else {
      throw LoadError(
        description: "\(url.absoluteString): the data (\(data.count) bytes) is not an image")
    }
    let name = url.scheme?.lowercased() == "data" ? "data" : url.lastPathComponent
    return Image(name).loaded(pixels: ImagePixelSize.of(data), scale: scale)
  }

  /// The bytes of a `data:` URL (base64 or percent-encoded).
  static func inlineData(of url: URL) throws -> Data {
    let text = url.absoluteString
    guard let comma = text.firstIndex(of: ",") else {
      throw LoadError(description: "a data URL without data")
    }
    let header = text[..<comma]
    let payload = String(text[text.index(after: comma)...])
    if header.hasSuffix(";base64") {
      guard let data = Data(base64Encoded: payload.removingPercentEncoding ?? payload) else {
        throw LoadError(description: "a data URL whose base64 does not decode")
      }
      return data
    }
    return Data((payload.removingPercentEncoding ?? payload).utf8)
  }

  /// Whether `data` starts as an image file does.
  static func isImage(_ data: Data) -> Bool {
    let bytes = [UInt8](data.prefix(16))
    func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
      bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
    }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return true }  // PNG
    if starts([0xFF, 0xD8, 0xFF]) { return true }  // JPEG
    if starts(Array("GIF8".utf8)) { return true }  // GIF
    if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return true }  // WebP
    if starts(Array("ftyp".utf8), at: 4) { return true }  // HEIC, AVIF
    if starts(Array("BM".utf8)) { return true }  // BMP
    if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return true }  // TIFF
    let head = String(decoding: data.prefix(256), as: UTF8.self)
    return head.contains("<svg")
  }
}

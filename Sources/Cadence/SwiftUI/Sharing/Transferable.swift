import Foundation

// The views' transferable values: Core Transferable (a module of its own, below Cadence)
// makes strings, data, URLs and attributed strings transferable; SwiftUI adds images and
// colours.

extension Image: Transferable {
  /// An image, as Cadence's image type (in this process: a headless image has no pixels to
  /// export as PNG, so the data names the image, and a drop in the same process gets the
  /// same image back).
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .cadenceImage) { image in
      await ImageTransferTable.shared.token(for: image)
    } importing: { data in
      try await ImageTransferTable.shared.image(for: data)
    }
  }
}

/// The images exported in this process, by the token their data holds.
actor ImageTransferTable {
  /// The process's table.
  static let shared = ImageTransferTable()
  private var tokens: [Image: Data] = [:]
  private var images: [Data: Image] = [:]

  /// The token of `image`, the same for equal images.
  func token(for image: Image) -> Data {
    if let token = tokens[image] { return token }
    let token = Data("cadence.image.\(tokens.count)".utf8)
    tokens[image] = token
    images[token] = image
    return token
  }

  /// The image `token` names; throws for data no image was exported as in this process.
  func image(for token: Data) throws -> Image {
    guard let image = images[token] else {
      throw ImageTransferError(byteCount: token.count)
    }
    return image
  }
}

/// Data offered as an image that no image of this process was exported as.
struct ImageTransferError: Error, CustomStringConvertible {
  let byteCount: Int
  var description: String {
    "\(byteCount) bytes of image data name no image exported in this process: Cadence's "
      + "images have no pixels, so only an image exported here can be imported"
  }
}

extension Color: Transferable {
  /// A colour, as its sRGB components and opacity resolved in the default environment
  /// (JSON of Cadence's colour type, conforming to `public.data`).
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .cadenceColor) { color in
      let resolved = color.resolve(in: EnvironmentValues())
      return try JSONEncoder().encode([
        resolved.red, resolved.green, resolved.blue, resolved.opacity,
      ])
    } importing: { data in
      let components = try JSONDecoder().decode([Float].self, from: data)
      guard components.count == 4, components.allSatisfy(\.isFinite) else {
        throw ColorTransferError(components: components)
      }
      return Color(
        Color.Resolved(
          red: components[0], green: components[1], blue: components[2],
          opacity: components[3]))
    }
  }
}

/// Colour data that is not four finite components.
struct ColorTransferError: Error, CustomStringConvertible {
  let components: [Float]
  var description: String {
    "colour data has \(components.count) components \(components): four finite numbers "
      + "(red, green, blue, opacity) make a colour"
  }
}

extension UTType {
  /// Cadence's type of an exported image: it names an image of this process.
  static let cadenceImage = UTType(exportedAs: "dev.cadence.image", conformingTo: .image)
  /// Cadence's type of an exported colour: JSON of its components.
  static let cadenceColor = UTType(exportedAs: "dev.cadence.color", conformingTo: .data)
}

/// How a shared item is previewed in the share sheet: a title, an image, an icon (recorded in
/// `share.preview` as the title, then the image and the icon when given).
public struct SharePreview<Image: Transferable, Icon: Transferable> {
  let title: String
  /// How the image and the icon read (an image by its name, another value as it prints).
  let image: String?
  let icon: String?

  /// How the preview reads in a rendering: `Title (image photo.png, icon logo)`.
  var summary: String {
    let parts = [image.map { "image \($0)" }, icon.map { "icon \($0)" }].compactMap { $0 }
    return parts.isEmpty ? title : "\(title) (\(parts.joined(separator: ", ")))"
  }

  /// How a previewed value reads: an image by its name, anything else as it prints.
  static func describe(_ value: some Transferable) -> String {
    if let image = value as? Cadence.Image { return image.name }
    return String(describing: value)
  }
}

extension SharePreview where Image == Never, Icon == Never {
  /// A preview with a title.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(title: titleKey.text, image: nil, icon: nil)
  }
}

extension SharePreview where Icon == Never {
  /// A preview with a title and an image.
  public init(_ titleKey: LocalizedStringKey, image: Image) {
    self.init(title: titleKey.text, image: Self.describe(image), icon: nil)
  }
}

extension SharePreview where Image == Never {
  /// A preview with a title and an icon.
  public init(_ titleKey: LocalizedStringKey, icon: Icon) {
    self.init(title: titleKey.text, image: nil, icon: Self.describe(icon))
  }
}

extension SharePreview {
  /// A preview with a title, an image and an icon.
  public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
    self.init(title: titleKey.text, image: Self.describe(image), icon: Self.describe(icon))
  }
}

/// The label of a share link: "Share" (or its title) with the share symbol.
public struct DefaultShareLinkLabel: View {
  let title: String

  public var body: some View {
    Label(title, systemImage: "square.and.arrow.up")
  }
}

/// A value that can be shared or dragged (Core Transferable's protocol, which Linux lacks):
/// strings, URLs, data, images and attributed strings are.
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension AttributedString: Transferable {}
extension Image: Transferable {}
extension Never: Transferable {}

/// How a shared item is previewed in the share sheet: a title, an image, an icon.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
  let title: String
  let hasImage: Bool
  let hasIcon: Bool
}

extension SharePreview where Image == Never, Icon == Never {
  /// A preview with a title.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(title: titleKey.text, hasImage: false, hasIcon: false)
  }
}

extension SharePreview where Icon == Never {
  /// A preview with a title and an image.
  public init(_ titleKey: LocalizedStringKey, image: Image) {
    self.init(title: titleKey.text, hasImage: true, hasIcon: false)
  }
}

extension SharePreview where Image == Never {
  /// A preview with a title and an icon.
  public init(_ titleKey: LocalizedStringKey, icon: Icon) {
    self.init(title: titleKey.text, hasImage: false, hasIcon: true)
  }
}

extension SharePreview {
  /// A preview with a title, an image and an icon.
  public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
    self.init(title: titleKey.text, hasImage: true, hasIcon: true)
  }
}

/// The label of a share link: "Share" (or its title) with the share symbol.
public struct DefaultShareLinkLabel: View {
  let title: String

  public var body: some View {
    Label(title, systemImage: "square.and.arrow.up")
  }
}

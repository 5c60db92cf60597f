/// A button that shares items through the system's share sheet. Headless there is no sheet:
/// a tap shares, which the link records (`shareCount`), and the link records what it shares
/// (`share.items`, `share.subject`, `share.message`, `share.preview`).
public struct ShareLink<
  Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable,
  Label: View
>: View where Data.Element: Transferable {
  let items: Data
  let subject: Text?
  let message: Text?
  let previews: [String]
  let label: Label
  @State private var shares = 0

  init(
    items: Data, subject: Text?, message: Text?,
    preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?, label: Label
  ) {
    self.items = items
    self.subject = subject
    self.message = message
    previews = preview.map { make in items.map { make($0).summary } } ?? []
    self.label = label
  }

  public var body: some View {
    Button {
      shares += 1
    } label: {
      label
    }
    .modifier(
      _ShareRecord(
        items: items.map { "\($0)" }.joined(separator: ", "), subject: subject?.content,
        message: message?.content, previews: previews, shares: shares))
  }
}

/// Records what a share link shares, and how many times it was tapped.
struct _ShareRecord: RenderModifier {
  static let attributeName = "share"
  let items: String
  let subject: String?
  let message: String?
  let previews: [String]
  let shares: Int

  func apply(to item: inout RenderItem) {
    item.styles["share.items"] = items
    if let subject { item.styles["share.subject"] = subject }
    if let message { item.styles["share.message"] = message }
    if !previews.isEmpty { item.styles["share.preview"] = previews.joined(separator: ", ") }
    if shares > 0 { item.attributes["shareCount"] = Double(shares) }
  }
}

extension ShareLink
where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
  /// Shares a URL, with the default label.
  public init(item: URL, subject: Text? = nil, message: Text? = nil)
  where Data == CollectionOfOne<URL> {
    self.init(
      items: CollectionOfOne(item), subject: subject, message: message, preview: nil,
      label: DefaultShareLinkLabel(title: "Share"))
  }

  /// Shares a string, with the default label.
  public init(item: String, subject: Text? = nil, message: Text? = nil)
  where Data == CollectionOfOne<String> {
    self.init(
      items: CollectionOfOne(item), subject: subject, message: message, preview: nil,
      label: DefaultShareLinkLabel(title: "Share"))
  }

  /// Shares a URL, with a titled label.
  public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
  where Data == CollectionOfOne<URL> {
    self.init(
      items: CollectionOfOne(item), subject: subject, message: message, preview: nil,
      label: DefaultShareLinkLabel(title: titleKey.text))
  }

  /// Shares a string, with a titled label.
  public init(
    _ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil
  ) where Data == CollectionOfOne<String> {
    self.init(
      items: CollectionOfOne(item), subject: subject, message: message, preview: nil,
      label: DefaultShareLinkLabel(title: titleKey.text))
  }

  /// Shares items, with the default label.
  public init(items: Data, subject: Text? = nil, message: Text? = nil) {
    self.init(
      items: items, subject: subject, message: message, preview: nil,
      label: DefaultShareLinkLabel(title: "Share"))
  }

  /// Shares items, with a titled label.
  public init(
    _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil
  ) {
    self.init(
      items: items, subject: subject, message: message, preview: nil,
      label: DefaultShareLinkLabel(title: titleKey.text))
  }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
  /// Shares a URL, with a custom label.
  public init(
    item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) where Data == CollectionOfOne<URL> {
    self.init(
      items: CollectionOfOne(item), subject: subject, message: message, preview: nil,
      label: label())
  }

  /// Shares a string, with a custom label.
  public init(
    item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) where Data == CollectionOfOne<String> {
    self.init(
      items: CollectionOfOne(item), subject: subject, message: message, preview: nil,
      label: label())
  }

  /// Shares items, with a custom label.
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.init(items: items, subject: subject, message: message, preview: nil, label: label())
  }
}

extension ShareLink where Label == DefaultShareLinkLabel {
  /// Shares an item with a preview, with the default label.
  public init<I: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I> {
    self.init(
      items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview },
      label: DefaultShareLinkLabel(title: "Share"))
  }

  /// Shares an item with a preview, with a titled label.
  public init<I: Transferable>(
    _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I> {
    self.init(
      items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview },
      label: DefaultShareLinkLabel(title: titleKey.text))
  }

  /// Shares items with a preview each, with the default label.
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(
      items: items, subject: subject, message: message, preview: preview,
      label: DefaultShareLinkLabel(title: "Share"))
  }

  /// Shares items with a preview each, with a titled label.
  public init(
    _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(
      items: items, subject: subject, message: message, preview: preview,
      label: DefaultShareLinkLabel(title: titleKey.text))
  }
}

extension ShareLink {
  /// Shares an item with a preview, with a custom label.
  public init<I: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
  ) where Data == CollectionOfOne<I> {
    self.init(
      items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview },
      label: label())
  }

  /// Shares items with a preview each, with a custom label.
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(items: items, subject: subject, message: message, preview: preview, label: label())
  }
}

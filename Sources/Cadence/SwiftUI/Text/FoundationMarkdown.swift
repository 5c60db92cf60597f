import Foundation

// What Apple's Foundation has and Linux's lacks, for the Markdown SwiftUI code parses:
// `InlinePresentationIntent`, its attribute (`inlinePresentationIntent`) and
// `AttributedString(markdown:options:baseURL:)`, inline syntax only. The initialiser is
// disfavoured, so a Foundation that gains one is used instead.

/// The inline styles of a run of Markdown: emphasis, strong emphasis, code, strikethrough.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
  public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
  public static let code = InlinePresentationIntent(rawValue: 1 << 2)
  public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
  public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
  public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
  public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
  public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

/// The attribute of a run's inline presentation intent, named as Apple's Foundation names it.
public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
  public typealias Value = InlinePresentationIntent
  public static let name = "NSInlinePresentationIntent"
}

extension AttributeScopes {
  /// The attributes Cadence adds for Markdown: `inlinePresentationIntent`.
  public struct CadenceMarkdownAttributes: AttributeScope {
    /// A run's inline styles.
    public let inlinePresentationIntent: InlinePresentationIntentAttribute
  }

  /// The attributes Cadence adds for Markdown.
  public var cadenceMarkdown: CadenceMarkdownAttributes.Type { CadenceMarkdownAttributes.self }
}

extension AttributeDynamicLookup {
  /// `string.inlinePresentationIntent`, `run.inlinePresentationIntent`.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.CadenceMarkdownAttributes, T>
  ) -> T {
    self[T.self]
  }
}

extension AttributedString {
  /// How `init(markdown:options:baseURL:)` reads its Markdown.
  public struct MarkdownParsingOptions: Hashable, Sendable {
    /// Which syntax is read.
    public enum InterpretedSyntax: Hashable, Sendable {
      /// Blocks and inlines (Cadence reads the inline syntax, and keeps the blocks' text).
      case full
      /// Inline syntax, keeping every space and line break.
      case inlineOnly
      /// Inline syntax, keeping whitespace as written.
      case inlineOnlyPreservingWhitespace
    }

    /// What to do with Markdown that cannot be read.
    public enum FailurePolicy: Hashable, Sendable {
      case throwError
      case returnPartiallyParsedIfPossible
    }

    public var allowsExtendedAttributes: Bool
    public var interpretedSyntax: InterpretedSyntax
    public var failurePolicy: FailurePolicy
    public var languageCode: String?

    public init(
      allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
      failurePolicy: FailurePolicy = .returnPartiallyParsedIfPossible, languageCode: String? = nil
    ) {
      self.allowsExtendedAttributes = allowsExtendedAttributes
      self.interpretedSyntax = interpretedSyntax
      self.failurePolicy = failurePolicy
      self.languageCode = languageCode
    }
  }

  /// An attributed string from Markdown's inline syntax: `**strong**`, `*emphasis*`,
  /// `` `code` ``, `~~strikethrough~~` as `inlinePresentationIntent`, `[text](url)` as `link`
  /// (relative to `baseURL`). Inline syntax never fails to read: what is not markup is text.
  @_disfavoredOverload
  public init(
    markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(),
    baseURL: URL? = nil
  ) throws {
    self.init()
    for span in InlineMarkdown.parse(markdown) {
      var piece = AttributedString(span.text)
      var intent: InlinePresentationIntent = []
      if span.strong { intent.insert(.stronglyEmphasized) }
      if span.emphasis { intent.insert(.emphasized) }
      if span.code { intent.insert(.code) }
      if span.strikethrough { intent.insert(.strikethrough) }
      if !intent.isEmpty { piece[InlinePresentationIntentAttribute.self] = intent }
      if let link = span.link {
        piece.link = baseURL.flatMap { URL(string: link.relativeString, relativeTo: $0) } ?? link
      }
      append(piece)
    }
  }
}

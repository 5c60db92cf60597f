import Foundation

extension Text {
  /// A text of Markdown's spans, each a run styled as SwiftUI draws it: strong bold,
  /// emphasis italic, code monospaced, struck through, links recorded.
  init(markdownSpans spans: [InlineMarkdown.Span]) {
    self.init(runs: spans.map { TextRun(string: $0.text, styling: TextStyling(markdown: $0)) })
  }

  /// Creates a text view that displays an attributed string: its characters, styled by its
  /// inline presentation intents (what `AttributedString(markdown:)` sets) and links.
  /// Disfavoured: Linux's `AttributedString` takes string literals, and a literal is a
  /// `LocalizedStringKey`, as on Apple's systems.
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    var runs: [TextRun] = []
    for run in attributedContent.runs {
      var styling = TextStyling()
      if let intent = run[InlinePresentationIntentAttribute.self] {
        if intent.contains(.stronglyEmphasized) { styling.weight = .bold }
        if intent.contains(.emphasized) { styling.isItalic = true }
        if intent.contains(.code) { styling.isMonospaced = true }
        if intent.contains(.strikethrough) { styling.strikethrough = .single }
      }
      styling.link = run.link
      runs.append(
        TextRun(string: String(attributedContent.characters[run.range]), styling: styling))
    }
    self.init(runs: runs.isEmpty ? [TextRun(string: "", styling: TextStyling())] : runs)
  }
}

extension TextStyling {
  init(markdown span: InlineMarkdown.Span) {
    self.init()
    if span.strong { weight = .bold }
    if span.emphasis { isItalic = true }
    if span.code { isMonospaced = true }
    if span.strikethrough { strikethrough = .single }
    link = span.link
  }
}

extension Text {
  /// Creates a text view that displays a localized string resource, resolved now (a literal
  /// is a `LocalizedStringKey`).
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) {
    self.init(LocalizedStringKey(resource.resolved))
  }

  /// Creates a text view that displays `subject` formatted by `formatter` (its description
  /// when the formatter cannot format it).
  public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? String(describing: subject))
  }

  /// Creates a text view that displays an object formatted by `formatter`.
  public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? subject.description)
  }
}

extension LocalizedStringKey.StringInterpolation {
  /// A localized string resource, resolved.
  public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
    text += resource.resolved
  }

  /// A value formatted by `formatter` (its description when there is none or it cannot).
  public mutating func appendInterpolation<Subject: ReferenceConvertible>(
    _ subject: Subject, formatter: Formatter? = nil
  ) {
    text += formatter?.string(for: subject) ?? String(describing: subject)
  }

  /// An object formatted by `formatter` (its description when there is none or it cannot).
  public mutating func appendInterpolation<Subject: NSObject>(
    _ subject: Subject, formatter: Formatter? = nil
  ) {
    text += formatter?.string(for: subject) ?? subject.description
  }
}

import CadenceSwiftText

/// `#Preview`: a public type conforming to `PreviewRegistry`, named by the compiler's
/// discriminator, that makes the preview (its name, traits and body as written) and records
/// where it was written, so that a program can find and run it.
enum PreviewMacro {
  /// The name SwiftUI's macro gives the type, made unique as the compiler requires.
  static func typeName(discriminator: String) -> String {
    let name = "PreviewRegistry"
    return discriminator + "\(name.utf8.count)\(name)fMu_"
  }

  /// The name of the view a preview with `@Previewable` properties is wrapped in.
  static let wrapperName = "__P_Previewable_Transform_Wrapper"

  static func expand(_ syntax: MacroSyntax, discriminator: String) -> Expansion {
    let text = SwiftText(syntax.source)
    let start = text.skipTrivia(from: 0)
    guard text.has("#Preview", at: start) else {
      return .failure("expected '#Preview'", at: syntax.position(at: start))
    }
    var position = text.skipTrivia(from: start + "#Preview".utf8.count)
    var arguments: [Range<Int>] = []
    if text[position] == UInt8(ascii: "(") {
      guard let close = text.closing(at: position) else {
        return .failure(
          "'#Preview' has an unclosed argument list", at: syntax.position(at: position))
      }
      arguments = text.commaSeparated(position + 1..<close)
      position = text.skipTrivia(from: close + 1)
    }
    // The body: the trailing closure, or the argument labelled `body:`.
    var body: Range<Int>
    var bodyArgument: Int?
    if text[position] == UInt8(ascii: "{"), let close = text.closing(at: position) {
      body = position..<close + 1
    } else if let index = arguments.firstIndex(where: { label(of: $0, in: text) == "body" }),
      let value = value(of: arguments[index], in: text), text[value.lowerBound] == UInt8(ascii: "{")
    {
      body = value
      bodyArgument = index
    } else {
      return .failure(
        "'#Preview' needs a body: a closure that returns the view to preview",
        at: syntax.position(at: start))
    }
    let hasArguments = arguments.contains { label(of: $0, in: text) == "arguments" }

    // `@Previewable` properties become the state of a view the body is wrapped in.
    var diagnostics: [Diagnostic] = []
    let closure = PreviewBody(text: text, closure: body)
    var bodySource = text.text(body)
    if !closure.previewables.isEmpty || !closure.nestedPreviewables.isEmpty {
      for nested in closure.nestedPreviewables {
        diagnostics.append(
          Diagnostic(
            "'@Previewable' must be at the top level of the '#Preview' body",
            at: syntax.position(at: nested)))
      }
      if hasArguments, let first = closure.previewables.first {
        diagnostics.append(
          Diagnostic(
            "'@Previewable' cannot be used in a '#Preview' with 'arguments:'; declare the state in a view that takes the argument",
            at: syntax.position(at: first.lowerBound)))
      }
      guard diagnostics.isEmpty else { return Expansion(source: nil, diagnostics: diagnostics) }
      bodySource = closure.wrapped()
    }

    var call = "Cadence.Preview"
    if let bodyArgument {
      let parts = arguments.enumerated().map { index, range in
        index == bodyArgument ? "body: " + bodySource : text.text(range)
      }
      call += "(" + parts.joined(separator: ", ") + ")"
    } else {
      if !arguments.isEmpty {
        call += "(" + arguments.map { text.text($0) }.joined(separator: ", ") + ")"
      }
      call += " " + bodySource
    }
    let (line, column) = syntax.lineAndColumn(at: start)
    let source = """
      public struct \(typeName(discriminator: discriminator)): Cadence.PreviewRegistry {
          public static let fileID: String = \(syntax.fileID.swiftLiteral)
          public static let line: Int = \(line)
          public static let column: Int = \(column)

          @MainActor public static func makePreview() throws -> Cadence.Preview {
              \(call)
          }
      }
      """
    return Expansion(source: source, diagnostics: diagnostics)
  }

  /// The label of an argument (`traits` in `traits: .portrait`), if it has one.
  static func label(of argument: Range<Int>, in text: SwiftText) -> String? {
    guard let (name, end) = text.identifier(at: argument.lowerBound) else { return nil }
    let colon = text.skipTrivia(from: end)
    guard colon < argument.upperBound, text[colon] == UInt8(ascii: ":"),
      text[colon + 1] != UInt8(ascii: ":")
    else { return nil }
    return name
  }

  /// The value of a labelled argument.
  static func value(of argument: Range<Int>, in text: SwiftText) -> Range<Int>? {
    guard let (_, end) = text.identifier(at: argument.lowerBound) else { return nil }
    let colon = text.skipTrivia(from: end)
    return text.trimmed(colon + 1..<argument.upperBound)
  }
}

/// The closure of a `#Preview`, read for its top-level `@Previewable` declarations.
struct PreviewBody {
  let text: SwiftText
  /// The closure, braces included.
  let closure: Range<Int>
  /// Where the statements start (after `{`, or after the closure's `in`).
  let statementsStart: Int
  /// The top-level `@Previewable` declarations, in order.
  private(set) var previewables: [Range<Int>] = []
  /// Where `@Previewable` is written deeper than the top level.
  private(set) var nestedPreviewables: [Int] = []

  init(text: SwiftText, closure: Range<Int>) {
    self.text = text
    self.closure = closure
    statementsStart = PreviewBody.signatureEnd(in: text, closure: closure) ?? closure.lowerBound + 1
    scan()
  }

  /// The index after a closure's `in`, if its first line declares parameters.
  static func signatureEnd(in text: SwiftText, closure: Range<Int>) -> Int? {
    var position = text.skipTrivia(from: closure.lowerBound + 1)
    while position < closure.upperBound - 1 {
      if let end = text.skippedEnd(at: position) {
        position = end
        continue
      }
      let byte = text[position]
      if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
        position = (text.closing(at: position) ?? closure.upperBound) + 1
        continue
      }
      if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "\n") { return nil }
      if let (name, end) = text.identifier(at: position) {
        if name == "in" { return end }
        position = end
        continue
      }
      position += 1
    }
    return nil
  }

  private mutating func scan() {
    var depth = 0
    var position = statementsStart
    let end = closure.upperBound - 1
    while position < end {
      if let skipped = text.skippedEnd(at: position) {
        position = skipped
        continue
      }
      let byte = text[position]
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      case UInt8(ascii: "@"):
        if let (name, after) = text.identifier(at: position + 1), name == "Previewable" {
          if depth == 0 {
            let declarationEnd = self.declarationEnd(from: after, limit: end)
            previewables.append(position..<declarationEnd)
            position = declarationEnd
          } else {
            nestedPreviewables.append(position)
            position = after
          }
          continue
        }
      default: break
      }
      position += 1
    }
  }

  /// Where a declaration that starts before `start` ends: at a line break outside brackets
  /// that neither an operator before it nor a `.` after it continues, or at `;`.
  private func declarationEnd(from start: Int, limit: Int) -> Int {
    var position = start
    var lastSignificant: UInt8 = 0
    while position < limit {
      if let skipped = text.commentEnd(at: position) {
        // A line comment ends the line; its newline is read next.
        position = skipped
        continue
      }
      if let skipped = text.stringEnd(at: position) {
        position = skipped
        lastSignificant = UInt8(ascii: "\"")
        continue
      }
      let byte = text[position]
      if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
        position = min((text.closing(at: position) ?? limit - 1) + 1, limit)
        lastSignificant = UInt8(ascii: ")")
        continue
      }
      if byte == UInt8(ascii: ";") { return position }
      if byte == UInt8(ascii: "\n") {
        let next = text.skipTrivia(from: position)
        let continues =
          "=,+-*/&|:".utf8.contains(lastSignificant)
          || (text[next] == UInt8(ascii: ".") && text[next + 1] != UInt8(ascii: "."))
        if !continues { return position }
      }
      if !SwiftText.isBlank(byte) { lastSignificant = byte }
      position += 1
    }
    return limit
  }

  /// The closure rewritten: the `@Previewable` declarations become the properties of a view
  /// whose body is the rest of the closure, and the closure returns that view.
  func wrapped() -> String {
    var members: [String] = []
    var rest = ""
    var cursor = statementsStart
    for declaration in previewables {
      rest += text.text(cursor..<declaration.lowerBound)
      let attributeEnd = declaration.lowerBound + "@Previewable".utf8.count
      let member = text.text(text.skipTrivia(from: attributeEnd)..<declaration.upperBound)
      members.append(member.trimmingTrailingBlanks)
      cursor = declaration.upperBound
      // The declaration's own line goes with it.
      if text[cursor] == UInt8(ascii: ";") { cursor += 1 }
    }
    rest += text.text(cursor..<closure.upperBound - 1)
    let signature = text.text(closure.lowerBound + 1..<statementsStart)
    let name = PreviewMacro.wrapperName
    var lines = ["{" + signature]
    lines.append("    struct \(name): Cadence.View {")
    for member in members { lines.append("        " + member) }
    lines.append("        var body: some Cadence.View {")
    lines.append(rest.trimmingBlankLines)
    lines.append("        }")
    lines.append("    }")
    lines.append("    return \(name)()")
    lines.append("}")
    return lines.joined(separator: "\n")
  }
}

extension String {
  /// The text without blanks at its end.
  var trimmingTrailingBlanks: String {
    var text = Substring(self)
    while let last = text.last, last == " " || last == "\t" || last == "\n" || last == "\r" {
      text.removeLast()
    }
    return String(text)
  }

  /// The text without its leading blank lines and its trailing blanks.
  var trimmingBlankLines: String {
    var lines = trimmingTrailingBlanks.split(separator: "\n", omittingEmptySubsequences: false)
    while let first = lines.first, first.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
      lines.removeFirst()
    }
    return lines.joined(separator: "\n")
  }
}

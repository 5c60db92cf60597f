import CadenceSwiftText

/// `@Previewable`: a mark read by `#Preview`, which moves the property into the view it
/// wraps the body in. On its own it adds nothing; anywhere but the top level of a
/// `#Preview` body it is an error.
enum PreviewableMacro {
  static func expand(attribute: MacroSyntax, lexicalContext: [MacroSyntax]) -> Expansion {
    let inPreview = lexicalContext.contains { context in
      let text = SwiftText(context.source)
      return text.has("#Preview", at: text.skipTrivia(from: 0))
    }
    guard inPreview else {
      let text = SwiftText(attribute.source)
      return .failure(
        "'@Previewable' can only be used on a property at the top level of a '#Preview' body",
        at: attribute.position(at: text.skipTrivia(from: 0)))
    }
    return Expansion(source: "")
  }
}

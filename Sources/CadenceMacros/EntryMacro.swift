import CadenceSwiftText

/// `@Entry`: a property of `EnvironmentValues`, `Transaction`, `FocusedValues` or
/// `ContainerValues` backed by a private key whose default is the property's initial value
/// (the accessors read and write the values through the key; the peer is the key).
enum EntryMacro {
  /// The key protocol of each type `@Entry` extends.
  static let keyProtocols = [
    "EnvironmentValues": "EnvironmentKey", "Transaction": "TransactionKey",
    "FocusedValues": "FocusedValueKey", "ContainerValues": "ContainerValueKey",
  ]

  /// What `@Entry` read from its property.
  struct Property {
    var name: String
    /// The type written, or nil when the initial value gives it (`@Entry var count = 0`).
    var type: String?
    var defaultValue: String?
  }

  static func expand(
    role: String, attribute: MacroSyntax, declaration: MacroSyntax, lexicalContext: [MacroSyntax]
  ) -> Expansion {
    let attributeText = SwiftText(attribute.source)
    let at = attribute.position(at: attributeText.skipTrivia(from: 0))
    let parsed = read(declaration, extending: lexicalContext.first)
    // Each role is asked separately: the accessors report mistakes, the peer stays silent.
    guard case .success(let (property, extended)) = parsed else {
      if role == "accessor", case .failure(let message) = parsed {
        // A typed property in an extension still gets accessors, so that the compiler does
        // not add its own error about a stored property to this one.
        let inExtension = lexicalContext.first.flatMap(extendedType) != nil
        let source = message.typed && inExtension ? placeholderAccessors : nil
        return Expansion(source: source, diagnostics: [Diagnostic(message.text, at: at)])
      }
      return Expansion(source: "")
    }
    let key = "__Key_" + property.name
    switch role {
    case "accessor":
      return Expansion(
        source: """
          {
              get {
                  self[\(key).self]
              }
              set {
                  self[\(key).self] = newValue
              }
          }
          """)
    case "peer":
      let keyProtocol = keyProtocols[extended]!
      if extended == "FocusedValues" {
        return Expansion(
          source: """
            private struct \(key): Cadence.\(keyProtocol) {
                typealias Value = \(property.type ?? "Never")
            }
            """)
      }
      guard let type = property.type else {
        // The key's value type is inferred from the initial value, as the property's is.
        return Expansion(
          source: """
            private struct \(key): Cadence.\(keyProtocol) {
                static let defaultValue = \(property.defaultValue ?? "nil")
            }
            """)
      }
      return Expansion(
        source: """
          private struct \(key): Cadence.\(keyProtocol) {
              typealias Value = \(type)
              static var defaultValue: Value { \(property.defaultValue ?? "nil") }
          }
          """)
    default:
      return .failure("'@Entry' is not a \(role) macro", at: at)
    }
  }

  /// A mistake, and whether the property has a type (accessors can still be made).
  struct Message: Error {
    var text: String
    var typed = false
  }

  /// Accessors for a property `@Entry` could not back with a key.
  static let placeholderAccessors = """
    {
        get {
            fatalError("'@Entry' could not make this property")
        }
        set {
        }
    }
    """

  /// The property `@Entry` is attached to, and the type its extension extends.
  static func read(_ declaration: MacroSyntax, extending context: MacroSyntax?) -> Result<
    (Property, String), Message
  > {
    guard let context, let extended = extendedType(context), keyProtocols[extended] != nil else {
      return .failure(
        Message(
          text:
            "'@Entry' can only be used in an extension of EnvironmentValues, Transaction, FocusedValues or ContainerValues",
          typed: hasType(declaration)))
    }
    let text = SwiftText(declaration.source)
    var position = skipAttributesAndModifiers(text, from: 0)
    guard let (keyword, afterKeyword) = text.identifier(at: position), keyword == "var" else {
      return .failure(Message(text: "'@Entry' must be attached to a 'var' property"))
    }
    position = text.skipTrivia(from: afterKeyword)
    guard let (name, afterName) = text.identifier(at: position) else {
      return .failure(Message(text: "'@Entry' must be attached to a property with a name"))
    }
    position = text.skipTrivia(from: afterName)
    if text[position] == UInt8(ascii: "="), extended != "FocusedValues" {
      // `@Entry var count = 0`: the initial value gives the type.
      let value = text.text(text.trimmed(position + 1..<text.count))
      guard !value.isEmpty else {
        return .failure(Message(text: "'@Entry' needs a default value for '\(name)'"))
      }
      return .success((Property(name: name, type: nil, defaultValue: value), extended))
    }
    guard text[position] == UInt8(ascii: ":") else {
      return .failure(
        Message(text: "'@Entry' needs the type of '\(name)': 'var \(name): Type = value'"))
    }
    // The type runs to `=`, to an accessor block, or to the end.
    let typeStart = text.skipTrivia(from: position + 1)
    let typeEnd = endOfTypeAnnotation(text, from: typeStart, limit: text.count)
    let type = text.text(text.trimmed(typeStart..<typeEnd))
    guard !type.isEmpty else {
      return .failure(
        Message(text: "'@Entry' needs the type of '\(name)': 'var \(name): Type = value'"))
    }
    if text[typeEnd] == UInt8(ascii: "{") {
      return .failure(Message(text: "'@Entry' makes the accessors of '\(name)'; remove its own"))
    }
    var defaultValue: String?
    if text[typeEnd] == UInt8(ascii: "=") {
      defaultValue = text.text(text.trimmed(typeEnd + 1..<text.count))
    }
    let isOptional = type.hasSuffix("?") || type.hasPrefix("Optional<")
    if extended == "FocusedValues" {
      guard type.hasSuffix("?"), defaultValue == nil else {
        return .failure(
          Message(
            text: "a FocusedValues entry is optional and has no default: 'var \(name): Type?'",
            typed: true))
      }
      return .success(
        (Property(name: name, type: String(type.dropLast()), defaultValue: nil), extended))
    }
    guard defaultValue != nil || isOptional else {
      return .failure(
        Message(
          text: "'@Entry' needs a default value for '\(name)': 'var \(name): \(type) = value'",
          typed: true))
    }
    return .success((Property(name: name, type: type, defaultValue: defaultValue), extended))
  }

  /// Whether the declaration is a `var` with a type annotation.
  static func hasType(_ declaration: MacroSyntax) -> Bool {
    let text = SwiftText(declaration.source)
    let start = skipAttributesAndModifiers(text, from: 0)
    guard let (keyword, end) = text.identifier(at: start), keyword == "var",
      let (_, afterName) = text.identifier(at: text.skipTrivia(from: end))
    else { return false }
    return text[text.skipTrivia(from: afterName)] == UInt8(ascii: ":")
  }

  /// The last component of the type an `extension` declaration extends.
  static func extendedType(_ context: MacroSyntax) -> String? {
    let text = SwiftText(context.source)
    let position = skipAttributesAndModifiers(text, from: 0)
    guard let (keyword, end) = text.identifier(at: position), keyword == "extension" else {
      return nil
    }
    var name: String?
    var cursor = text.skipTrivia(from: end)
    while let (component, after) = text.identifier(at: cursor) {
      name = component
      guard text[after] == UInt8(ascii: ".") else { break }
      cursor = after + 1
    }
    return name
  }

  /// The index after the attributes (`@Entry`, `@MainActor`, …) and modifiers (`public`, …)
  /// that start a declaration.
  static func skipAttributesAndModifiers(_ text: SwiftText, from start: Int) -> Int {
    let modifiers: Set<String> = [
      "public", "internal", "fileprivate", "private", "package", "open", "nonisolated",
      "static", "final", "override",
    ]
    var position = text.skipTrivia(from: start)
    while true {
      if text[position] == UInt8(ascii: "@"), let (_, end) = text.identifier(at: position + 1) {
        position = end
        if text[position] == UInt8(ascii: "("), let close = text.closing(at: position) {
          position = close + 1
        }
      } else if let (word, end) = text.identifier(at: position), modifiers.contains(word) {
        position = end
        if text[text.skipTrivia(from: position)] == UInt8(ascii: "("),
          let close = text.closing(at: text.skipTrivia(from: position))
        {
          position = close + 1
        }
      } else {
        return position
      }
      position = text.skipTrivia(from: position)
    }
  }
}

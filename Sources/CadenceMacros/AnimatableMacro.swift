import CadenceSwiftText

/// `@Animatable` (iOS 26): makes a type `Animatable` with an `animatableData` of its stored
/// `var` properties, in declaration order, as nested `AnimatablePair`s of their own
/// animatable data; `@AnimatableIgnored` leaves a property out, as do constants, static,
/// computed and wrapped properties. `@AnimatableIgnored` itself adds nothing.
enum AnimatableMacro {
  /// One property the data is made of.
  struct Property: Equatable {
    var name: String
    var type: String
  }

  static func expand(
    role: String, attribute: MacroSyntax, declaration: MacroSyntax,
    extendedType: MacroSyntax?, conformances: MacroSyntax?
  ) -> Expansion {
    switch role {
    case "extension":
      // Only the conformances the type lacks are asked for (none for a `Shape`).
      guard let conformances, let extendedType,
        conformances.source.contains("Animatable")
      else { return Expansion(source: "") }
      let type = extendedType.source.trimmingBlanks
      return Expansion(source: "extension \(type): Cadence.Animatable {\n}")
    case "member":
      let at = attribute.position(at: SwiftText(attribute.source).skipTrivia(from: 0))
      switch properties(of: declaration) {
      case .failure(let message): return .failure(message.text, at: at)
      case .success(let (properties, access)):
        return Expansion(source: member(properties, access: access))
      }
    default:
      return .failure("'@Animatable' is not a \(role) macro")
    }
  }

  /// `animatableData` over `properties`: `EmptyAnimatableData` for none, the one's data for
  /// one, nested pairs for more.
  static func member(_ properties: [Property], access: String) -> String {
    let prefix = access.isEmpty ? "" : access + " "
    guard !properties.isEmpty else {
      return """
        \(prefix)var animatableData: Cadence.EmptyAnimatableData {
            get {
                Cadence.EmptyAnimatableData()
            }
            set {
            }
        }
        """
    }
    func type(_ rest: ArraySlice<Property>) -> String {
      let first = "(\(rest.first!.type)).AnimatableData"
      return rest.count == 1
        ? first : "Cadence.AnimatablePair<\(first), \(type(rest.dropFirst()))>"
    }
    func value(_ rest: ArraySlice<Property>) -> String {
      let first = "self.\(rest.first!.name).animatableData"
      return rest.count == 1
        ? first : "Cadence.AnimatablePair(\(first), \(value(rest.dropFirst())))"
    }
    var assignments: [String] = []
    for (index, property) in properties.enumerated() {
      var path = "newValue"
      for _ in 0..<index { path += ".second" }
      if index < properties.count - 1 { path += ".first" }
      assignments.append("self.\(property.name).animatableData = \(path)")
    }
    return """
      \(prefix)var animatableData: \(type(properties[...])) {
          get {
              \(value(properties[...]))
          }
          set {
              \(assignments.joined(separator: "\n        "))
          }
      }
      """
  }

  /// A mistake in the type `@Animatable` is attached to.
  struct Message: Error {
    var text: String
  }

  /// The declaration keywords that start a member.
  static let declarationKeywords: Set<String> = [
    "var", "let", "func", "init", "deinit", "subscript", "struct", "class", "enum", "protocol",
    "typealias", "associatedtype", "actor", "extension", "case", "macro", "import", "operator",
    "precedencegroup",
  ]

  /// The modifiers a member may start with.
  static let modifiers: Set<String> = [
    "public", "internal", "fileprivate", "private", "package", "open", "nonisolated", "static",
    "class", "final", "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic",
    "convenience", "required", "indirect", "optional", "prefix", "postfix", "infix", "isolated",
    "consuming", "borrowing",
  ]

  /// The stored `var` properties of the type declared, and the access its members take.
  static func properties(of declaration: MacroSyntax) -> Result<([Property], String), Message> {
    let text = SwiftText(declaration.source)
    var position = text.skipTrivia(from: 0)
    var access = ""
    // The type's own attributes and modifiers, then its keyword, then its body.
    while true {
      if text[position] == UInt8(ascii: "@"), let (_, end) = text.identifier(at: position + 1) {
        position = skipArguments(text, from: end)
      } else if let (word, end) = text.identifier(at: position), modifiers.contains(word) {
        if ["public", "open", "package"].contains(word) {
          access = word == "open" ? "public" : word
        }
        position = skipArguments(text, from: end)
      } else {
        break
      }
      position = text.skipTrivia(from: position)
    }
    guard let (keyword, _) = text.identifier(at: position),
      ["struct", "class", "actor", "enum"].contains(keyword)
    else {
      return .failure(Message(text: "'@Animatable' can only be attached to a type declaration"))
    }
    guard let open = firstTopLevelBrace(text, from: position), let close = text.closing(at: open)
    else {
      return .failure(Message(text: "'@Animatable' found no body in the type it is attached to"))
    }
    var found: [Property] = []
    position = text.skipTrivia(from: open + 1)
    while position < close {
      let member = readMember(text, from: position, end: close)
      if let problem = member.problem { return .failure(Message(text: problem)) }
      if let property = member.property { found.append(property) }
      position = text.skipTrivia(from: max(member.end, position + 1))
    }
    return .success((found, access))
  }

  /// One member: the stored property it declares, if it is one `@Animatable` animates, and
  /// where it ends.
  static func readMember(_ text: SwiftText, from start: Int, end: Int) -> (
    property: Property?, problem: String?, end: Int
  ) {
    var position = start
    var attributes: [String] = []
    var isStatic = false
    while position < end {
      if text[position] == UInt8(ascii: "@"), let (name, after) = text.identifier(at: position + 1)
      {
        attributes.append(name)
        position = skipArguments(text, from: after)
      } else if let (word, after) = text.identifier(at: position), modifiers.contains(word) {
        if word == "static" || word == "class" {
          // `class var` is a type property; `class Name` is a nested class.
          if word == "static" || text.identifier(at: text.skipTrivia(from: after))?.0 == "var" {
            isStatic = true
          }
        }
        if word == "class",
          let (next, _) = text.identifier(at: text.skipTrivia(from: after)),
          !["var", "func", "subscript"].contains(next)
        {
          break
        }
        position = skipArguments(text, from: after)
      } else {
        break
      }
      position = text.skipTrivia(from: position)
    }
    let memberEnd = endOfMember(text, from: position, end: end)
    guard let (keyword, afterKeyword) = text.identifier(at: position), keyword == "var",
      !isStatic, !attributes.contains("AnimatableIgnored"), attributes.isEmpty
    else { return (nil, nil, memberEnd) }
    var cursor = text.skipTrivia(from: afterKeyword)
    guard let (name, afterName) = text.identifier(at: cursor) else {
      return (nil, nil, memberEnd)
    }
    cursor = text.skipTrivia(from: afterName)
    if text[cursor] == UInt8(ascii: ",") {
      return (
        nil,
        "'@Animatable' needs one property a declaration: declare '\(name)' and the next apart",
        memberEnd
      )
    }
    guard text[cursor] == UInt8(ascii: ":") else {
      return (
        nil,
        "'@Animatable' needs the type of '\(name)': write 'var \(name): Type', or mark it "
          + "'@AnimatableIgnored'",
        memberEnd
      )
    }
    let typeStart = text.skipTrivia(from: cursor + 1)
    let typeEnd = endOfTypeAnnotation(text, from: typeStart, limit: memberEnd)
    let type = text.text(text.trimmed(typeStart..<typeEnd))
    // An accessor block makes a computed property, unless it only observes (`willSet`,
    // `didSet`): those are stored.
    if typeEnd < memberEnd, text[typeEnd] == UInt8(ascii: "{") {
      let first = text.identifier(at: text.skipTrivia(from: typeEnd + 1))?.0
      guard first == "willSet" || first == "didSet" else { return (nil, nil, memberEnd) }
    }
    return (Property(name: name, type: type), nil, memberEnd)
  }

  /// Where the member starting at `start` ends: at a `;`, or at a line break followed by the
  /// start of another member, or at `end`; brackets, literals and comments skipped whole.
  static func endOfMember(_ text: SwiftText, from start: Int, end: Int) -> Int {
    var position = start
    while position < end {
      if let skipped = text.skippedEnd(at: position) {
        position = skipped
        continue
      }
      let byte = text[position]
      if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
        position = (text.closing(at: position) ?? end - 1) + 1
        continue
      }
      if byte == UInt8(ascii: ";") { return position + 1 }
      if byte == UInt8(ascii: "\n") {
        let next = text.skipTrivia(from: position)
        if next >= end || startsMember(text, at: next) { return next }
        position = next
        continue
      }
      position += 1
    }
    return end
  }

  /// Whether a member starts at `position`: an attribute, a `#if`, a modifier or a
  /// declaration keyword.
  static func startsMember(_ text: SwiftText, at position: Int) -> Bool {
    if text[position] == UInt8(ascii: "@") || text[position] == UInt8(ascii: "#") { return true }
    guard let (word, _) = text.identifier(at: position) else { return false }
    return declarationKeywords.contains(word) || modifiers.contains(word)
  }

  /// The index after an attribute's or modifier's arguments (`@available(…)`,
  /// `private(set)`), or `from` when it has none.
  static func skipArguments(_ text: SwiftText, from position: Int) -> Int {
    let next = text.skipTrivia(from: position)
    if text[next] == UInt8(ascii: "("), let close = text.closing(at: next) { return close + 1 }
    return position
  }

  /// The first `{` from `position` outside brackets (the type's body, after its generic
  /// clause and inheritance list).
  static func firstTopLevelBrace(_ text: SwiftText, from position: Int) -> Int? {
    var index = position
    while index < text.count {
      if let skipped = text.skippedEnd(at: index) {
        index = skipped
        continue
      }
      let byte = text[index]
      if byte == UInt8(ascii: "{") { return index }
      if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
        guard let close = text.closing(at: index) else { return nil }
        index = close + 1
        continue
      }
      index += 1
    }
    return nil
  }
}

extension String {
  /// The string without blanks at either end.
  fileprivate var trimmingBlanks: String {
    var scalars = Substring(self)
    while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
    return String(scalars)
  }
}

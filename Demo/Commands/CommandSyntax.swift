/// What a command takes on its command line, read the way swift-argument-parser's users
/// expect: `--flag value` or `--flag=value`, switches alone, `--` before arguments that start
/// with a dash, and every mistake refused in one line that names the fix: an unknown flag
/// with the closest known one, a missing value, a flag given twice that is not repeatable, an
/// argument too many.
struct CommandSyntax {
  /// The command's name, as errors say it.
  let command: String
  /// The names of the arguments that are not flags, in order (`SCENE`, `LOG`); the last may be
  /// left out when `optionalLast`.
  var positionals: [String] = []
  var optionalLast = false
  /// The flags that take a value.
  var valued: [String] = []
  /// The flags that stand alone.
  var switches: [String] = []
  /// The flags that may be given more than once (their values are kept in order).
  var repeatable: Set<String> = []

  /// Reads `arguments`.
  func parse(_ arguments: [String]) throws -> ParsedArguments {
    var parsed = ParsedArguments()
    var rest = arguments[...]
    var flagsEnded = false
    while let argument = rest.popFirst() {
      guard !flagsEnded, argument.hasPrefix("-"), argument.count > 1 else {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        flagsEnded = true
        continue
      }
      let name: String
      let inline: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      } else {
        (name, inline) = (argument, nil)
      }
      if switches.contains(name) {
        guard inline == nil else { throw DemoError("\(name) takes no value") }
        guard !parsed.switches.contains(name) else { throw DemoError("\(name) is given twice") }
        parsed.switches.insert(name)
      } else if valued.contains(name) {
        guard let value = inline ?? rest.popFirst() else {
          throw DemoError("\(name) needs a value")
        }
        guard repeatable.contains(name) || parsed.values[name] == nil else {
          throw DemoError("\(name) is given twice")
        }
        parsed.values[name, default: []].append(value)
      } else {
        throw DemoError(
          "unknown flag '\(name)' for \(command)"
            + Suggestion.didYouMean(name, among: valued + switches)
            + (valued.isEmpty && switches.isEmpty ? " (it takes no flags)" : ""))
      }
    }
    let required = positionals.count - (optionalLast ? 1 : 0)
    if parsed.positionals.count < required {
      throw DemoError("\(command) needs \(positionals[parsed.positionals.count])")
    }
    if parsed.positionals.count > positionals.count {
      let extra = parsed.positionals[positionals.count]
      throw DemoError(
        "unexpected argument '\(extra)' for \(command); Demo help \(command) shows what it takes")
    }
    return parsed
  }
}

/// A command line as `CommandSyntax` read it.
struct ParsedArguments {
  /// The arguments that are not flags, in order.
  var positionals: [String] = []
  /// Each valued flag's values, in order.
  var values: [String: [String]] = [:]
  /// The switches given.
  var switches: Set<String> = []

  /// The value of `flag`, if given.
  func value(_ flag: String) -> String? { values[flag]?.last }

  /// Whether `flag` was given (with a value or alone).
  func has(_ flag: String) -> Bool { values[flag] != nil || switches.contains(flag) }

  /// The value of `flag` as a non-negative number of seconds, if given.
  func seconds(_ flag: String) throws -> Double? {
    try value(flag).map { try DemoError.seconds($0, for: flag) }
  }

  /// The value of `flag` as a positive number, if given.
  func positive(_ flag: String) throws -> Double? {
    try value(flag).map { value in
      guard let number = Double(value), number.isFinite, number > 0 else {
        throw DemoError("\(flag) needs a positive number, not '\(value)'")
      }
      return number
    }
  }

  /// Refuses the flags of `flags` that were given, saying why they do nothing here.
  func refuse(_ flags: [String], because reason: String) throws {
    if let given = flags.first(where: has) { throw DemoError("\(given) \(reason)") }
  }
}

/// "Did you mean …?" for a mistyped name: the known name fewest edits away, when it is close.
enum Suggestion {
  /// `"; did you mean 'NAME'?"` for the known name closest to `word`, or nothing when none is
  /// within a third of its length (and at least one edit).
  static func didYouMean(_ word: String, among known: [String]) -> String {
    guard let best = closest(to: word, among: known) else { return "" }
    return "; did you mean '\(best)'?"
  }

  /// The known name closest to `word` by edit distance, when it is close.
  static func closest(to word: String, among known: [String]) -> String? {
    let limit = max(1, word.count / 3)
    var best: (name: String, distance: Int)?
    for name in known {
      let distance = editDistance(word, name)
      if distance <= limit, distance < (best?.distance ?? .max) { best = (name, distance) }
    }
    return best?.name
  }

  /// The Damerau–Levenshtein distance (insertions, deletions, substitutions, and swaps of two
  /// neighbours, each one edit) between `a` and `b`.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], before[j - 2] + 1)
        }
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }
}

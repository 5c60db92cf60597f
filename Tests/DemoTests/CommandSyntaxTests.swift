import Testing

@testable import Demo

/// The command-line conventions of swift-argument-parser, which `CommandSyntax` keeps without
/// depending on it.
@Suite("Command syntax")
struct CommandSyntaxTests {
  let syntax = CommandSyntax(
    command: "record", positionals: ["a scene name"], valued: ["--until", "--fps", "--tap"],
    switches: ["--all"], repeatable: ["--tap"])

  @Test("a flag's value follows it or comes after an equals sign")
  func flagValues() throws {
    let parsed = try syntax.parse(["counter", "--until=1.5", "--fps", "20", "--tap=Add@0.1"])
    #expect(parsed.positionals == ["counter"])
    #expect(parsed.value("--until") == "1.5")
    #expect(parsed.value("--fps") == "20")
    #expect(parsed.values["--tap"] == ["Add@0.1"])
    // A value may itself hold an equals sign or start with a dash.
    let other = try syntax.parse(["--tap=a=b@1", "counter", "--until", "-1"])
    #expect(other.value("--tap") == "a=b@1")
    #expect(other.value("--until") == "-1")
  }

  @Test("a repeatable flag keeps its values in order; another given twice is refused")
  func repetition() throws {
    let parsed = try syntax.parse(["counter", "--tap", "A@1", "--tap=B@2", "--all"])
    #expect(parsed.values["--tap"] == ["A@1", "B@2"])
    #expect(parsed.has("--all"))
    #expect(throws: DemoError("--fps is given twice")) {
      try syntax.parse(["counter", "--fps", "1", "--fps=2"])
    }
    #expect(throws: DemoError("--all is given twice")) {
      try syntax.parse(["counter", "--all", "--all"])
    }
    #expect(throws: DemoError("--all takes no value")) { try syntax.parse(["counter", "--all=1"]) }
  }

  @Test("an unknown flag is refused with the closest known one")
  func unknownFlags() {
    #expect(throws: DemoError("unknown flag '--untl' for record; did you mean '--until'?")) {
      try syntax.parse(["counter", "--untl", "1"])
    }
    #expect(throws: DemoError("unknown flag '--fsp' for record; did you mean '--fps'?")) {
      try syntax.parse(["counter", "--fsp=1"])
    }
    #expect(throws: DemoError("unknown flag '--colour' for record")) {
      try syntax.parse(["counter", "--colour", "red"])
    }
  }

  @Test("missing and extra arguments are refused, and -- ends the flags")
  func positionals() throws {
    #expect(throws: DemoError("record needs a scene name")) { try syntax.parse(["--fps", "1"]) }
    #expect(throws: DemoError("--until needs a value")) {
      try syntax.parse(["counter", "--until"])
    }
    #expect(
      throws: DemoError(
        "unexpected argument 'extra' for record; Demo help record shows what it takes")
    ) { try syntax.parse(["counter", "extra"]) }
    #expect(try syntax.parse(["--", "--odd-name"]).positionals == ["--odd-name"])
  }

  @Test("edit distance counts insertions, deletions, substitutions and swaps as one edit each")
  func editDistance() {
    #expect(Suggestion.editDistance("record", "record") == 0)
    #expect(Suggestion.editDistance("recrod", "record") == 1)
    #expect(Suggestion.editDistance("recod", "record") == 1)
    #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    #expect(Suggestion.editDistance("", "abc") == 3)
    #expect(Suggestion.closest(to: "plt", among: ["play", "plot", "list"]) == "plot")
    #expect(Suggestion.closest(to: "xyz", among: ["play", "plot", "list"]) == nil)
  }
}

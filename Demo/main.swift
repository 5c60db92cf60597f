import Cadence

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The demo's entry point: `Demo [COMMAND] [--help | --version]`.
@MainActor
enum DemoMain {
  /// Cadence's version, as CHANGELOG.md's latest entry names it.
  static let version = "0.9.0"

  static let usage = """
    usage: Demo [COMMAND] [--help | --version]
      list [--format json]     the scenes and what they show (also the default)
      record SCENE [options]   run a scene on the virtual clock and write its log
      play SCENE [options]     run a scene in real time, redrawing it in the terminal
      show LOG [--at TIME]     the tree of a logged frame
      diff A B                 where two logs part
      continuity SCENE         the order of continuity of every moving attribute
      plot SCENE --node L --attr A   value and velocity over time (terminal, --svg, --csv)
      svg SCENE --at S --out F       one frame as an SVG picture of the screen
      inspect SCENE --out F.html     the run as a page: scrub the frames, events, plots
      previews PATH [--all | --screen NAME …]  a file's, folder's or package's #Previews and
                               PreviewProviders; one or all compiled and shown
      help COMMAND             that command's options (as COMMAND --help)
    Flags take their value as `--flag value` or `--flag=value`.
    """

  /// The commands, with their help.
  static let commands: [(name: String, usage: String)] = [
    ("list", listUsage), ("record", RecordCommand.usage), ("play", PlayCommand.usage),
    ("show", ShowCommand.usage), ("diff", DiffCommand.usage),
    ("continuity", ContinuityCommand.usage), ("plot", PlotCommand.usage),
    ("svg", SVGCommand.usage), ("inspect", InspectCommand.usage),
    ("previews", PreviewsCommand.usage),
    ("help", "usage: Demo help [COMMAND]\n  A command's options."),
  ]

  static let listUsage = """
    usage: Demo list [--format text|json]
      The scenes, each with what it shows; --format json prints one JSON document (each
      scene's name, summary, duration and scripted taps and drags), for tools.
    """

  static func run(_ arguments: [String]) -> Int32 {
    let command = arguments.first
    let rest = Array(arguments.dropFirst())
    do {
      if command == "--version" || command == "-V" {
        print("Demo (Cadence) \(version)")
        return 0
      }
      if command == "--help" || command == "-h" || command == "help" {
        if command == "help", let topic = rest.first {
          print(try usage(of: topic))
        } else {
          print(usage)
        }
        return 0
      }
      if rest.contains("--help") || rest.contains("-h"), let command {
        print(try usage(of: command))
        return 0
      }
      switch command {
      case nil, "list":
        let parsed = try CommandSyntax(command: "list", valued: ["--format"]).parse(rest)
        print(try listing(format: ListingFormat(parsed.value("--format"))), terminator: "")
      case "record":
        try RecordCommand(arguments: rest).stream()
      case "play":
        return try PlayCommand(arguments: rest).run()
      case "show":
        print(try ShowCommand(arguments: rest).run(), terminator: "")
      case "continuity":
        print(try ContinuityCommand(arguments: rest).run(), terminator: "")
      case "plot":
        print(try PlotCommand(arguments: rest).run(), terminator: "")
      case "svg":
        print(try SVGCommand(arguments: rest).run(), terminator: "")
      case "inspect":
        print(try InspectCommand(arguments: rest).run(), terminator: "")
      case "previews":
        print(try PreviewsCommand(arguments: rest).run(), terminator: "")
      case "diff":
        let (text, same) = try DiffCommand(arguments: rest).run()
        print(text, terminator: "")
        return same ? 0 : 1
      case let command?:
        try usage(of: command)
      }
      return 0
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      return 2
    }
  }

  /// The help of `command`; for a name that is no command, an error that says which is near.
  @discardableResult
  static func usage(of command: String) throws -> String {
    if let found = commands.first(where: { $0.name == command }) { return found.usage }
    let near = Suggestion.didYouMean(command, among: commands.map(\.name))
    throw DemoError(
      "unknown command '\(command)'" + (near.isEmpty ? "; try --help" : near))
  }

  static func listing(format: ListingFormat = .text) throws -> String {
    if format == .json {
      struct Touch: Encodable {
        var kind: String
        var label: String
        var time: Double
      }
      struct Listed: Encodable {
        var name: String
        var summary: String
        var duration: Double
        var touches: [Touch]
      }
      return try JSONOutput.document(
        [
          "scenes": SceneCatalog.scenes.map { scene in
            Listed(
              name: scene.name, summary: scene.summary, duration: scene.duration,
              touches: scene.taps.map {
                Touch(kind: $0.drag == nil ? "tap" : "drag", label: $0.query, time: $0.time)
              })
          }
        ])
    }
    let width = SceneCatalog.scenes.map(\.name.count).max() ?? 0
    var text = "Scenes (swift run Demo record NAME, or play NAME):\n"
    for scene in SceneCatalog.scenes {
      text += "  " + scene.name.padding(toLength: width, withPad: " ", startingAt: 0)
      text += "  " + scene.summary + "\n"
    }
    return text
  }
}

let status = MainActor.assumeIsolated { DemoMain.run(Array(CommandLine.arguments.dropFirst())) }
exit(status)

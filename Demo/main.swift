import Cadence

#if canImport(Glibc)
  import Glibc
#endif

/// The demo's entry point: `Demo [list | record | play | show | diff | --help]`.
@MainActor
enum DemoMain {
  static let usage = """
    usage: Demo [COMMAND] [--help]
      list                     the scenes and what they show (also the default)
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
    """

  static func run(_ arguments: [String]) -> Int32 {
    let command = arguments.first
    let rest = Array(arguments.dropFirst())
    let wantsHelp = rest.contains("--help") || rest.contains("-h")
    do {
      switch command {
      case nil, "list":
        print(listing(), terminator: "")
      case "--help", "-h", "help":
        print(usage)
      case "record":
        if wantsHelp {
          print(RecordCommand.usage)
        } else if let text = try RecordCommand(arguments: rest).run() {
          print(text, terminator: "")
        }
      case "play":
        if wantsHelp {
          print(PlayCommand.usage)
        } else {
          return try PlayCommand(arguments: rest).run()
        }
      case "show":
        if wantsHelp {
          print(ShowCommand.usage)
        } else {
          print(try ShowCommand(arguments: rest).run(), terminator: "")
        }
      case "continuity":
        if wantsHelp {
          print(ContinuityCommand.usage)
        } else {
          print(try ContinuityCommand(arguments: rest).run(), terminator: "")
        }
      case "plot":
        if wantsHelp {
          print(PlotCommand.usage)
        } else {
          print(try PlotCommand(arguments: rest).run(), terminator: "")
        }
      case "svg":
        if wantsHelp {
          print(SVGCommand.usage)
        } else {
          print(try SVGCommand(arguments: rest).run(), terminator: "")
        }
      case "inspect":
        if wantsHelp {
          print(InspectCommand.usage)
        } else {
          print(try InspectCommand(arguments: rest).run(), terminator: "")
        }
      case "previews":
        if wantsHelp {
          print(PreviewsCommand.usage)
        } else {
          print(try PreviewsCommand(arguments: rest).run(), terminator: "")
        }
      case "diff":
        if wantsHelp {
          print(DiffCommand.usage)
        } else {
          let (text, same) = try DiffCommand(arguments: rest).run()
          print(text, terminator: "")
          return same ? 0 : 1
        }
      case let command?:
        throw DemoError("unknown command '\(command)'; try --help")
      }
      return 0
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      return 2
    }
  }

  static func listing() -> String {
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

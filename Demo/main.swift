import Cadence

#if canImport(Glibc)
  import Glibc
#endif

/// The demo's entry point: `Demo [list | record SCENE … | --help]`.
@MainActor
enum DemoMain {
  static let usage = """
    usage: Demo [list | record SCENE [options] | --help]
      list            the scenes and what they show (also the default)
      record SCENE    run a scene on the virtual clock and print its frames
    """

  static func run(_ arguments: [String]) -> Int32 {
    do {
      switch arguments.first {
      case nil, "list":
        print(listing())
      case "--help", "-h", "help":
        print(usage)
      case "record":
        if arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) {
          print(RecordCommand.usage)
        } else {
          print(try RecordCommand(arguments: Array(arguments.dropFirst())).run())
        }
      case let command?:
        throw DemoError("unknown command '\(command)'; try --help")
      }
      return 0
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      return 1
    }
  }

  static func listing() -> String {
    let width = SceneCatalog.scenes.map(\.name.count).max() ?? 0
    var text = "Scenes (run one with: swift run Demo record NAME):\n"
    for scene in SceneCatalog.scenes {
      text += "  " + scene.name.padding(toLength: width, withPad: " ", startingAt: 0)
      text += "  " + scene.summary + "\n"
    }
    return text
  }
}

let status = MainActor.assumeIsolated { DemoMain.run(Array(CommandLine.arguments.dropFirst())) }
exit(status)

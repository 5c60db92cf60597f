import Cadence
import CadenceInspection
import Foundation

/// `previews PATH [--record | --screen | --svg | --inspect NAME | --all]`: the previews of a
/// file, a folder or a package (`#Preview`s and `PreviewProvider`s), and one or all of them
/// shown. Swift has no run-time compiler, so showing one compiles the sources: a package in a
/// temporary folder holds them (`import SwiftUI` read as `import Cadence`) and a host program
/// that finds the previews at run time, depending on this checkout of Cadence.
@MainActor
struct PreviewsCommand {
  static let usage = """
    usage: Demo previews PATH [--record NAME | --screen NAME | --svg NAME | --inspect NAME | --all
                              | --harness]
                              [--until SECONDS] [--out FILE]
      Lists every #Preview and PreviewProvider in PATH (a Swift file, a folder of them, or a
      package) with its file and line. To show one, the sources are compiled with a host
      program against this checkout (the first build compiles Cadence too: a minute or two);
      NAME is a preview's name, a provider's type name, or FILE:LINE.
        --record NAME    the text log of the preview run for SECONDS (1 by default)
        --screen NAME    its first frame as a terminal picture
        --svg NAME       its frame at SECONDS (0 by default) as SVG, to --out FILE or stdout
        --inspect NAME   the page of its run to SECONDS (1 by default), to --out FILE
        --all            every preview's first frame as a terminal picture
        --harness        writes the package the previews are compiled in, without building
                         it, and prints its folder
      Traits decide the screen: the default device (390×844, turned 844×390 by
      .landscapeLeft/.landscapeRight), the view's ideal size with .sizeThatFitsLayout, the
      size given with .fixedLayout(width:height:).
    """

  enum Action: Equatable {
    case list, all, harness
    case record(String)
    case screen(String)
    case svg(String)
    case inspect(String)
  }

  let path: String
  let action: Action
  let until: Double?
  let output: String?

  init(arguments: [String]) throws {
    var path: String?
    var action = Action.list
    var until: Double?
    var output: String?
    var index = 0
    func value(_ flag: String) throws -> String {
      guard index + 1 < arguments.count else { throw DemoError("\(flag) needs a value") }
      index += 1
      return arguments[index]
    }
    func choose(_ chosen: Action) throws {
      guard action == .list else { throw DemoError("previews shows one thing at a time") }
      action = chosen
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--record": try choose(.record(try value(argument)))
      case "--screen": try choose(.screen(try value(argument)))
      case "--svg": try choose(.svg(try value(argument)))
      case "--inspect": try choose(.inspect(try value(argument)))
      case "--all": try choose(.all)
      case "--harness": try choose(.harness)
      case "--out": output = try value(argument)
      case "--until":
        guard let seconds = Double(try value(argument)), seconds.isFinite, seconds >= 0 else {
          throw DemoError("--until needs a number of seconds, 0 or more")
        }
        until = seconds
      default:
        guard path == nil, !argument.hasPrefix("-") else {
          throw DemoError("unexpected argument '\(argument)'; try previews --help")
        }
        path = argument
      }
      index += 1
    }
    guard let path else { throw DemoError("previews needs a Swift file, a folder or a package") }
    (self.path, self.action, self.until, self.output) = (path, action, until, output)
  }

  func run() throws -> String {
    let sources = try PreviewSources(path: path)
    for note in sources.leftOut {
      FileHandle.standardError.write(Data("warning: \(note)\n".utf8))
    }
    let root = URL(fileURLWithPath: path).standardizedFileURL
    func shown(_ file: URL) -> String {
      let prefix = root.path + "/"
      return file.path.hasPrefix(prefix)
        ? String(file.path.dropFirst(prefix.count)) : file.lastPathComponent
    }
    guard action != .list else {
      let found = try sources.previews()
      if found.isEmpty { return "no #Preview or PreviewProvider in \(path)\n" }
      return found.map { preview in
        let what: String
        switch preview.kind {
        case .macro: what = "#Preview" + (preview.name.map { " \"\($0)\"" } ?? "")
        case .provider: what = "PreviewProvider " + (preview.name ?? "")
        }
        return "\(shown(preview.file)):\(preview.line)  \(what)\n"
      }.joined()
    }
    let harness = try PreviewHarness(sources: sources, path: path)
    defer { harness.finish() }
    if action == .harness {
      try harness.write()
      return harness.isTemporary
        ? "wrote \(harness.folder.path) (a temporary folder, removed now)\n"
        : "wrote \(harness.folder.path)\n"
    }
    try harness.build()
    let listed = try harness.host(["list"]).split(separator: "\n").map { line in
      HostedPreview(
        fields: line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init))
    }
    switch action {
    case .list, .harness:
      return ""
    case .all:
      var text = ""
      for preview in listed {
        let file = preview.fileID.flatMap(harness.source(ofFileID:)).map(shown) ?? ""
        let (size, log) = try record(preview, harness: harness, until: 0)
        text += "== \(preview.title(file: file)) (\(Self.format(size)))\n"
        text += TerminalPicture(screenSize: size).render(log.frames[0].snapshot)
      }
      return text
    case .record(let name), .screen(let name), .svg(let name), .inspect(let name):
      let preview = try select(name, from: listed, harness: harness, shown: shown)
      switch action {
      case .record:
        let (_, log) = try record(preview, harness: harness, until: until ?? 1)
        return log.text()
      case .screen:
        let (size, log) = try record(preview, harness: harness, until: 0)
        return TerminalPicture(screenSize: size).render(log.frames[0].snapshot)
      case .svg:
        let (_, log) = try record(preview, harness: harness, until: until ?? 0)
        let document = SnapshotSVG().document(log.frames[log.frames.count - 1].snapshot)
        guard let output else { return document }
        try RunSource.write(document, to: output)
        return "wrote \(output)\n"
      default:
        guard let output else { throw DemoError("--inspect needs --out FILE") }
        let (_, log) = try record(preview, harness: harness, until: until ?? 1)
        try RunSource.write(
          RunInspector(log: log, selectedPath: nil, selectedAttribute: nil).html, to: output)
        return "wrote \(output): \(log.frames.count) frames\n"
      }
    }
  }

  /// The preview `name` names: its name, its provider's type name, or `FILE:LINE`.
  private func select(
    _ name: String, from listed: [HostedPreview], harness: PreviewHarness, shown: (URL) -> String
  ) throws -> HostedPreview {
    let matches = listed.filter { preview in
      let file = preview.fileID.flatMap(harness.source(ofFileID:)).map(shown)
      return preview.name == name || preview.provider == name
        || (file.map { "\($0):\(preview.line)" == name } ?? false)
        || (preview.fileID.map { "\($0.split(separator: "/").last ?? ""):\(preview.line)" == name }
          ?? false)
    }
    guard matches.count == 1 else {
      let titles = listed.map { preview in
        preview.title(file: preview.fileID.flatMap(harness.source(ofFileID:)).map(shown) ?? "")
      }
      throw DemoError(
        (matches.isEmpty ? "no preview '\(name)'" : "'\(name)' names \(matches.count) previews")
          + "; previews: " + (titles.isEmpty ? "none" : titles.joined(separator: ", ")))
    }
    return matches[0]
  }

  /// Runs the preview in the host program to `until`; the screen size and the log.
  private func record(_ preview: HostedPreview, harness: PreviewHarness, until: Double) throws
    -> (CGSize, SnapshotLog)
  {
    let output = try harness.host(["record", "\(preview.index)", "0", "\(until)"])
    guard let newline = output.firstIndex(of: "\n") else {
      throw DemoError("the preview host printed no log")
    }
    let sizes = output[..<newline].split(separator: " ").dropFirst().compactMap { Double($0) }
    let size =
      sizes.count == 2 ? CGSize(width: sizes[0], height: sizes[1]) : CGSize(width: 390, height: 844)
    let file = harness.folder.appendingPathComponent("preview.log")
    try RunSource.write(String(output[output.index(after: newline)...]), to: file.path)
    return (size, try RunSource.log(scene: nil, path: file.path, until: nil))
  }

  static func format(_ size: CGSize) -> String {
    "\(DecimalFormatting.format(size.width))×\(DecimalFormatting.format(size.height))"
  }
}

/// A preview as the host program lists it.
struct HostedPreview {
  var index = 0
  var provider: String?
  var fileID: String?
  var line = 0
  var name: String?

  init(fields: [String]) {
    guard fields.count >= 5 else { return }
    index = Int(fields[0]) ?? 0
    if fields[1].hasPrefix("provider:") { provider = String(fields[1].dropFirst(9)) }
    fileID = fields[2].isEmpty ? nil : fields[2]
    line = Int(fields[3]) ?? 0
    name = fields[4].isEmpty ? nil : fields[4]
  }

  func title(file: String) -> String {
    if let provider { return "PreviewProvider \(provider)" }
    return "\(file):\(line)" + (name.map { " \"\($0)\"" } ?? "")
  }
}

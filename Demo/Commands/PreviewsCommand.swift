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
                              [--until SECONDS] [--out FILE] [--format text|json]
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
        --format json    the list as one JSON document (each preview's file, line, kind
                         and name), for tools
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
  let format: ListingFormat

  static let syntax = CommandSyntax(
    command: "previews", positionals: ["a Swift file, a folder or a package"],
    valued: ["--record", "--screen", "--svg", "--inspect", "--out", "--until", "--format"],
    switches: ["--all", "--harness"])

  init(arguments: [String]) throws {
    let parsed = try Self.syntax.parse(arguments)
    let chosen: [Action] =
      [
        parsed.value("--record").map(Action.record), parsed.value("--screen").map(Action.screen),
        parsed.value("--svg").map(Action.svg), parsed.value("--inspect").map(Action.inspect),
        parsed.has("--all") ? Action.all : nil, parsed.has("--harness") ? Action.harness : nil,
      ].compactMap { $0 }
    guard chosen.count <= 1 else { throw DemoError("previews shows one thing at a time") }
    action = chosen.first ?? .list
    path = parsed.positionals[0]
    until = try parsed.seconds("--until")
    output = parsed.value("--out")
    format = try ListingFormat(parsed.value("--format"))
    switch action {
    case .list, .all, .harness, .screen:
      try parsed.refuse(["--until"], because: "applies to --record, --svg and --inspect")
    default: break
    }
    switch action {
    case .svg, .inspect: break
    default: try parsed.refuse(["--out"], because: "applies to --svg and --inspect")
    }
    if action != .list {
      try parsed.refuse(["--format"], because: "applies to the list of previews")
    }
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
      if format == .json {
        struct Listed: Encodable {
          var file: String
          var line: Int
          var kind: String
          var name: String?
        }
        struct Document: Encodable {
          var path: String
          var previews: [Listed]
        }
        return try JSONOutput.document(
          Document(
            path: path,
            previews: found.map { preview in
              let kind: String
              switch preview.kind {
              case .macro: kind = "macro"
              case .provider: kind = "provider"
              }
              return Listed(
                file: shown(preview.file), line: preview.line, kind: kind, name: preview.name)
            }))
      }
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
    var harness = try PreviewHarness(sources: sources, path: path)
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

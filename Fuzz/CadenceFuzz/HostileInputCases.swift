import Cadence
import CadenceSwiftText
import CadenceTesting
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

// Hostile input to what reads files and messages (the Swift text scanner, `Demo previews`,
// the macro plugin) and to the drawing and grid parameters an app takes from data: no crash,
// no hang, no file touched outside the harness, no non-finite number in a snapshot, every bad
// value reported.

extension ParameterDraw {
  /// Swift-like text built from the pieces that trouble a scanner: quotes of every kind,
  /// hashes, slashes, escapes and interpolations, brackets, comments, line breaks.
  mutating func hostileSwift() -> String {
    let pieces = [
      "\"", "\"\"\"", "#", "##", "#\"", "\"#", "/", "#/", "/#", "\\(", "\\#(", "\\", "(", ")", "[",
      "]", "{", "}", "/*", "*/", "//", "\n", " ", "a", "x = ", "#Preview", "struct S: ",
      "PreviewProvider", "@main", "`", "é", "=", ",",
    ]
    var text = ""
    for _ in 0..<int(in: 0...80) { text += pieces[int(in: 0...(pieces.count - 1))] }
    if int(in: 0...9) == 0 {
      let deep = int(in: 1...3_000)
      text += String(repeating: "\"\\(", count: deep) + String(repeating: ")\"", count: deep)
    }
    return text
  }

  /// A folder name: a module name, or one that is not.
  mutating func hostileFolderName() -> String {
    let pool = [
      "Gallery", "Lib_2", "9Lives", "a-b", "Café", "PreviewHost",
      "Evil\" == { fatalError() }() ? \"B",
      "sp ace", "..x", "new\nline", "\\(x)", String(repeating: "L", count: 200),
    ]
    return pool[int(in: 0...(pool.count - 1))]
  }
}

/// Checks what the scanner says of `text`: every comment or literal ends after it starts,
/// within the text; every bracket closes after it opens, with its own kind.
func scannerProblems(_ source: String) -> [String] {
  let text = SwiftText(source)
  var problems: [String] = []
  for index in 0..<text.count {
    if let end = text.skippedEnd(at: index), !(end > index && end <= text.count) {
      problems.append("literal or comment at \(index) ends at \(end)")
    }
    if let close = text.closing(at: index) {
      let pair = [text[index], text[close]]
      let kinds: [[UInt8]] = [Array("()".utf8), Array("[]".utf8), Array("{}".utf8)]
      if !(close > index && kinds.contains(pair)) {
        problems.append("bracket at \(index) closed at \(close) by \(text[close])")
      }
    }
  }
  return problems
}

/// The program beside this one (release builds put every product in one folder).
func sibling(_ name: String) -> URL {
  URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    .appendingPathComponent(name)
}

/// Runs `program` with `arguments` and `input`; its status, whether a signal ended it, and
/// its output.
func runProgram(_ program: URL, _ arguments: [String], input: Data = Data()) throws -> (
  status: Int32, signalled: Bool, output: Data, error: String
) {
  let process = Process()
  process.executableURL = program
  process.arguments = arguments
  let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
  process.standardInput = stdin
  process.standardOutput = stdout
  process.standardError = stderr
  try process.run()
  let writer = stdin.fileHandleForWriting
  DispatchQueue.global().async {
    writer.write(input)
    try? writer.close()
  }
  let errors = ThreadSafeData()
  let reader = stderr.fileHandleForReading
  let group = DispatchGroup()
  group.enter()
  DispatchQueue.global().async {
    errors.set(reader.readDataToEndOfFile())
    group.leave()
  }
  let output = stdout.fileHandleForReading.readDataToEndOfFile()
  group.wait()
  process.waitUntilExit()
  return (
    process.terminationStatus, process.terminationReason == .uncaughtSignal, output,
    String(decoding: errors.get(), as: UTF8.self)
  )
}

/// Data one thread writes and another reads.
final class ThreadSafeData: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()
  func set(_ value: Data) { lock.withLock { data = value } }
  func get() -> Data { lock.withLock { data } }
}

/// A file tree for `Demo previews`: a package or a loose folder, folders with hostile names,
/// sources in UTF-8 or not, and links into a victim folder from where the harness goes.
/// Lists it and writes its harness; fails on a crash, an unexplained failure, or any change
/// to the victim folder.
@MainActor
func runPreviewsCase(_ draw: inout ParameterDraw, index: Int) -> (String, [String]) {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("cadence-fuzz-previews-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: root) }
  let package = root.appendingPathComponent("Package")
  let victim = root.appendingPathComponent("Victim")
  let isPackage = draw.bool()
  var plan: [String] = [isPackage ? "package" : "folder"]
  var problems: [String] = []
  do {
    let manager = FileManager.default
    // A name nobody can know first, made here (it fails if something is there).
    try manager.createDirectory(at: root, withIntermediateDirectories: false)
    try manager.createDirectory(
      at: victim.appendingPathComponent("Sources/Gallery"), withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: victim.appendingPathComponent("Sources/Gallery/keep.txt"))
    try manager.createDirectory(at: package, withIntermediateDirectories: true)
    if isPackage {
      try Data("// swift-tools-version: 6.0\n".utf8).write(
        to: package.appendingPathComponent("Package.swift"))
    }
    for _ in 0..<draw.int(in: 1...3) {
      let name = isPackage ? draw.hostileFolderName() : "."
      let folder = package.appendingPathComponent(isPackage ? "Sources/\(name)" : ".")
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      var bytes = Array(draw.hostileSwift().utf8)
      let encoding = draw.int(in: 0...3)
      if encoding == 0 { bytes.insert(contentsOf: [0xC3, 0x28, 0xFF], at: bytes.count / 2) }
      if encoding == 1 { bytes.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: 0) }
      let file = "F\(draw.int(in: 0...2)).swift"
      try Data(bytes).write(to: folder.appendingPathComponent(file))
      plan.append("\(name.debugDescription)/\(file) encoding \(encoding)")
    }
    if isPackage {
      // A link where the harness goes, or inside it, into the victim.
      switch draw.int(in: 0...3) {
      case 0:
        try manager.createSymbolicLink(
          at: package.appendingPathComponent(".build"), withDestinationURL: victim)
        plan.append(".build → victim")
      case 1:
        let harness = package.appendingPathComponent(".build/cadence-previews/Sources")
        try manager.createDirectory(at: harness, withIntermediateDirectories: true)
        try manager.createSymbolicLink(
          at: harness.appendingPathComponent("Gallery"),
          withDestinationURL: victim.appendingPathComponent("Sources/Gallery"))
        plan.append("harness Sources/Gallery → victim")
      case 2:
        let harness = package.appendingPathComponent(".build/cadence-previews")
        try manager.createDirectory(at: harness, withIntermediateDirectories: true)
        try Data("../../Victim/Sources/Gallery/keep.txt\nSources/Gallery/keep.txt\n".utf8)
          .write(to: harness.appendingPathComponent(".cadence-harness-files"))
        plan.append("a manifest naming the victim")
      default: break
      }
    }
  } catch {
    return ("case \(index): previews of \(plan)", ["could not make the tree: \(error)"])
  }
  let description = "case \(index): previews of " + plan.joined(separator: ", ")
  setCurrent(description)
  let demo = sibling("Demo")
  for arguments in [[package.path], [package.path, "--harness"]] {
    guard let run = try? runProgram(demo, ["previews"] + arguments) else {
      problems.append("could not run \(demo.path)")
      break
    }
    if run.signalled { problems.append("Demo \(arguments) crashed: \(run.error)") }
    let said = run.error.split(separator: "\n").contains { $0.hasPrefix("error: ") }
    if run.status != 0 && !said {
      problems.append("Demo \(arguments) failed without saying why: \(run.error)")
    }
  }
  let kept = try? String(
    contentsOf: victim.appendingPathComponent("Sources/Gallery/keep.txt"), encoding: .utf8)
  let victimFiles =
    (try? FileManager.default.subpathsOfDirectory(atPath: victim.path))?.sorted() ?? []
  if kept != "keep" || victimFiles != ["Sources", "Sources/Gallery", "Sources/Gallery/keep.txt"] {
    problems.append("the victim folder changed: \(victimFiles)")
  }
  return (description, problems)
}

/// A stream of messages to the macro plugin: headers claiming any length, cut-off bodies,
/// JSON that is not a request, and requests whose syntax is hostile text at hostile
/// locations. Fails on a crash, a reply that is not a framed JSON object, or a hang.
@MainActor
func runPluginCase(_ draw: inout ParameterDraw, index: Int) -> (String, [String]) {
  var stream = Data()
  var plan: [String] = []
  func frame(_ body: Data, claiming length: UInt64? = nil) {
    var header = (length ?? UInt64(body.count)).littleEndian
    stream.append(Data(bytes: &header, count: 8))
    stream.append(body)
  }
  var complete = 0
  for _ in 0..<draw.int(in: 1...4) {
    switch draw.int(in: 0...5) {
    case 0:
      frame(Data("{\"getCapability\":{\"capability\":{\"protocolVersion\":7}}}".utf8))
      plan.append("handshake")
      complete += 1
    case 1:
      frame(Data("[[[[".utf8) + Data(repeating: 0x5B, count: draw.int(in: 0...2_000)))
      plan.append("not JSON")
      complete += 1
    default:
      let source = "#Preview {\n" + draw.hostileSwift() + "\n}"
      let extremes = [0, 1, Int.max, Int.max - 1, -1, Int(Int32.max)]
      let location: [String: Any] = [
        "fileID": "M/F.swift", "fileName": "/M/F.swift",
        "offset": extremes[draw.int(in: 0...5)], "line": extremes[draw.int(in: 0...5)],
        "column": extremes[draw.int(in: 0...5)],
      ]
      let request: [String: Any] = [
        "expandFreestandingMacro": [
          "macro": ["moduleName": "CadenceMacros", "typeName": "PreviewMacro", "name": "Preview"],
          "macroRole": "declaration", "discriminator": "$s1M1F_fMf_",
          "syntax": ["kind": "declaration", "source": source, "location": location],
          "lexicalContext": [Any](),
        ]
      ]
      guard let data = try? JSONSerialization.data(withJSONObject: request) else { continue }
      frame(data)
      plan.append("#Preview of \(short(source)) at \(location["line"]!):\(location["column"]!)")
      complete += 1
    }
  }
  if draw.bool() {
    // A last header that claims far more than follows.
    frame(Data(count: draw.int(in: 0...100)), claiming: UInt64(1) << draw.int(in: 20...62))
    plan.append("a header claiming more than is sent")
  }
  let description = "case \(index): plugin stream: " + plan.joined(separator: "; ")
  setCurrent(description)
  guard let run = try? runProgram(sibling("CadenceMacros-tool"), [], input: stream) else {
    return (description, ["could not run the plugin"])
  }
  var problems: [String] = []
  if run.signalled || run.status != 0 {
    problems.append(
      "the plugin ended with \(run.status)\(run.signalled ? " (signal)" : ""): \(run.error)")
  }
  // Every complete message gets one framed JSON object in reply.
  var replies = [UInt8](run.output)[...]
  var count = 0
  while replies.count >= 8 {
    let length = replies.prefix(8).reversed().reduce(0) { $0 << 8 | Int($1) }
    replies = replies.dropFirst(8)
    guard length <= replies.count,
      (try? JSONSerialization.jsonObject(with: Data(replies.prefix(length)))) is [String: Any]
    else {
      problems.append("reply \(count) is not a framed JSON object")
      break
    }
    replies = replies.dropFirst(length)
    count += 1
  }
  if count != complete { problems.append("\(count) replies to \(complete) messages") }
  return (description, problems)
}

/// Scanner invariants on hostile text.
@MainActor
func runScannerCase(_ draw: inout ParameterDraw, index: Int) -> (String, [String]) {
  let source = draw.hostileSwift()
  let description = "case \(index): Swift text \(short(source))"
  setCurrent(description)
  return (description, scannerProblems(source))
}

/// A canvas and a grid given numbers an app takes from data: the snapshot holds no non-finite
/// number, and each one given is reported.
@MainActor
func runDrawingCase(_ draw: inout ParameterDraw, index: Int) -> (String, [String]) {
  let extremes: [CGFloat] = [.nan, .infinity, -.infinity, 0, 1, -1, 1e300, 37]
  let values = (0..<8).map { _ in extremes[draw.int(in: 0...(extremes.count - 1))] }
  let spans = [Int.max, 1 << 40, -5, 0, 1, 3, 10_001]
  let span = spans[draw.int(in: 0...(spans.count - 1))]
  let description = "case \(index): canvas with \(values), grid span \(span)"
  setCurrent(description)
  let host = ViewHost(
    VStack {
      Canvas { context, _ in
        context.translateBy(x: values[0], y: values[1])
        context.scaleBy(x: values[2], y: 1)
        context.opacity = values[3]
        context.fill(Path(CGRect(x: 0, y: 0, width: values[4], height: 2)), with: .color(.red))
        context.stroke(
          Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.blue),
          lineWidth: values[5])
        context.draw(Text("t"), at: CGPoint(x: values[6], y: values[7]))
        context.addFilter(.blur(radius: values[7]))
      }
      .frame(width: 50, height: 50)
      Grid(horizontalSpacing: values[0]) {
        GridRow {
          Color.red.frame(width: 10, height: 10)
          Color.blue.gridCellColumns(span)
        }
      }
    })
  var problems: [String] = []
  let snapshot = host.snapshot()
  for node in snapshot.allNodes {
    for (name, value) in node.attributes where !value.isFinite {
      problems.append("\(node.path) \(name) = \(value)")
    }
  }
  let commands = snapshot.first("Canvas")?.style("commands") ?? ""
  for word in commands.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "," })
  where ["nan", "inf", "-inf"].contains(word) {
    problems.append("non-finite number in the canvas's record: \(commands)")
    break
  }
  let nonFiniteGiven = values[0...7].contains { !$0.isFinite }
  if nonFiniteGiven
    && !host.diagnostics.contains(where: { $0.kind == .nonFiniteValue || $0.kind == .layoutProblem }
    )
  {
    problems.append("a non-finite number was given and nothing was reported")
  }
  if (span < 1 || span > 10_000)
    && !host.diagnostics.contains(where: { $0.message.hasPrefix("gridCellColumns(\(span))") })
  {
    problems.append("gridCellColumns(\(span)) was not reported")
  }
  return (description, problems)
}

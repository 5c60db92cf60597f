import Cadence
import CadenceInspection
import Foundation
import Testing

@testable import CadenceTesting

/// A box that slides 100 points in 1 s, linearly, at a tap.
private struct Slide: View {
  let distance: CGFloat
  @State private var moved = false

  var body: some View {
    VStack {
      Color.red.frame(width: 10, height: 10).offset(x: moved ? distance : 0)
      Button("go") { withAnimation(.linear(duration: 1)) { moved = true } }
    }
  }
}

@MainActor
@Suite("Golden record modes")
struct GoldenModeTests {
  /// A new folder of its own for a test's goldens (each test removes it when it ends).
  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("cadence-goldens-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private func run(
    _ distance: CGFloat, mode: GoldenRecordMode, in folder: URL, at instants: [Double]? = nil
  ) throws {
    let host = ViewHost(Slide(distance: distance), framesPerSecond: 20)
    try host.tap("go")
    try host.assertMatchesGolden(
      "slide", until: 0.5, at: instants, tolerance: 1e-9, record: mode, folder: folder)
  }

  private func exists(_ name: String, in folder: URL) -> Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path)
  }

  @Test("never: a missing reference fails, and the run is written beside it")
  func neverFailsWhenMissing() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let error = #expect(throws: GoldenMismatch.self) { try run(100, mode: .never, in: folder) }
    #expect(error?.isMissing == true)
    #expect(error?.description.contains("does not exist") == true)
    #expect(!exists("slide.txt", in: folder))
    #expect(exists("slide.actual.txt", in: folder))
  }

  @Test("missing: writes a missing reference, then compares; a mismatch writes the run")
  func missingWritesThenCompares() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try run(100, mode: .missing, in: folder)
    #expect(exists("slide.txt", in: folder))
    try run(100, mode: .missing, in: folder)
    let error = #expect(throws: GoldenMismatch.self) { try run(50, mode: .missing, in: folder) }
    #expect(error?.actualPath?.hasSuffix("slide.actual.txt") == true)
    #expect(exists("slide.actual.txt", in: folder))
    // The first differing frame is the first after the tap: 5 points at 0.05 s against 2.5.
    #expect(error?.difference.firstTime == 0.05)
    #expect(error?.description.contains("slide.actual.txt") == true)
    // The page that shows both runs where they differ.
    #expect(error?.reportPath?.hasSuffix("slide.report.html") == true)
    #expect(error?.description.contains("both runs side by side where they differ: ") == true)
    let page = try String(
      contentsOf: folder.appendingPathComponent("slide.report.html"), encoding: .utf8)
    #expect(page.contains("they part at t = 0.05 (frame 1)"))
    #expect(page.contains("<h2>t = 0.05 (frame 1)</h2>"))
    // The box moves 2.5 points a frame in this run, 5 in the reference: frame 1 to 10 differ.
    #expect(page.contains("10 differences in 10 frames"))
    #expect(
      page.contains(
        "<td>VStack[0]/Color[0]</td><td>offset.x</td><td class=\"n\">5</td><td class=\"n\">2.5</td>"
      ))
    // Pictures of both runs where they part and where they differ most (the end, 25 points
    // apart), the box outlined, and one plot of offset.x.
    #expect(page.components(separatedBy: "<figcaption>reference</figcaption>").count == 3)
    #expect(page.contains("<h2>t = 0.5 (frame 10)</h2>"))
    #expect(page.contains("stroke=\"#e00\""))
    #expect(page.components(separatedBy: "<polyline").count == 3)
    // A run that matches again takes the page away with the written run.
    try run(100, mode: .missing, in: folder)
    #expect(!exists("slide.report.html", in: folder))
    #expect(!exists("slide.actual.txt", in: folder))
  }

  /// A test's helper that checks a golden, reporting at the helper's caller.
  private func expectSlide(
    _ distance: CGFloat, mode: GoldenRecordMode, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Bool {
    let host = ViewHost(Slide(distance: distance), framesPerSecond: 20)
    try host.tap("go")
    return host.expectMatchesGolden(
      "slide", until: 0.5, tolerance: 1e-9, record: mode, sourceLocation: sourceLocation)
  }

  @Test("expectMatchesGolden reports a mismatch as an issue where the helper was called")
  func expectationReportsAtTheCaller() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // The caller's location, in a folder of the test's own: the references go beside it.
    let caller = SourceLocation(
      fileID: "CadenceTestingTests/Caller.swift",
      filePath: folder.appendingPathComponent("Caller.swift").path, line: 42, column: 7)
    #expect(try expectSlide(100, mode: .missing, sourceLocation: caller))
    #expect(exists("__Goldens__/slide.txt", in: folder))
    // An issue anywhere else, or none, fails this test.
    var matched = true
    try withKnownIssue {
      matched = try expectSlide(50, mode: .never, sourceLocation: caller)
    } matching: { issue in
      issue.sourceLocation == caller
        && issue.comments.first?.rawValue.hasPrefix("the run does not match ") == true
    }
    #expect(!matched)
    #expect(exists("__Goldens__/slide.actual.txt", in: folder))
  }

  @Test("failed: re-records only a differing reference; all: rewrites every reference")
  func failedAndAll() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try run(100, mode: .all, in: folder)
    let reference = folder.appendingPathComponent("slide.txt")
    let first = try String(contentsOf: reference, encoding: .utf8)
    try run(50, mode: .failed, in: folder)
    let second = try String(contentsOf: reference, encoding: .utf8)
    #expect(first != second)
    try run(50, mode: .never, in: folder)
    #expect(!exists("slide.actual.txt", in: folder))
  }

  @Test("a golden at chosen instants records only those frames")
  func chosenInstants() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try run(100, mode: .all, in: folder, at: [0, 0.25, 0.5])
    let text = try String(
      contentsOf: folder.appendingPathComponent("slide.txt"), encoding: .utf8)
    let (log, _) = try SnapshotLog.load(text: text)
    #expect(log.frames.map(\.time) == [0, 0.25, 0.5])
    let red = log.frames.map { frame in
      frame.nodes.first { $0.label == "red" }?.attributes["offset.x"]
    }
    #expect(red == [0, 25, 50])
  }

  @Test("a reference written before in JSON Lines is read, and re-recorded, in that form")
  func legacyJSONReference() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = ViewHost(Slide(distance: 100), framesPerSecond: 20)
    try host.tap("go")
    let log = host.record(scene: "slide", until: 0.5)
    try log.jsonLines().write(
      to: folder.appendingPathComponent("slide.jsonl"), atomically: true, encoding: .utf8)
    try run(100, mode: .never, in: folder)
    #expect(throws: GoldenMismatch.self) { try run(50, mode: .never, in: folder) }
    #expect(exists("slide.actual.jsonl", in: folder))
    try run(50, mode: .failed, in: folder)
    #expect(!exists("slide.txt", in: folder))
    let rewritten = try String(
      contentsOf: folder.appendingPathComponent("slide.jsonl"), encoding: .utf8)
    #expect(try SnapshotLog.load(jsonLines: rewritten).log.frames.count == 11)
  }

  @Test("a new reference reads in a diff: one attribute a line under its node")
  func readableReference() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try run(100, mode: .all, in: folder, at: [0, 0.25])
    let text = try String(contentsOf: folder.appendingPathComponent("slide.txt"), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.prefix(4) == [
        "cadence-snapshot-log 1 text", "scene slide", "framesPerSecond 20", "frame 0 t=0",
      ])
    // At 0.25 s only the box moved, 25 points: one line says so.
    let second = try #require(lines.firstIndex(of: "frame 1 t=0.25"))
    #expect(Array(lines[(second + 1)...].prefix(2)) == ["~ VStack[0]/Color[0]", "    offset.x=25"])
    #expect(lines.allSatisfy { $0.count <= 120 })
  }

  @Test("a reference that is not a log throws an error naming the file (a CocoaError did)")
  func unreadableReference() throws {
    for garbage in [Data([0xFF, 0xFE, 0x00, 0xC3]), Data("not a log\n".utf8)] {
      let folder = try folder()
      defer { try? FileManager.default.removeItem(at: folder) }
      try garbage.write(to: folder.appendingPathComponent("slide.txt"))
      do {
        try run(100, mode: .never, in: folder)
        Issue.record("a garbage reference passed")
      } catch let error as GoldenReferenceUnreadable {
        #expect(error.path.hasSuffix("slide.txt"))
        #expect(error.description.contains(error.path))
        #expect(exists("slide.actual.txt", in: folder))
      }
    }
  }
}

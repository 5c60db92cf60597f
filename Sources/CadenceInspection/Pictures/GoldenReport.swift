import Cadence
import Foundation

/// A page to review a golden run that did not match: the two runs side by side at the
/// instants where they differ (each picture with the differing views outlined), a table of
/// what differs, and, for each attribute that differs, its value in both runs over time with
/// the instant where they part marked. Self-contained (no script, no outside file).
public struct GoldenReport: Sendable {
  /// One attribute or style of one view that differs at one frame.
  struct Change: Sendable {
    var frame: Int
    var time: Double
    var path: String
    var name: String
    var expected: String
    var actual: String
    /// How far apart the numbers are (infinity when one is absent or a style differs).
    var size: Double
  }

  /// The name of the golden.
  public var name: String
  public var expected: SnapshotLog
  public var actual: SnapshotLog
  public var tolerance: Double
  /// The screen both runs were laid out on.
  public var screenSize: CGSize

  /// The most instants shown as pictures, and the most attributes plotted.
  static let maximumPictures = 3
  static let maximumPlots = 6

  public init(
    name: String, expected: SnapshotLog, actual: SnapshotLog, tolerance: Double = 1e-6,
    screenSize: CGSize = CGSize(width: 390, height: 844)
  ) {
    self.name = name
    self.expected = expected
    self.actual = actual
    self.tolerance = tolerance
    self.screenSize = screenSize
  }

  /// Every difference, frame pair by frame pair (frames in the order the runs made them), as
  /// the golden comparison finds them (`SnapshotLogComparison`).
  var changes: [Change] {
    let format = { (value: Double?) in
      value.map { DecimalFormatting.format($0, fractionDigits: 6) } ?? "absent"
    }
    var changes: [Change] = []
    for (index, (wanted, got)) in zip(expected.frames, actual.frames).enumerated() {
      for change in SnapshotLogComparison.changes(got, wanted, tolerance: tolerance) {
        let row: (path: String, name: String, expected: String, actual: String, size: Double)
        switch change {
        case .instant(let time):
          row = ("", "instant", format(wanted.time), format(time), .infinity)
        case .missing(let path, let kind):
          row = (path, "view", kind, "absent", .infinity)
        case .unexpected(let path, let kind):
          row = (path, "view", "absent", kind, .infinity)
        case .identity(let path, let actual, let expected):
          row = (path, "view", expected, actual, .infinity)
        case .attribute(let path, let name, let a, let b):
          let size = a.flatMap { a in b.map { abs(a - $0) } } ?? .infinity
          row = (path, name, format(b), format(a), size)
        case .style(let path, let name, let a, let b):
          row = (path, name, b ?? "absent", a ?? "absent", .infinity)
        }
        changes.append(
          Change(
            frame: index, time: wanted.time, path: row.path, name: row.name,
            expected: row.expected, actual: row.actual, size: row.size))
      }
    }
    return changes
  }

  /// The page.
  public var html: String {
    let changes = changes
    let instants = Self.shownFrames(changes)
    var page = """
      <!doctype html>
      <html><head><meta charset="utf-8"><title>\(Self.escape(name)): golden mismatch</title>
      <style>
      body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #222; }
      h1 { font-size: 20px; } h2 { font-size: 16px; margin-top: 28px; }
      .pair { display: flex; gap: 24px; align-items: flex-start; }
      .pair figure { margin: 0; } .pair figcaption { font-weight: 600; margin-bottom: 6px; }
      .screen { position: relative; width: 260px; border: 1px solid #bbb; }
      .screen svg { display: block; width: 100%; height: auto; }
      .screen svg.marks { position: absolute; left: 0; top: 0; }
      table { border-collapse: collapse; } td, th { border: 1px solid #ddd; padding: 3px 8px; }
      th { background: #f4f4f4; text-align: left; } td.n { text-align: right; font-family: monospace; }
      .legend span { margin-right: 16px; }
      </style></head><body>
      <h1>Golden “\(Self.escape(name))”: the run does not match its reference</h1>

      """
    if changes.isEmpty {
      page += "<p>The frames compared are the same; the runs differ in length: "
      page += "\(actual.frames.count) frames, \(expected.frames.count) expected.</p>\n"
    } else {
      let first = changes[0]
      page += "<p>\(changes.count) differences in \(Set(changes.map(\.frame)).count) frames; "
      page += "they part at t = \(Self.seconds(first.time)) (frame \(first.frame)).</p>\n"
    }
    for frame in instants {
      let here = changes.filter { $0.frame == frame }
      let paths = Set(here.map(\.path))
      let wanted = expected.frames[frame]
      page += "<h2>t = \(Self.seconds(wanted.time)) (frame \(frame))</h2>\n<div class=\"pair\">\n"
      page += picture("reference", wanted, outlining: paths)
      page += picture("this run", actual.frames[frame], outlining: paths)
      page += "</div>\n"
    }
    if !changes.isEmpty {
      page += "<h2>What differs</h2>\n<table><tr><th>t (s)</th><th>view</th><th>attribute</th>"
      page += "<th>reference</th><th>this run</th></tr>\n"
      for change in changes.prefix(200) {
        page += "<tr><td class=\"n\">\(Self.seconds(change.time))</td>"
        page += "<td>\(Self.escape(change.path))</td><td>\(Self.escape(change.name))</td>"
        page += "<td class=\"n\">\(Self.escape(change.expected))</td>"
        page += "<td class=\"n\">\(Self.escape(change.actual))</td></tr>\n"
      }
      page += "</table>\n"
      if changes.count > 200 { page += "<p>… and \(changes.count - 200) more.</p>\n" }
    }
    var plotted: [String] = []
    for change in changes where change.size.isFinite {
      let key = change.path + " " + change.name
      guard !plotted.contains(key), plotted.count < Self.maximumPlots else { continue }
      plotted.append(key)
      page += "<h2>\(Self.escape(change.path)) \(Self.escape(change.name))</h2>\n"
      page += plot(change)
    }
    return page + "</body></html>\n"
  }

  /// The frames shown as pictures: where the runs part, where they differ most, and the last
  /// frame that differs.
  static func shownFrames(_ changes: [Change]) -> [Int] {
    guard let first = changes.first, let last = changes.last else { return [] }
    let largest = changes.filter(\.size.isFinite).max { $0.size < $1.size } ?? first
    var frames: [Int] = []
    for frame in [first.frame, largest.frame, last.frame] where !frames.contains(frame) {
      frames.append(frame)
    }
    return Array(frames.sorted().prefix(maximumPictures))
  }

  /// One run's screen at a frame, the views at `paths` outlined in red.
  private func picture(_ caption: String, _ frame: SnapshotLog.Frame, outlining paths: Set<String>)
    -> String
  {
    let width = SnapshotSVG.number(screenSize.width)
    let height = SnapshotSVG.number(screenSize.height)
    var marks = "<svg class=\"marks\" viewBox=\"0 0 \(width) \(height)\">"
    for node in frame.nodes where paths.contains(node.path) {
      let box = [
        node.attributes["frame.x"] ?? 0, node.attributes["frame.y"] ?? 0,
        node.attributes["frame.width"] ?? 0, node.attributes["frame.height"] ?? 0,
      ].map(SnapshotSVG.number)
      marks += "<rect x=\"\(box[0])\" y=\"\(box[1])\" width=\"\(box[2])\" height=\"\(box[3])\" "
      marks += "fill=\"none\" stroke=\"#e00\" stroke-width=\"3\"/>"
    }
    marks += "</svg>"
    return "<figure><figcaption>\(caption)</figcaption><div class=\"screen\">"
      + SnapshotSVG(screenSize: screenSize).document(frame.snapshot) + marks + "</div></figure>\n"
  }

  /// The attribute of `change` in both runs over time, the instant where they part dashed.
  private func plot(_ change: Change) -> String {
    func samples(_ log: SnapshotLog) -> [(Double, Double)] {
      log.frames.compactMap { frame in
        frame.nodes.first { $0.path == change.path }?.attributes[change.name].map {
          (frame.time, $0)
        }
      }
    }
    let series = [
      ("reference", "#1f77b4", samples(expected)), ("this run", "#d62728", samples(actual)),
    ]
    let all = series.flatMap(\.2)
    guard let low = all.map(\.1).min(), let high = all.map(\.1).max(),
      let start = all.map(\.0).min(), let end = all.map(\.0).max()
    else { return "" }
    let (width, height, left, top) = (640.0, 200.0, 70.0, 10.0)
    let plotWidth = width - left - 20
    let plotHeight = height - top - 30
    let span = max(high - low, 1e-9)
    let duration = max(end - start, 1e-9)
    let x = { (time: Double) in left + (time - start) / duration * plotWidth }
    let y = { (value: Double) in top + (high - value) / span * plotHeight }
    let n = SnapshotSVG.number
    var svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\">"
    svg +=
      "<rect x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(plotWidth))\" height=\"\(n(plotHeight))\" fill=\"none\" stroke=\"#ccc\"/>"
    for (value, anchorY) in [(high, top + 4), (low, top + plotHeight)] {
      svg += "<text x=\"\(n(left - 6))\" y=\"\(n(anchorY))\" text-anchor=\"end\" font-size=\"11\">"
      svg += "\(DecimalFormatting.format(value))</text>"
    }
    for time in [start, end] {
      svg +=
        "<text x=\"\(n(x(time)))\" y=\"\(n(height - 8))\" text-anchor=\"middle\" font-size=\"11\">"
      svg += "\(Self.seconds(time)) s</text>"
    }
    let parts = x(change.time)
    svg +=
      "<line x1=\"\(n(parts))\" y1=\"\(n(top))\" x2=\"\(n(parts))\" y2=\"\(n(top + plotHeight))\" "
    svg += "stroke=\"#888\" stroke-dasharray=\"4 3\"/>"
    for (_, color, points) in series where !points.isEmpty {
      let list = points.map { "\(n(x($0.0))),\(n(y($0.1)))" }.joined(separator: " ")
      svg += "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\" points=\"\(list)\"/>"
    }
    svg += "</svg>"
    let legend = series.map { "<span style=\"color:\($0.1)\">━ \($0.0)</span>" }.joined()
    return "<div class=\"legend\">\(legend)<span>┆ they part</span></div>\n\(svg)\n"
  }

  static func seconds(_ time: Double) -> String {
    DecimalFormatting.format(time, fractionDigits: 4)
  }

  static func escape(_ text: String) -> String { SnapshotSVG.escape(text) }
}

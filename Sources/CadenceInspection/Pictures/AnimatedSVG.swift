import Cadence
import Foundation

/// A recorded run as one SVG document that plays in any browser, looping: each node's
/// offset, rotation, scale, opacity and position animate with SMIL along the recorded values
/// at the recorded instants (linear between frames, as the frames sample a continuous
/// motion); what cannot be interpolated — a changed label, size or path — switches at its
/// instant; the time shows in the top right corner, in tenths of a second. The run holds its
/// last frame for half a second before it starts again.
///
/// Values that the frames between keep on a straight line are left out, so a run of a few
/// nodes stays small (a 2-second, 4-node run is a few tens of kilobytes).
public struct AnimatedSVG: Sendable {
  /// The recorded run.
  public let log: SnapshotLog
  /// The screen the run was laid out on, in points.
  public var screenSize: CGSize

  /// Creates the animation of `log` on a screen of `screenSize` points.
  public init(log: SnapshotLog, screenSize: CGSize = CGSize(width: 390, height: 844)) {
    self.log = log
    self.screenSize = screenSize
  }

  /// The pause on the last frame before the run loops.
  static let hold = 0.5

  /// The document.
  public var document: String {
    let snapshots = log.frames.map(\.snapshot)
    guard let first = snapshots.first, let last = snapshots.last else {
      return SnapshotSVG.wrap("", size: screenSize)
    }
    let start = first.time
    let length = max(last.time - start, 0)
    let duration = length + Self.hold
    let keyTimes = snapshots.map { ($0.time - start) / duration }
    let timeline = Timeline(keyTimes: keyTimes, duration: duration)

    // The union of the frames' trees: each path's node at each frame (nil where absent).
    var order: [String] = []
    var parent: [String: String] = [:]
    var children: [String: [String]] = [:]
    var nodes: [String: [SnapshotNode?]] = [:]
    for (index, snapshot) in snapshots.enumerated() {
      var pending = snapshot.roots.reversed().map { ($0, "") }
      while let (node, above) = pending.popLast() {
        let path = node.path
        if nodes[path] == nil {
          nodes[path] = Array(repeating: nil, count: snapshots.count)
          order.append(path)
          parent[path] = above
          children[above, default: []].append(path)
        }
        nodes[path]?[index] = node
        for child in node.childrenInDrawingOrder.reversed() { pending.append((child, path)) }
      }
    }

    // The tint a view's label is drawn in: that of the nearest button around it at that frame.
    func tint(of path: String, at frame: Int) -> PaintColor? {
      var above = parent[path]
      while let current = above, !current.isEmpty {
        if let node = nodes[current]?[frame] ?? nil, let tint = PictureLayout.tint(inside: node) {
          return tint
        }
        above = parent[current]
      }
      return nil
    }

    // Each group is written into the one document: a nested group's text copied into its
    // parent's at every level made deep trees quadratic beyond their output.
    func group(_ path: String, into output: inout String) {
      let series = nodes[path] ?? []
      let above = parent[path].flatMap { nodes[$0] }
      var open = ""
      var close = ""
      var animations = ""
      // Visibility: present or not at each frame.
      if series.contains(where: { $0 == nil }) {
        animations += timeline.discrete(
          "visibility", series.map { $0 == nil ? "hidden" : "visible" })
      }
      // Position relative to the parent's frame, plus the offset.
      let positions = series.enumerated().map { index, node -> [Double] in
        guard let node else { return [0, 0] }
        let origin = above?[index]?.frame.origin ?? .zero
        return [
          node.frame.minX - origin.x + (node["offset.x"] ?? 0),
          node.frame.minY - origin.y + (node["offset.y"] ?? 0),
        ]
      }
      let opacities = series.map {
        [$0?.isHidden == true ? 0 : min(max($0?["opacity"] ?? 1, 0), 1)]
      }
      open += "<g data-path=\"\(SnapshotSVG.escape(path))\""
      open += timeline.staticOrAnimated(
        transform: "translate", positions, into: &animations)
      if let opacity = timeline.constant(opacities) {
        if opacity[0] != 1 { open += " opacity=\"\(SnapshotSVG.number(opacity[0]))\"" }
      } else {
        animations += timeline.linear("opacity", opacities)
      }
      open += ">" + animations
      close = "</g>\n" + close
      // Rotation about its anchor.
      let rotations = series.map { node -> [Double] in
        guard let node else { return [0, 0, 0] }
        let anchor = PictureLayout.point(node.style("rotation.anchor"), in: node.frame.size)
        return [node["rotation"] ?? 0, anchor.x, anchor.y]
      }
      if rotations.contains(where: { $0[0] != 0 }) {
        var inner = ""
        open +=
          "<g" + timeline.staticOrAnimated(transform: "rotate", rotations, into: &inner) + ">"
          + inner
        close = "</g>" + close
      }
      // Scale about its anchor: to the anchor, scale, back.
      let scales = series.map { [$0?["scale.x"] ?? 1, $0?["scale.y"] ?? 1] }
      if scales.contains(where: { $0 != [1, 1] }) {
        let anchors = series.map { node -> [Double] in
          guard let node else { return [0, 0] }
          let anchor = PictureLayout.point(node.style("scale.anchor"), in: node.frame.size)
          return [anchor.x, anchor.y]
        }
        for (kind, values) in [
          ("translate", anchors), ("scale", scales), ("translate", anchors.map { $0.map { -$0 } }),
        ] {
          var inner = ""
          open +=
            "<g" + timeline.staticOrAnimated(transform: kind, values, into: &inner) + ">"
            + inner
          close = "</g>" + close
        }
      }
      // The content: each distinct drawing shown while it is current.
      var variants: [String] = []
      var shown: [Int?] = []
      for (frame, node) in series.enumerated() {
        guard let node else {
          shown.append(nil)
          continue
        }
        let markup = SVGContent.markup(
          for: node, size: node.frame.size, tint: tint(of: path, at: frame))
        if let index = variants.firstIndex(of: markup) {
          shown.append(index)
        } else {
          variants.append(markup)
          shown.append(variants.count - 1)
        }
      }
      var content = ""
      if variants.count == 1 {
        content = variants[0]
      } else {
        for (index, markup) in variants.enumerated() where !markup.isEmpty {
          content +=
            "<g>"
            + timeline.discrete("visibility", shown.map { $0 == index ? "visible" : "hidden" })
            + markup + "</g>"
        }
      }
      output += open
      output += content
      for child in children[path] ?? [] { descend { group(child, into: &output) } }
      output += close
    }

    var body = ""
    for root in children[""] ?? [] { group(root, into: &body) }
    // The clock: one label per tenth of a second.
    var clock = ""
    // (At most ten thousand labels: a run longer than 1,000 s keeps its first ones.)
    let tenths = length.isFinite ? Int(min(max((length * 10).rounded(.down), 0), 10_000)) : 0
    for tenth in 0...tenths {
      let from = Double(tenth) / 10 / duration
      let to = tenth == tenths ? 1 : Double(tenth + 1) / 10 / duration
      let label = "t=" + DecimalFormatting.format(Double(tenth) / 10, fractionDigits: 1) + "s"
      clock +=
        "<text x=\"\(SnapshotSVG.number(screenSize.width - 8))\" y=\"16\" font-size=\"12\" "
        + "text-anchor=\"end\" fill=\"#8e8e93\" visibility=\"hidden\">"
        + timeline.window(from: from, to: to) + label + "</text>\n"
    }
    return SnapshotSVG.wrap(body, size: screenSize, extra: clock)
  }
}

/// The instants of a run as SMIL key times, and the animation elements built on them.
private struct Timeline {
  let keyTimes: [Double]
  let duration: Double

  private var timing: String {
    "dur=\"\(SnapshotSVG.number(duration))s\" repeatCount=\"indefinite\""
  }

  /// The values when they are the same at every frame.
  func constant(_ values: [[Double]]) -> [Double]? {
    guard let first = values.first else { return nil }
    return values.allSatisfy({ $0 == first }) ? first : nil
  }

  /// ` transform="kind(…)"` when the values never change; otherwise nothing, and an
  /// `animateTransform` appended to `animations`.
  func staticOrAnimated(transform kind: String, _ values: [[Double]], into animations: inout String)
    -> String
  {
    if let value = constant(values) {
      if value.allSatisfy({ $0 == 0 }) && kind != "scale" { return "" }
      return " transform=\"\(kind)(\(value.map(SnapshotSVG.number).joined(separator: " ")))\""
    }
    let (times, kept) = thinned(values)
    animations +=
      "<animateTransform attributeName=\"transform\" type=\"\(kind)\" "
      + "values=\"\(kept.map { $0.map(SnapshotSVG.number).joined(separator: " ") }.joined(separator: ";"))\" "
      + "keyTimes=\"\(times.map(SnapshotSVG.number).joined(separator: ";"))\" \(timing)/>"
    return ""
  }

  /// An `animate` of a number, linear between the kept frames.
  func linear(_ attribute: String, _ values: [[Double]]) -> String {
    let (times, kept) = thinned(values)
    return "<animate attributeName=\"\(attribute)\" "
      + "values=\"\(kept.map { SnapshotSVG.number($0[0]) }.joined(separator: ";"))\" "
      + "keyTimes=\"\(times.map(SnapshotSVG.number).joined(separator: ";"))\" \(timing)/>"
  }

  /// An `animate` that switches `attribute` at the frames where its value changes.
  func discrete(_ attribute: String, _ values: [String]) -> String {
    var times: [Double] = []
    var kept: [String] = []
    for (index, value) in values.enumerated() where kept.last != value {
      times.append(index == 0 ? 0 : keyTimes[index])
      kept.append(value)
    }
    return "<animate attributeName=\"\(attribute)\" calcMode=\"discrete\" "
      + "values=\"\(SnapshotSVG.escape(kept.joined(separator: ";")))\" "
      + "keyTimes=\"\(times.map(SnapshotSVG.number).joined(separator: ";"))\" \(timing)/>"
  }

  /// Visible from key time `from` to `to`, hidden otherwise.
  func window(from: Double, to: Double) -> String {
    var values = from > 0 ? ["hidden", "visible"] : ["visible"]
    var times = from > 0 ? ["0", SnapshotSVG.number(from)] : ["0"]
    if to < 1 {
      values.append("hidden")
      times.append(SnapshotSVG.number(to))
    }
    return "<animate attributeName=\"visibility\" calcMode=\"discrete\" "
      + "values=\"\(values.joined(separator: ";"))\" keyTimes=\"\(times.joined(separator: ";"))\" \(timing)/>"
  }

  /// The frames to keep: the first, the last (held to key time 1), and every one that the
  /// straight line between its kept neighbours would miss.
  private func thinned(_ values: [[Double]]) -> ([Double], [[Double]]) {
    var times: [Double] = []
    var kept: [[Double]] = []
    // The last frame holds to the end of the loop: one more point, at key time 1.
    let values = values + values.suffix(1)
    for index in values.indices {
      let time = index == 0 ? 0 : (index < keyTimes.count ? keyTimes[index] : 1)
      if kept.count >= 2, index > 0 {
        // Replace the last kept point when it lies on the line from the one before to this.
        let a = kept[kept.count - 2]
        let ta = times[times.count - 2]
        let b = kept[kept.count - 1]
        let tb = times[times.count - 1]
        let span = time - ta
        let onLine =
          span > 0
          && zip(zip(a, b), values[index]).allSatisfy { pair, c in
            let expected = pair.0 + (c - pair.0) * (tb - ta) / span
            return abs(expected - pair.1) <= 1e-3 * max(1, abs(pair.1))
          }
        if onLine {
          times[times.count - 1] = time
          kept[kept.count - 1] = values[index]
          continue
        }
      }
      times.append(time)
      kept.append(values[index])
    }
    return (times, kept)
  }
}

import Cadence

/// Plots of a motion's value and velocity on a shared time axis: a terminal chart, an SVG
/// document and CSV.
public enum MotionPlot {
  /// The value and velocity of `series` as two terminal charts of `width` columns and `height`
  /// rows each, with axis labels and units, `|` markers at `marks` (event instants) under the
  /// time axis.
  public static func terminal(
    _ series: MotionSeries, marks: [Double] = [], width: Int = 72, height: Int = 10
  ) -> String {
    var output = "\(series.title) \(series.attribute) at \(series.path)\n"
    output += chart(
      series.values, start: series.start, step: series.step, label: "value",
      width: width, height: height, marks: marks)
    output += chart(
      series.velocitiesThroughSteps, start: series.start, step: series.step,
      label: "velocity (per s)",
      width: width, height: height, marks: marks)
    return output
  }

  private static func chart(
    _ values: [Double], start: Double, step: Double, label: String, width: Int, height: Int,
    marks: [Double]
  ) -> String {
    guard !values.isEmpty else { return "" }
    let columns = max(8, width)
    let rows = max(3, height)
    let finite = values.filter { $0.isFinite }
    let low = finite.min() ?? 0
    let high = finite.max() ?? 0
    // Halved, so that a span from −1.797e308 to 1.797e308 does not overflow to ∞.
    let halfSpan = high / 2 - low / 2 > 0 ? high / 2 - low / 2 : 0.5
    /// The row of `value`: within the chart whatever the value (∞ at an edge, NaN at the foot).
    func level(_ value: Double) -> Int {
      let fraction = (value / 2 - low / 2) / halfSpan
      guard !fraction.isNaN else { return 0 }
      return Int((min(max(fraction, 0), 1) * Double(rows - 1)).rounded())
    }
    var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
    for column in 0..<columns {
      let index = min(values.count - 1, column * values.count / columns)
      grid[rows - 1 - level(values[index])][column] = "•"
    }
    if low < 0 && high > 0 {
      let zero = rows - 1 - level(0)
      for column in 0..<columns where grid[zero][column] == " " { grid[zero][column] = "·" }
    }
    let end = start + Double(values.count - 1) * step
    let top = DecimalFormatting.format(high)
    let bottom = DecimalFormatting.format(low)
    let margin = max(top.count, bottom.count)
    var text = "\(label)\n"
    for (row, characters) in grid.enumerated() {
      let axis = row == 0 ? top : row == rows - 1 ? bottom : ""
      text +=
        String(repeating: " ", count: margin - axis.count) + axis + " │" + String(characters)
        + "\n"
    }
    var markRow = Array(repeating: Character(" "), count: columns)
    for mark in marks where mark >= start && mark <= end && end > start {
      let column = min(columns - 1, Int((mark - start) / (end - start) * Double(columns - 1)))
      markRow[column] = "|"
    }
    text +=
      String(repeating: " ", count: margin) + " └" + String(repeating: "─", count: columns)
      + "\n"
    text += String(repeating: " ", count: margin + 2) + String(markRow) + "\n"
    let from = DecimalFormatting.format(start)
    let to = DecimalFormatting.format(end) + " s"
    text +=
      String(repeating: " ", count: margin + 2) + from
      + String(repeating: " ", count: max(1, columns - from.count - to.count)) + to + "\n"
    return text
  }

  /// The series as CSV: `time,<title attribute>,<title attribute> velocity,…`, one row per
  /// sample (the series must share their grid).
  public static func csv(_ series: [MotionSeries]) -> String {
    guard let first = series.first else { return "time\n" }
    var header = ["time"]
    for item in series {
      let name = "\(item.path) \(item.attribute)"
      header += [quote(name), quote(name + " velocity")]
    }
    var lines = [header.joined(separator: ",")]
    let velocities = series.map(\.velocitiesThroughSteps)
    for index in first.values.indices {
      var row = [DecimalFormatting.format(first.time(at: index), fractionDigits: 6)]
      for (item, velocity) in zip(series, velocities) where index < item.values.count {
        row.append(DecimalFormatting.format(item.values[index], fractionDigits: 6))
        row.append(DecimalFormatting.format(velocity[index], fractionDigits: 6))
      }
      lines.append(row.joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func quote(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// An instant to mark on a plot, with what happened then (`tap`, `phase`, …).
  public struct Mark: Hashable, Sendable {
    public var time: Double
    public var label: String

    public init(time: Double, label: String) {
      self.time = time
      self.label = label
    }
  }

  /// A self-contained SVG: value (top) and velocity (bottom) of each series overlaid on a
  /// shared time axis, with a legend, axis labels and dashed markers at `marks`.
  public static func svg(_ series: [MotionSeries], marks: [Double] = []) -> String {
    svg(series, events: marks.map { Mark(time: $0, label: "") })
  }

  /// Tick values from `low` to `high`: about `count` of them, at 1, 2 or 5 times a power
  /// of ten.
  static func ticks(from low: Double, to high: Double, count: Int) -> [Double] {
    guard low.isFinite, high.isFinite, high > low, count > 0 else { return [] }
    let raw = (high - low) / Double(count)
    let magnitude = pow(10, (log10(raw)).rounded(.down))
    let step =
      [1.0, 2, 5, 10].map { $0 * magnitude }.first { (high - low) / $0 <= Double(count) }
      ?? raw
    var values: [Double] = []
    var value = (low / step).rounded(.up) * step
    while value <= high + step * 1e-9, values.count < 50 {
      values.append(abs(value) < step * 1e-9 ? 0 : value)
      value += step
    }
    return values
  }

  /// A self-contained SVG: value (top) and velocity (bottom, through the steps of a stepped
  /// motion) of each series overlaid on a shared time axis, with value grid lines and time
  /// ticks labelled, a legend naming each series' view, and dashed markers at the events'
  /// instants, labelled with what happened.
  public static func svg(_ series: [MotionSeries], events marks: [Mark]) -> String {
    let width = 720.0
    let panel = 220.0
    let left = 70.0
    let plotWidth = width - left - 20
    let colors = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b"]
    guard let first = series.first, first.values.count > 1 else {
      return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"720\" height=\"60\"></svg>\n"
    }
    let start = first.start
    let end = series.map { $0.time(at: $0.values.count - 1) }.max() ?? start + 1
    let duration = max(end - start, 1e-9)
    func x(_ time: Double) -> Double { left + (time - start) / duration * plotWidth }
    var body = ""
    for (panelIndex, (title, pick)) in [
      ("value", { (item: MotionSeries) in item.values }),
      ("velocity (per s)", { (item: MotionSeries) in item.velocitiesThroughSteps }),
    ].enumerated() {
      let top = 40 + Double(panelIndex) * (panel + 50)
      let all = series.flatMap(pick).filter { $0.isFinite }
      let low = all.min() ?? 0
      let high = all.max() ?? 1
      // Halved, so that the span of ±1.797e308 does not overflow; values clamped to the panel.
      let halfSpan = high / 2 - low / 2 > 0 ? high / 2 - low / 2 : 0.5
      func y(_ value: Double) -> Double {
        let fraction = (value / 2 - low / 2) / halfSpan
        return top + panel - (fraction.isNaN ? 0 : min(max(fraction, 0), 1)) * panel
      }
      body +=
        "<text x=\"\(format(left))\" y=\"\(format(top - 8))\" font-size=\"13\">\(title)</text>\n"
      body +=
        "<rect x=\"\(format(left))\" y=\"\(format(top))\" width=\"\(format(plotWidth))\" "
        + "height=\"\(format(panel))\" fill=\"none\" stroke=\"#999\"/>\n"
      for tick in ticks(from: low, to: high, count: 5) {
        body +=
          "<line x1=\"\(format(left))\" x2=\"\(format(left + plotWidth))\" "
          + "y1=\"\(format(y(tick)))\" y2=\"\(format(y(tick)))\" "
          + "stroke=\"\(tick == 0 ? "#bbb" : "#eee")\"/>\n"
        body +=
          "<text x=\"\(format(left - 6))\" y=\"\(format(y(tick) + 4))\" font-size=\"11\" "
          + "text-anchor=\"end\">\(DecimalFormatting.format(tick))</text>\n"
      }
      for tick in ticks(from: start, to: end, count: 8) {
        body +=
          "<line x1=\"\(format(x(tick)))\" x2=\"\(format(x(tick)))\" y1=\"\(format(top))\" "
          + "y2=\"\(format(top + panel))\" stroke=\"#f2f2f2\"/>\n"
          + "<text x=\"\(format(x(tick)))\" y=\"\(format(top + panel + 14))\" font-size=\"10\" "
          + "text-anchor=\"middle\">\(DecimalFormatting.format(tick)) s</text>\n"
      }
      for mark in marks where mark.time >= start && mark.time <= end {
        body +=
          "<line x1=\"\(format(x(mark.time)))\" x2=\"\(format(x(mark.time)))\" "
          + "y1=\"\(format(top))\" y2=\"\(format(top + panel))\" stroke=\"#888\" "
          + "stroke-dasharray=\"4 3\"/>\n"
        if panelIndex == 0, !mark.label.isEmpty {
          body +=
            "<text x=\"\(format(x(mark.time) + 3))\" y=\"\(format(top + 12))\" font-size=\"10\" "
            + "fill=\"#666\">\(escape(mark.label))</text>\n"
        }
      }
      for (index, item) in series.enumerated() {
        let points = pick(item).enumerated().map {
          "\(format(x(item.time(at: $0.offset)))),\(format(y($0.element)))"
        }
        body +=
          "<polyline fill=\"none\" stroke=\"\(colors[index % colors.count])\" "
          + "stroke-width=\"1.5\" points=\"\(points.joined(separator: " "))\"/>\n"
      }
    }
    let axisY = 40 + 2 * panel + 50 + 20
    body +=
      "<text x=\"\(format(left + plotWidth))\" y=\"\(format(axisY))\" font-size=\"11\" "
      + "text-anchor=\"end\">time (s)</text>\n"
    for (index, item) in series.enumerated() {
      let legendY = axisY + 20 + Double(index) * 16
      body +=
        "<text x=\"\(format(left))\" y=\"\(format(legendY))\" font-size=\"12\" "
        + "fill=\"\(colors[index % colors.count])\">"
        + escape("\(item.title) \(item.attribute) (\(item.path))") + "</text>\n"
    }
    let height = axisY + 30 + Double(series.count) * 16
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(format(width))\" "
      + "height=\"\(format(height))\" font-family=\"sans-serif\">\n"
      + "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n" + body + "</svg>\n"
  }

  private static func format(_ value: Double) -> String {
    DecimalFormatting.format(value, fractionDigits: 2)
  }

  private static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}

import Cadence
import Foundation

/// What iOS draws around the views of a screen and a snapshot has no node for: a list's
/// grouped background, its rows' cells, the separators between them and the chevron of a
/// row that navigates; a navigation bar with its title; the tab bar's background. Drawn from
/// the nodes' frames and recorded settings (the list's rows, `navigationTitle`, the content's
/// place below the bar), with iOS's system colours.
enum SystemChrome {
  /// iOS's grouped background, cell, separator, chevron and bar colours.
  static let groupedBackground = PaintColor(
    red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
  static let separator = PaintColor(red: 198 / 255, green: 198 / 255, blue: 200 / 255, alpha: 1)
  static let chevron = PaintColor(red: 196 / 255, green: 196 / 255, blue: 199 / 255, alpha: 1)
  static let bar = PaintColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 0.94)

  /// A row of a list, in the list's coordinates: its cell's top and bottom, and whether it is
  /// a section's header or footer (no cell) or navigates (a chevron).
  struct Row: Equatable {
    var top: Double
    var bottom: Double
    var isHeader: Bool
    var navigates: Bool
  }

  /// The rows of `list`: each child, its cell at least 44 points tall about its centre (as
  /// the list lays a row out), cells that would overlap cut at their midpoint.
  static func rows(of list: SnapshotNode) -> [Row] {
    let origin = list.frame.origin
    var rows = list.children.map { child -> Row in
      let frame = child.frame
      let height = max(frame.height, 44)
      let centre = frame.midY - origin.y
      let isHeader = child.style("section") != nil
      return Row(
        top: isHeader ? frame.minY - origin.y : centre - height / 2,
        bottom: isHeader ? frame.maxY - origin.y : centre + height / 2,
        isHeader: isHeader, navigates: child.style("navigationLink") == "true")
    }
    for index in rows.indices.dropFirst() where rows[index].top < rows[index - 1].bottom {
      let middle = (rows[index].top + rows[index - 1].bottom) / 2
      if !rows[index - 1].isHeader { rows[index - 1].bottom = middle }
      if !rows[index].isHeader { rows[index].top = middle }
    }
    return rows
  }

  /// A list's grouped background, its rows' white cells, a separator between two rows of a
  /// section (inset 20 points, where the row's content starts), and a chevron at the
  /// trailing edge of each row that navigates.
  static func listMarkup(_ list: SnapshotNode, size: CGSize) -> String {
    let n = SnapshotSVG.number
    var output =
      "<rect width=\"\(n(size.width))\" height=\"\(n(size.height))\""
      + "\(SVGContent.paint("fill", groupedBackground))/>"
    let rows = rows(of: list)
    for (index, row) in rows.enumerated() where !row.isHeader {
      output +=
        "<rect y=\"\(n(row.top))\" width=\"\(n(size.width))\" height=\"\(n(row.bottom - row.top))\""
        + " fill=\"#ffffff\"/>"
      if index > 0, !rows[index - 1].isHeader {
        output +=
          "<line x1=\"20\" y1=\"\(n(row.top))\" x2=\"\(n(size.width))\" y2=\"\(n(row.top))\""
          + "\(SVGContent.paint("stroke", separator)) stroke-width=\"0.5\"/>"
      }
      if row.navigates {
        let middle = (row.top + row.bottom) / 2
        let x = size.width - 20 - 7
        output +=
          "<path d=\"M\(n(x)) \(n(middle - 6)) L\(n(x + 6)) \(n(middle)) L\(n(x)) \(n(middle + 6))\""
          + " fill=\"none\"\(SVGContent.paint("stroke", chevron)) stroke-width=\"2\""
          + " stroke-linecap=\"round\" stroke-linejoin=\"round\"><title>chevron.right</title></path>"
      }
    }
    return output
  }

  /// The title a navigation stack's bar shows: the `navigationTitle` of the content it shows
  /// (its first child with one, or that child's first child), and the bar's height: from the
  /// stack's top to that content's.
  static func navigationTitle(of stack: SnapshotNode) -> (title: String, barHeight: Double)? {
    for child in stack.children {
      let titled =
        child.style("navigationTitle") != nil
        ? child : child.children.first { $0.style("navigationTitle") != nil }
      guard let titled, let title = titled.style("navigationTitle") else { continue }
      return (title, child.frame.minY - stack.frame.minY)
    }
    return nil
  }

  /// A navigation bar: a large title (34 points, bold, at the leading edge of a bar at least
  /// 90 points tall, over the content's background), or an inline one (17 points, centred, on
  /// the bar's material with a hairline under it).
  static func navigationBarMarkup(_ stack: SnapshotNode, size: CGSize) -> String {
    guard let (title, height) = navigationTitle(of: stack), height >= 30 else { return "" }
    let n = SnapshotSVG.number
    let escaped = SnapshotSVG.escape(title)
    let grouped = stack.children.contains { ["List", "Form"].contains($0.kind) }
    if height >= 90 {
      let background = grouped ? SVGContent.paint("fill", groupedBackground) : " fill=\"#ffffff\""
      return "<rect width=\"\(n(size.width))\" height=\"\(n(height))\"\(background)/>"
        + "<text x=\"16\" y=\"\(n(height - 12))\" font-size=\"34\" font-weight=\"bold\""
        + " font-family=\"-apple-system, system-ui, sans-serif\">\(escaped)</text>"
    }
    return
      "<rect width=\"\(n(size.width))\" height=\"\(n(height))\"\(SVGContent.paint("fill", bar))/>"
      + "<line x1=\"0\" y1=\"\(n(height))\" x2=\"\(n(size.width))\" y2=\"\(n(height))\""
      + "\(SVGContent.paint("stroke", separator)) stroke-width=\"0.5\"/>"
      + "<text x=\"\(n(size.width / 2))\" y=\"\(n(height / 2 + 6))\" font-size=\"17\""
      + " font-weight=\"600\" text-anchor=\"middle\""
      + " font-family=\"-apple-system, system-ui, sans-serif\">\(escaped)</text>"
  }

  /// The bottom toolbar of a navigation container's bars (`NavigationBar`), when an item sits
  /// in it: the bars' material over the last 44 points, with a hairline along its top.
  static func bottomToolbarMarkup(_ bars: SnapshotNode, size: CGSize) -> String {
    guard let top = bottomToolbarTop(of: bars, size: size) else { return "" }
    let n = SnapshotSVG.number
    return
      "<rect y=\"\(n(top))\" width=\"\(n(size.width))\" height=\"44\"\(SVGContent.paint("fill", bar))/>"
      + "<line x1=\"0\" y1=\"\(n(top))\" x2=\"\(n(size.width))\" y2=\"\(n(top))\""
      + "\(SVGContent.paint("stroke", separator)) stroke-width=\"0.5\"/>"
  }

  /// The top of the bottom toolbar of a navigation container's bars, in their coordinates,
  /// when an item sits in it.
  static func bottomToolbarTop(of bars: SnapshotNode, size: CGSize) -> Double? {
    let top = size.height - 44
    guard top > 44, bars.children.contains(where: { $0.frame.minY - bars.frame.minY >= top })
    else { return nil }
    return top
  }

  /// The tab bar's material with a hairline along its top.
  static func tabBarMarkup(size: CGSize) -> String {
    let n = SnapshotSVG.number
    return
      "<rect width=\"\(n(size.width))\" height=\"\(n(size.height))\"\(SVGContent.paint("fill", bar))/>"
      + "<line x1=\"0\" y1=\"0\" x2=\"\(n(size.width))\" y2=\"0\""
      + "\(SVGContent.paint("stroke", separator)) stroke-width=\"0.5\"/>"
  }
}

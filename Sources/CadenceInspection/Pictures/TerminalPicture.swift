import Cadence
import Foundation

/// Draws a snapshot as a picture of the screen in a grid of characters, for a terminal.
///
/// The host's points map to cells at `pointsPerColumn` × `pointsPerRow` (by default 8.5 × 21:
/// one character of body text per column and one line of it per row, so a 390 × 844 host is
/// 46 × 41 cells). A white screen; colours, shapes (their recorded paths, filled and
/// stroked), backgrounds and rounded corners painted; text at its place, wrapped as the text
/// metric wraps it and clipped to its frame; buttons in their tint (in brackets without
/// colour), toggles as `[ ●]`/`[● ]`, fields with their text or placeholder, sliders and
/// progress bars as bars. `offset`, `rotation`, `scale` and `opacity` (and geometry effects)
/// apply to a node and everything inside it: a rotated outline is rasterised, cell by cell.
///
/// With colour (24-bit ANSI escapes) each cell has a background and a foreground; without,
/// a fill is a shade character by its lightness (`█▓▒░`, white blank). The same snapshot
/// always gives the same characters.
public struct TerminalPicture: Sendable {
  /// The screen the snapshot was laid out on, in points.
  public var screenSize: CGSize
  /// How many points of the screen a column covers.
  public var pointsPerColumn: Double
  /// How many points of the screen a row covers.
  public var pointsPerRow: Double

  /// Creates a picture maker for a screen of `screenSize` points.
  public init(
    screenSize: CGSize = CGSize(width: 390, height: 844), pointsPerColumn: Double = 8.5,
    pointsPerRow: Double = 21
  ) {
    // A screen that is not a size (non-finite, not positive) is the default one.
    self.screenSize = CGSize(
      width: screenSize.width.isFinite && screenSize.width > 0 ? screenSize.width : 390,
      height: screenSize.height.isFinite && screenSize.height > 0 ? screenSize.height : 844)
    self.pointsPerColumn = pointsPerColumn.isFinite && pointsPerColumn > 0 ? pointsPerColumn : 8.5
    self.pointsPerRow = pointsPerRow.isFinite && pointsPerRow > 0 ? pointsPerRow : 21
  }

  /// The most columns or rows a picture has, whatever the screen's size.
  public static let maximumCells = 4_096

  /// The picture's width in columns.
  public var columns: Int {
    Self.cellCount(screenSize.width / pointsPerColumn)
  }

  /// The picture's height in rows.
  public var rows: Int {
    Self.cellCount(screenSize.height / pointsPerRow)
  }

  /// Cells enough for `length` cells' worth of points: at least 1, at most `maximumCells`.
  private static func cellCount(_ length: Double) -> Int {
    guard length.isFinite else { return maximumCells }
    return Int(min(max(length.rounded(.up), 1), Double(maximumCells)))
  }

  /// Whether pictures written to standard output should be coloured: it is a terminal and
  /// `NO_COLOR` is not set (https://no-color.org).
  public static var standardOutputWantsColor: Bool {
    isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  }

  /// The picture of `snapshot`: `rows` lines of `columns` cells, each line ending in a
  /// newline. With `limit`, a picture larger than `limit` columns or rows is cropped to it,
  /// a `›` in the last column of cropped lines and a last line saying what was cropped.
  public func render(
    _ snapshot: Snapshot, color: Bool = false, limit: (columns: Int, rows: Int)? = nil
  ) -> String {
    var grid = CellGrid(columns: columns, rows: rows)
    grid.colored = color
    paint(snapshot, into: &grid)
    return grid.text(color: color, limit: limit)
  }

  // MARK: Painting

  func paint(_ snapshot: Snapshot, into grid: inout CellGrid) {
    // Off screen (most rows of a long list) or transparent: nothing to paint.
    let screen = CGRect(origin: .zero, size: screenSize)
    for item in PictureLayout.items(of: snapshot, visibleIn: screen) {
      paint(item, into: &grid)
    }
  }

  private func paint(_ item: PictureItem, into grid: inout CellGrid) {
    let node = item.node
    let radius = node["cornerRadius"] ?? 0
    if let name = node.style("background"), let color = PaintColor.named(name) {
      fill(
        .rectangle(item.size, cornerRadius: radius), color: color, item: item,
        into: &grid)
    }
    if let data = node.style("path") {
      paintShape(item, data: data, into: &grid)
    }
    switch node.kind {
    case "Color":
      if let color = node.label.flatMap(PaintColor.named) {
        fill(
          .rectangle(item.size, cornerRadius: radius), color: color, item: item,
          into: &grid)
      }
    case "Text", "Label":
      drawText(node.label ?? "", item: item, color: PictureLayout.textColor(of: node), into: &grid)
    case "Button", "Link", "NavigationLink":
      guard let label = node.label, node.children.isEmpty else { break }
      drawText(
        label, item: item, color: PictureLayout.textColor(of: node), underline: true,
        brackets: true, into: &grid)
    case "Toggle":
      drawToggle(item, into: &grid)
    case "TextField", "SecureField", "TextEditor":
      drawField(item, into: &grid)
    case "Slider", "ProgressView", "Gauge":
      drawBar(item, into: &grid)
    case "Image":
      drawSymbol(item, into: &grid)
    case "List", "Form":
      drawListChrome(item, into: &grid)
    case "NavigationStack":
      drawNavigationTitle(item, into: &grid)
    case "TabBar":
      drawRule(atY: 0, item: item, into: &grid)
    case "NavigationBar":
      if let top = SystemChrome.bottomToolbarTop(of: item.node, size: item.size) {
        drawRule(atY: top, item: item, into: &grid)
      }
    default:
      break
    }
  }

  private func paintShape(
    _ item: PictureItem, data: String, into grid: inout CellGrid
  ) {
    let node = item.node
    let evenOdd = node.style("fill.rule") == "evenOdd"
    // Many shapes share a path (a crowd of equal dots): each is read once per picture.
    let outline: PictureOutline
    if let known = grid.outlines[data], known.evenOdd == evenOdd {
      outline = known
    } else {
      guard let read = PictureOutline(svgPathData: data, evenOdd: evenOdd) else { return }
      grid.outlines[data] = read
      outline = read
    }
    let (fillColor, strokeColor) = PictureLayout.paints(of: node)
    if let fillColor {
      fill(outline, color: fillColor, item: item, into: &grid)
    }
    if let strokeColor {
      stroke(
        outline, width: node["stroke.lineWidth"] ?? 1, color: strokeColor, item: item,
        into: &grid)
    }
  }

  /// The cells whose centres fall in `bounds`, with each centre in the item's own
  /// coordinates.
  private func cells(
    in bounds: CGRect, item: PictureItem, _ body: (Int, Int, CGPoint) -> Void
  ) {
    let inverse = item.transform.inverted()
    // Clamped before becoming integers: a node of 1e300 points covers the screen, no more.
    func cell(_ value: Double, _ count: Int, _ rule: FloatingPointRoundingRule) -> Int {
      Int(min(max(value.rounded(rule), -1), Double(count)))
    }
    guard !bounds.minX.isNaN, !bounds.maxX.isNaN, !bounds.minY.isNaN, !bounds.maxY.isNaN else {
      return
    }
    let firstColumn = max(cell(bounds.minX / pointsPerColumn, columns, .down), 0)
    let lastColumn = min(cell(bounds.maxX / pointsPerColumn, columns, .up), columns - 1)
    let firstRow = max(cell(bounds.minY / pointsPerRow, rows, .down), 0)
    let lastRow = min(cell(bounds.maxY / pointsPerRow, rows, .up), rows - 1)
    guard firstColumn <= lastColumn, firstRow <= lastRow else { return }
    for row in firstRow...lastRow {
      for column in firstColumn...lastColumn {
        let centre = CGPoint(
          x: (Double(column) + 0.5) * pointsPerColumn, y: (Double(row) + 0.5) * pointsPerRow)
        body(column, row, centre.applying(inverse))
      }
    }
  }

  private func fill(
    _ outline: PictureOutline, color: PaintColor, item: PictureItem, into grid: inout CellGrid
  ) {
    guard color.alpha > 0 else { return }
    let area = PictureLayout.boundingBox(of: outline.bounds, item.transform)
    cells(in: area, item: item) { column, row, local in
      guard outline.contains(local) else { return }
      grid.fill(column, row, with: color, opacity: item.opacity)
    }
  }

  private func stroke(
    _ outline: PictureOutline, width: Double, color: PaintColor, item: PictureItem,
    into grid: inout CellGrid
  ) {
    guard color.alpha > 0 else { return }
    // A line thinner than a cell still shows: it reaches half a cell, in the node's scale.
    let scale = max(
      (abs(item.transform.a * item.transform.d - item.transform.b * item.transform.c)).squareRoot(),
      1e-6)
    let reach = max(width / 2, min(pointsPerColumn, pointsPerRow) / 2 / scale)
    let area = PictureLayout.boundingBox(
      of: outline.bounds.insetBy(dx: -reach, dy: -reach), item.transform)
    cells(in: area, item: item) { column, row, local in
      guard outline.distance(to: local) <= reach else { return }
      grid.fill(column, row, with: color, opacity: item.opacity)
    }
  }

  /// Draws `text` at the item's frame, wrapped and clipped to the frame as its font lays it
  /// out (a character per half of its size, a line per 1.25 of it). A cell holds one
  /// character: text smaller than a cell (a footnote's 6.5-point characters in 8.5-point
  /// columns) is spread a cell a character and a row a line from its first, so that no
  /// character lands on the one before; what this pushes past the frame's trailing edge is
  /// drawn only over blank cells.
  private func drawText(
    _ text: String, item: PictureItem, color: PaintColor, underline: Bool = false,
    brackets: Bool = false, into grid: inout CellGrid
  ) {
    let size = PictureLayout.fontSize(of: item.node)
    let advance = size / 2
    let lineHeight = (size * 1.25).rounded()
    guard advance > 0, lineHeight > 0 else { return }
    // The steps in the item's own points that move one cell and one row on the grid.
    let scale = max(PictureLayout.scale(of: item.transform), 1e-9)
    let step = max(advance, pointsPerColumn / scale)
    let rowStep = max(lineHeight, pointsPerRow / scale)
    let lines = PictureLayout.lines(of: text, advance: advance, width: item.size.width)
    for (index, line) in lines.enumerated() {
      guard Double(index + 1) * lineHeight <= item.size.height + 0.5 || index == 0 else { break }
      let top = Double(index) * rowStep
      var characters = Array(line)
      if brackets, !grid.colored {
        characters = ["["] + characters + ["]"]
      }
      let shift = brackets && !grid.colored ? 1 : 0
      for (offset, character) in characters.enumerated() {
        let isBracket = brackets && !grid.colored && (offset == 0 || offset == characters.count - 1)
        // Whether the font's layout fits the character in the frame, and where it goes.
        let laidOut = Double(offset - shift + 1) * advance
        guard isBracket || laidOut <= item.size.width + 0.5 else { break }
        let left = Double(offset - shift) * step
        let centre = CGPoint(x: left + step / 2, y: top + min(lineHeight, rowStep) / 2)
          .applying(item.transform)
        let isBlank = grid.isBlank(
          at: centre, pointsPerColumn: pointsPerColumn, pointsPerRow: pointsPerRow)
        // A bracket never covers a neighbour's character (buttons side by side), nor does a
        // character spread past the frame.
        if isBracket || left + step > item.size.width + 0.5, !isBlank {
          if isBracket { continue }
          break
        }
        grid.put(
          character, at: centre, pointsPerColumn: pointsPerColumn, pointsPerRow: pointsPerRow,
          color: color, opacity: item.opacity, underline: underline)
      }
    }
  }

  private func drawToggle(_ item: PictureItem, into grid: inout CellGrid) {
    let node = item.node
    let isOn = node.style("isOn") == "true"
    let switchWidth = 4 * pointsPerColumn
    let labelItem = PictureItem(
      node: node,
      size: CGSize(width: max(item.size.width - switchWidth, 0), height: item.size.height),
      transform: item.transform, opacity: item.opacity)
    drawText(node.label ?? "", item: labelItem, color: .black, into: &grid)
    // The switch: four cells ending at the trailing edge, on a green track when on.
    let knob: [Character] = isOn ? ["[", " ", "●", "]"] : ["[", "●", " ", "]"]
    let track = isOn ? (PaintColor.named("green") ?? .accent) : PaintColor.faint
    for (offset, character) in knob.enumerated() {
      let centre = CGPoint(
        x: item.size.width - (Double(knob.count - offset) - 0.5) * pointsPerColumn,
        y: item.size.height / 2
      ).applying(item.transform)
      grid.put(
        character, at: centre, pointsPerColumn: pointsPerColumn, pointsPerRow: pointsPerRow,
        color: grid.colored ? .white : .black, opacity: item.opacity,
        background: grid.colored ? track : nil)
    }
  }

  private func drawField(_ item: PictureItem, into grid: inout CellGrid) {
    let node = item.node
    let (shown, isPlaceholder) = PictureLayout.fieldText(of: node)
    // The field's box: a light fill with colour, underscores without.
    let size = PictureLayout.fontSize(of: node)
    let inset = item.size.height > (size * 1.25).rounded() ? 7.0 : 0
    if grid.colored {
      fill(
        .rectangle(item.size, cornerRadius: 5),
        color: PaintColor(red: 0.93, green: 0.93, blue: 0.94, alpha: 1),
        item: item, into: &grid)
    } else {
      let centreY = item.size.height / 2
      for x in visibleColumns(of: item, in: grid) {
        grid.put(
          "_", at: CGPoint(x: x, y: centreY).applying(item.transform),
          pointsPerColumn: pointsPerColumn, pointsPerRow: pointsPerRow, color: .black,
          opacity: item.opacity)
      }
    }
    let textItem = PictureItem(
      node: node,
      size: CGSize(width: max(item.size.width - 2 * inset, 0), height: item.size.height),
      transform: CGAffineTransform(
        translationX: inset, y: (item.size.height - (size * 1.25).rounded()) / 2
      ).concatenating(item.transform),
      opacity: item.opacity)
    drawText(
      shown, item: textItem, color: isPlaceholder ? .faint : .black, into: &grid)
  }

  private func drawBar(_ item: PictureItem, into grid: inout CellGrid) {
    let node = item.node
    guard let clamped = PictureLayout.fraction(of: node) else { return }
    let isSlider = node.kind == "Slider"
    let thumb = clamped * item.size.width
    var thumbDrawn = false
    for x in visibleColumns(of: item, in: grid) {
      let filled = x <= thumb
      var character: Character = isSlider ? "─" : (filled ? "█" : "░")
      if isSlider, !thumbDrawn, x + pointsPerColumn / 2 >= thumb {
        character = "●"
        thumbDrawn = true
      }
      grid.put(
        character, at: CGPoint(x: x, y: item.size.height / 2).applying(item.transform),
        pointsPerColumn: pointsPerColumn, pointsPerRow: pointsPerRow,
        color: filled || character == "●" ? .accent : .faint, opacity: item.opacity)
    }
  }

  /// The centres of the columns along `item`'s width (one a column, from half a column in)
  /// that the screen can show: only the part of a bar or field on screen is stepped through,
  /// in at most a few steps a cell (one 1e300 points wide was drawn cell by cell for ever,
  /// and a step below the numbers' precision never moved).
  private func visibleColumns(of item: PictureItem, in grid: CellGrid) -> [Double] {
    let screen = CGRect(
      x: 0, y: 0, width: Double(grid.columns) * pointsPerColumn,
      height: Double(grid.rows) * pointsPerRow
    ).applying(item.transform.inverted())
    guard screen.minX.isFinite, screen.maxX.isFinite, item.size.width.isFinite else { return [] }
    let low = max(pointsPerColumn / 2, screen.minX - pointsPerColumn)
    let high = min(item.size.width, screen.maxX + pointsPerColumn)
    guard low < high else { return [] }
    let cap = Double(4 * (grid.columns + grid.rows))
    let step = max(pointsPerColumn, (high - low) / cap)
    var x =
      pointsPerColumn / 2 + ((low - pointsPerColumn / 2) / pointsPerColumn).rounded(.up)
      * pointsPerColumn
    var columns: [Double] = []
    while x < high, columns.count <= Int(cap) {
      columns.append(x)
      guard x + step > x else { break }
      x += step
    }
    return columns
  }
}

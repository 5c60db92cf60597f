import Cadence
import Foundation

/// The cells of a picture: a character, a foreground and a background each.
struct CellGrid {
  struct Cell: Equatable {
    var character: Character = " "
    var foreground = PaintColor.black
    var background = PaintColor.white
    var underline = false
  }

  let columns: Int
  let rows: Int
  var cells: [Cell]
  /// Whether the picture will be written with colour: fills then keep their characters
  /// blank, and buttons draw no brackets.
  var colored = true
  /// The shapes' outlines read so far, by path data.
  var outlines: [String: PictureOutline] = [:]

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    cells = Array(repeating: Cell(), count: columns * rows)
  }

  mutating func fill(_ column: Int, _ row: Int, with color: PaintColor, opacity: Double) {
    guard column >= 0, column < columns, row >= 0, row < rows else { return }
    let index = row * columns + column
    cells[index].background = color.over(cells[index].background, opacity: opacity)
    cells[index].character = " "
    cells[index].underline = false
  }

  /// The index of the cell holding `point`, nil when it is off the grid (or not a point).
  func index(of point: CGPoint, pointsPerColumn: Double, pointsPerRow: Double) -> Int? {
    let x = (point.x / pointsPerColumn).rounded(.down)
    let y = (point.y / pointsPerRow).rounded(.down)
    // Compared as numbers first: an enormous coordinate never becomes an integer.
    guard x >= 0, x < Double(columns), y >= 0, y < Double(rows) else { return nil }
    return Int(y) * columns + Int(x)
  }

  mutating func put(
    _ character: Character, at point: CGPoint, pointsPerColumn: Double, pointsPerRow: Double,
    color: PaintColor, opacity: Double, underline: Bool = false, background: PaintColor? = nil
  ) {
    guard let index = index(of: point, pointsPerColumn: pointsPerColumn, pointsPerRow: pointsPerRow)
    else { return }
    if let background {
      cells[index].background = background.over(cells[index].background, opacity: opacity)
    }
    cells[index].character = PrintableText.visible(character)
    cells[index].foreground = color.over(cells[index].background, opacity: opacity)
    cells[index].underline = underline
  }

  /// Whether the cell at `point` shows no character.
  func isBlank(at point: CGPoint, pointsPerColumn: Double, pointsPerRow: Double) -> Bool {
    guard let index = index(of: point, pointsPerColumn: pointsPerColumn, pointsPerRow: pointsPerRow)
    else { return false }
    return cells[index].character == " "
  }

  /// The grid as lines of text: with colour, 24-bit ANSI escapes (reset at each line's end);
  /// without, fills as shade characters.
  func text(color: Bool, limit: (columns: Int, rows: Int)?) -> String {
    var width = columns
    var height = rows
    var croppedColumns = false
    var croppedRows = false
    if let limit {
      if columns > limit.columns {
        width = max(limit.columns, 1)
        croppedColumns = true
      }
      if rows > limit.rows {
        height = max(limit.rows - 1, 0)
        croppedRows = true
      }
    }
    var output = ""
    output.reserveCapacity(height * (width + 1) * (color ? 8 : 1))
    for row in 0..<height {
      var previous: Cell?
      for column in 0..<width {
        var cell = cells[row * columns + column]
        if croppedColumns, column == width - 1 {
          cell.character = "›"
          cell.foreground = .black
          cell.underline = false
        }
        if color {
          if previous?.background != cell.background || previous?.foreground != cell.foreground
            || previous?.underline != cell.underline
          {
            let (br, bg, bb) = cell.background.bytes
            let (fr, fg, fb) = cell.foreground.bytes
            output +=
              "\u{1B}[0;\(cell.underline ? "4;" : "")38;2;\(fr);\(fg);\(fb);48;2;\(br);\(bg);\(bb)m"
          }
          output.append(cell.character)
          previous = cell
        } else {
          output.append(cell.character == " " ? Self.shade(cell.background) : cell.character)
        }
      }
      if color { output += "\u{1B}[0m" }
      output += "\n"
    }
    if croppedRows {
      let note = "⌄ cropped to \(width)×\(height) of \(columns)×\(rows) cells"
      output += String(note.prefix(max(limit?.columns ?? width, 1))) + "\n"
    }
    return output
  }

  /// A fill's character without colour, by its lightness.
  static func shade(_ color: PaintColor) -> Character {
    switch color.luminance {
    case 0.97...: " "
    case 0.75...: "░"
    case 0.5...: "▒"
    case 0.25...: "▓"
    default: "█"
    }
  }
}

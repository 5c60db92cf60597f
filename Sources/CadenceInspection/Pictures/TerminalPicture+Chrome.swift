import Cadence
import Foundation

// What iOS draws around the views, and symbols, in the terminal picture.
extension TerminalPicture {
  /// The chevron (`›`) at the trailing edge of each row of a list that navigates. (Rows are
  /// about two grid rows tall: a separator between them would fall on a row's line as
  /// often as between two, so the terminal picture leaves separators to the SVG.)
  func drawListChrome(_ item: PictureItem, into grid: inout CellGrid) {
    for row in SystemChrome.rows(of: item.node) where row.navigates {
      let centre = CGPoint(x: item.size.width - 20 - 4, y: (row.top + row.bottom) / 2)
        .applying(item.transform)
      grid.put(
        "›", at: centre, pointsPerColumn: pointsPerColumn, pointsPerRow: pointsPerRow,
        color: SystemChrome.chevron, opacity: item.opacity)
    }
  }

  /// A hairline (`─`) across the item at its local `y`, over blank cells only.
  func drawRule(atY y: Double, item: PictureItem, into grid: inout CellGrid) {
    var left = 0.0
    while left < item.size.width {
      let point = CGPoint(x: left + pointsPerColumn / 2, y: y).applying(item.transform)
      if grid.isBlank(at: point, pointsPerColumn: pointsPerColumn, pointsPerRow: pointsPerRow) {
        grid.put(
          "─", at: point, pointsPerColumn: pointsPerColumn, pointsPerRow: pointsPerRow,
          color: SystemChrome.separator, opacity: item.opacity)
      }
      left += pointsPerColumn
    }
  }

  /// A navigation stack's title, a character a cell, in its bar: at the bar's leading edge
  /// and bottom for a large title, centred for an inline one.
  func drawNavigationTitle(_ item: PictureItem, into grid: inout CellGrid) {
    guard let (title, height) = SystemChrome.navigationTitle(of: item.node), height >= 30 else {
      return
    }
    let characters = Array(title)
    let large = height >= 90
    let width = Double(characters.count) * pointsPerColumn
    let left = large ? 16 : max((item.size.width - width) / 2, 0)
    let y = large ? height - 22 : height / 2
    for (offset, character) in characters.enumerated() {
      let x = left + (Double(offset) + 0.5) * pointsPerColumn
      guard x < item.size.width else { break }
      grid.put(
        character, at: CGPoint(x: x, y: y).applying(item.transform),
        pointsPerColumn: pointsPerColumn, pointsPerRow: pointsPerRow, color: .black,
        opacity: item.opacity)
    }
  }

  func drawSymbol(_ item: PictureItem, into grid: inout CellGrid) {
    let node = item.node
    let name = PictureLayout.symbolName(of: node)
    let symbols: [(String, Character)] = [
      ("star", "★"), ("heart", "♥"), ("checkmark", "✓"), ("xmark", "✕"), ("plus", "+"),
      ("minus", "−"), ("trash", "⌫"), ("gear", "⚙"), ("bell", "♪"), ("play", "▶"),
      ("pause", "‖"), ("chevron.right", "›"), ("chevron.left", "‹"), ("arrow", "→"),
      ("circle", "●"), ("square", "■"), ("person", "☺"), ("house", "⌂"), ("magnifyingglass", "⌕"),
      ("chevron.up", "˄"), ("chevron.down", "˅"), ("ellipsis", "…"), ("info", "ⓘ"),
      ("envelope", "✉"), ("pencil", "✎"), ("bookmark", "⚑"), ("flag", "⚑"), ("clock", "◷"),
      ("sun", "☀"), ("moon", "☾"), ("cloud", "☁"), ("bolt", "ϟ"), ("phone", "☏"),
      ("lock", "⚿"), ("globe", "◍"), ("paperplane", "➤"), ("cart", "⊻"), ("photo", "▣"),
    ]
    let character = symbols.first { name.hasPrefix($0.0) }?.1 ?? "◆"
    let centre = CGPoint(x: item.size.width / 2, y: item.size.height / 2).applying(item.transform)
    grid.put(
      character, at: centre, pointsPerColumn: pointsPerColumn, pointsPerRow: pointsPerRow,
      color: PictureLayout.textColor(of: node), opacity: item.opacity)
  }
}

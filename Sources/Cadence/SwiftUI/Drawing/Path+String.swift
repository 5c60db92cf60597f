import Foundation

extension Path {
  /// Reads a path back from its text form (`description`): numbers then a command, `x y m`,
  /// `x y l`, `cx cy x y q`, `c1x c1y c2x c2y x y c`, `h`, and `x y width height re` for a
  /// rectangle. Fails, as SwiftUI's does, when the text is not such a path: an unknown word,
  /// a command given the wrong count of numbers, numbers after the last command, or a number
  /// that is not finite.
  public init?(_ string: String) {
    self.init()
    var numbers: [CGFloat] = []
    for word in string.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
      if let number = Double(word) {
        guard number.isFinite else { return nil }
        numbers.append(CGFloat(number))
        continue
      }
      func points(_ count: Int) -> [CGPoint]? {
        guard numbers.count == 2 * count else { return nil }
        defer { numbers.removeAll(keepingCapacity: true) }
        return (0..<count).map { CGPoint(x: numbers[2 * $0], y: numbers[2 * $0 + 1]) }
      }
      switch word {
      case "m":
        guard let p = points(1) else { return nil }
        move(to: p[0])
      case "l":
        guard let p = points(1) else { return nil }
        addLine(to: p[0])
      case "q":
        guard let p = points(2) else { return nil }
        addQuadCurve(to: p[1], control: p[0])
      case "c":
        guard let p = points(3) else { return nil }
        addCurve(to: p[2], control1: p[0], control2: p[1])
      case "h":
        guard numbers.isEmpty else { return nil }
        closeSubpath()
      case "re":
        guard let p = points(2) else { return nil }
        addRect(CGRect(origin: p[0], size: CGSize(width: p[1].x, height: p[1].y)))
      default:
        return nil
      }
    }
    guard numbers.isEmpty else { return nil }
  }
}

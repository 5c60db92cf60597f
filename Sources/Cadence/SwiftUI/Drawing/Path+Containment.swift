import Foundation

extension Path {
  /// Whether `p` is inside the path as it would be filled: by the non-zero winding rule, or
  /// the even-odd rule with `eoFill`. Each subpath counts as closed; curves are followed as
  /// 32 straight pieces each (within a thousandth of a point for shapes of screen size).
  public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
    guard p.x.isFinite, p.y.isFinite else { return false }
    var winding = 0
    var crossings = 0
    var start: CGPoint?
    var last: CGPoint?

    func edge(_ a: CGPoint, _ b: CGPoint) {
      // A ray from p towards +x: count the edges crossing it, signed by direction.
      guard (a.y <= p.y) != (b.y <= p.y) else { return }
      let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
      guard x > p.x else { return }
      crossings += 1
      winding += b.y > a.y ? 1 : -1
    }
    func closeSubpath() {
      if let last, let start, last != start { edge(last, start) }
    }
    let pieces = 32
    forEach { element in
      switch element {
      case .move(let point):
        closeSubpath()
        start = point
        last = point
      case .line(let point):
        if let from = last { edge(from, point) }
        last = point
      case .quadCurve(let point, let control):
        guard let from = last else { break }
        var previous = from
        for i in 1...pieces {
          let t = CGFloat(i) / CGFloat(pieces)
          let u = 1 - t
          let next = CGPoint(
            x: u * u * from.x + 2 * u * t * control.x + t * t * point.x,
            y: u * u * from.y + 2 * u * t * control.y + t * t * point.y)
          edge(previous, next)
          previous = next
        }
        last = point
      case .curve(let point, let c1, let c2):
        guard let from = last else { break }
        var previous = from
        for i in 1...pieces {
          let t = CGFloat(i) / CGFloat(pieces)
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let c = 3 * u * t * t
          let d = t * t * t
          let next = CGPoint(
            x: a * from.x + b * c1.x + c * c2.x + d * point.x,
            y: a * from.y + b * c1.y + c * c2.y + d * point.y)
          edge(previous, next)
          previous = next
        }
        last = point
      case .closeSubpath:
        closeSubpath()
        last = start
      }
    }
    closeSubpath()
    return eoFill ? crossings % 2 == 1 : winding != 0
  }
}

import Foundation

extension Path {
  /// Creates a closed rounded rectangle with a radius for each corner (each at most half the
  /// shorter side; a non-finite or negative one is square), starting after its top-leading
  /// corner and going clockwise on screen; corners are quarter circles as cubic curves.
  public init(
    roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init()
    addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
  }

  /// Adds a closed rounded rectangle with a radius for each corner; `transform` applies to
  /// its points.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    guard transform.isIdentity else {
      return appendTransformed(transform, connecting: false) {
        $0.addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
      }
    }
    let frame = rect.standardized
    guard frame.width > 0, frame.height > 0 else { return }
    let limit = min(frame.width, frame.height) / 2
    func radius(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), limit) : 0 }
    let tl = radius(cornerRadii.topLeading)
    let tr = radius(cornerRadii.topTrailing)
    let br = radius(cornerRadii.bottomTrailing)
    let bl = radius(cornerRadii.bottomLeading)
    // A quarter circle as a cubic: its control points 0.5523 of the radius along the tangents.
    let k: CGFloat = 0.552_284_749_8
    move(to: CGPoint(x: frame.minX + tl, y: frame.minY))
    addLine(to: CGPoint(x: frame.maxX - tr, y: frame.minY))
    if tr > 0 {
      addCurve(
        to: CGPoint(x: frame.maxX, y: frame.minY + tr),
        control1: CGPoint(x: frame.maxX - tr + tr * k, y: frame.minY),
        control2: CGPoint(x: frame.maxX, y: frame.minY + tr - tr * k))
    }
    addLine(to: CGPoint(x: frame.maxX, y: frame.maxY - br))
    if br > 0 {
      addCurve(
        to: CGPoint(x: frame.maxX - br, y: frame.maxY),
        control1: CGPoint(x: frame.maxX, y: frame.maxY - br + br * k),
        control2: CGPoint(x: frame.maxX - br + br * k, y: frame.maxY))
    }
    addLine(to: CGPoint(x: frame.minX + bl, y: frame.maxY))
    if bl > 0 {
      addCurve(
        to: CGPoint(x: frame.minX, y: frame.maxY - bl),
        control1: CGPoint(x: frame.minX + bl - bl * k, y: frame.maxY),
        control2: CGPoint(x: frame.minX, y: frame.maxY - bl + bl * k))
    }
    addLine(to: CGPoint(x: frame.minX, y: frame.minY + tl))
    if tl > 0 {
      addCurve(
        to: CGPoint(x: frame.minX + tl, y: frame.minY),
        control1: CGPoint(x: frame.minX, y: frame.minY + tl - tl * k),
        control2: CGPoint(x: frame.minX + tl - tl * k, y: frame.minY))
    }
    closeSubpath()
  }

  /// Adds an arc of a circle from `startAngle` turning by `delta` (positive: growing angles,
  /// clockwise on screen; at most one turn); a line joins the current point to its start.
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
    transform: CGAffineTransform = .identity
  ) {
    guard transform.isIdentity else {
      return appendTransformed(transform, connecting: true) {
        $0.addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta)
      }
    }
    let start = startAngle.radians
    let sweep = min(max(delta.radians, -2 * .pi), 2 * .pi)
    guard radius.isFinite, center.x.isFinite, center.y.isFinite, start.isFinite, sweep.isFinite
    else { return }
    let radius = abs(radius)
    let first = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
    if currentPoint == nil { move(to: first) } else { addLine(to: first) }
    appendArc(
      center: center, radii: CGSize(width: radius, height: radius), start: start, sweep: sweep)
  }

  /// Adds an arc of a circle of `radius` tangent to the line from the current point to
  /// `tangent1End` and to the line from there to `tangent2End` (Core Graphics' `addArc`),
  /// with a line from the current point to the arc's start. Without a current point it starts
  /// at `tangent1End`; when the lines are parallel or the radius is zero it is a line to
  /// `tangent1End`.
  public mutating func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    guard transform.isIdentity else {
      let start = currentPoint.map { $0.applying(transform.inverted()) }
      return appendTransformed(transform, connecting: true) { part in
        if let start { part.move(to: start) }
        part.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
      }
    }
    guard let p0 = currentPoint else { return move(to: tangent1End) }
    let v1 = CGVector(dx: p0.x - tangent1End.x, dy: p0.y - tangent1End.y)
    let v2 = CGVector(dx: tangent2End.x - tangent1End.x, dy: tangent2End.y - tangent1End.y)
    let l1 = (v1.dx * v1.dx + v1.dy * v1.dy).squareRoot()
    let l2 = (v2.dx * v2.dx + v2.dy * v2.dy).squareRoot()
    let cross = v1.dx * v2.dy - v1.dy * v2.dx
    guard radius.isFinite, radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
      return addLine(to: tangent1End)
    }
    let u1 = CGVector(dx: v1.dx / l1, dy: v1.dy / l1)
    let u2 = CGVector(dx: v2.dx / l2, dy: v2.dy / l2)
    // The angle at the corner, and the distance from it to the tangent points.
    let theta = acos(min(max(u1.dx * u2.dx + u1.dy * u2.dy, -1), 1))
    let along = radius / tan(theta / 2)
    let start = CGPoint(x: tangent1End.x + u1.dx * along, y: tangent1End.y + u1.dy * along)
    let end = CGPoint(x: tangent1End.x + u2.dx * along, y: tangent1End.y + u2.dy * along)
    let bisector = CGVector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
    let bisectorLength = (bisector.dx * bisector.dx + bisector.dy * bisector.dy).squareRoot()
    let distance = radius / sin(theta / 2)
    let center = CGPoint(
      x: tangent1End.x + bisector.dx / bisectorLength * distance,
      y: tangent1End.y + bisector.dy / bisectorLength * distance)
    let a0 = atan2(start.y - center.y, start.x - center.x)
    var sweep = atan2(end.y - center.y, end.x - center.x) - a0
    // The arc is the short way round: less than half a turn.
    if sweep > .pi { sweep -= 2 * .pi }
    if sweep < -.pi { sweep += 2 * .pi }
    addLine(to: start)
    appendArc(
      center: center, radii: CGSize(width: radius, height: radius), start: a0, sweep: sweep)
  }

  /// Adds the elements `build` draws into an empty path, transformed; with `connecting`, a
  /// first move becomes a line from the current point (as an arc joins what is before it).
  mutating func appendTransformed(
    _ transform: CGAffineTransform, connecting: Bool, _ build: (inout Path) -> Void
  ) {
    var part = Path()
    build(&part)
    let transformed = part.applying(transform)
    for (index, element) in transformed.elements.enumerated() {
      let first = index == 0
      switch element {
      case .move(let point):
        if first, connecting, currentPoint != nil { addLine(to: point) } else { move(to: point) }
      case .line(let point): addLine(to: point)
      case .quadCurve(let point, let control): addQuadCurve(to: point, control: control)
      case .curve(let point, let c1, let c2): addCurve(to: point, control1: c1, control2: c2)
      case .closeSubpath: closeSubpath()
      }
    }
  }
}

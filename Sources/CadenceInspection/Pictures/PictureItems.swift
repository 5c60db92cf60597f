import Cadence
import Foundation

/// One rendered node as a picture paints it: where its own coordinates (origin at its
/// frame's top left, in points) land on the screen, through its own render effects and its
/// ancestors', and how opaque it is with theirs.
struct PictureItem {
  let node: SnapshotNode
  /// The node's laid-out size.
  let size: CGSize
  /// Maps the node's own coordinates to the screen's.
  let transform: CGAffineTransform
  /// The node's opacity times its ancestors'.
  let opacity: Double
}

/// How a snapshot's render-effect attributes place a node: the geometry effect's transform
/// (`transform.m11` …), then `scale.x`/`scale.y` about `scale.anchor`, then `rotation`
/// (degrees, clockwise) about `rotation.anchor`, then the frame's origin plus `offset.x`/
/// `offset.y`; a node's effects also move everything inside it, as SwiftUI's effects move a
/// view's content.
enum PictureLayout {
  /// Every node with a frame, parents before children (the order they are painted in);
  /// with `visibleIn`, only those whose painted bounds meet that rectangle and that are not
  /// fully transparent (their children are still visited: an effect may bring them in).
  static func items(of snapshot: Snapshot, visibleIn screen: CGRect? = nil) -> [PictureItem] {
    var items: [PictureItem] = []
    // Iterative, so that a deep tree needs no stack: (node, ancestors' effect, opacity).
    var pending: [(SnapshotNode, CGAffineTransform, Double)] = snapshot.roots.reversed().map {
      ($0, .identity, 1)
    }
    while let (node, outer, outerOpacity) = pending.popLast() {
      let frame = node.frame
      let effects = Effects(node)
      let own = effects.transform(frame: frame)
      let transform = own.concatenating(outer)
      let opacity = node.isHidden ? 0 : outerOpacity * effects.opacity
      let size = frame.size
      if opacity > 0.001,
        screen.map({ overlaps(boundingBox(of: CGRect(origin: .zero, size: size), transform), $0) })
          ?? true
      {
        items.append(PictureItem(node: node, size: size, transform: transform, opacity: opacity))
      }
      guard node.storage.children.count > 0, opacity > 0 else { continue }
      // The effect this node has on what is inside it, in screen coordinates.
      let inner = CGAffineTransform(translationX: -frame.minX, y: -frame.minY)
        .concatenating(transform)
      for child in node.childrenInDrawingOrder.reversed() {
        pending.append((child, inner, opacity))
      }
    }
    return items
  }

  /// Whether two rectangles overlap; false when either holds a NaN (Foundation's
  /// `intersects` traps on some of those).
  static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
    a.origin.x < b.origin.x + b.size.width && b.origin.x < a.origin.x + a.size.width
      && a.origin.y < b.origin.y + b.size.height && b.origin.y < a.origin.y + a.size.height
  }

  /// The smallest rectangle holding the corners of `rect` transformed (without allocating).
  static func boundingBox(of rect: CGRect, _ t: CGAffineTransform) -> CGRect {
    let a = CGPoint(x: rect.minX, y: rect.minY).applying(t)
    let b = CGPoint(x: rect.maxX, y: rect.minY).applying(t)
    let c = CGPoint(x: rect.minX, y: rect.maxY).applying(t)
    let d = CGPoint(x: rect.maxX, y: rect.maxY).applying(t)
    let minX = min(min(a.x, b.x), min(c.x, d.x))
    let minY = min(min(a.y, b.y), min(c.y, d.y))
    return CGRect(
      x: minX, y: minY, width: max(max(a.x, b.x), max(c.x, d.x)) - minX,
      height: max(max(a.y, b.y), max(c.y, d.y)) - minY)
  }

  /// A node's render-effect attributes, read in one pass over its attributes.
  struct Effects {
    var offset = CGPoint.zero
    var rotation = 0.0
    var scale = CGSize(width: 1, height: 1)
    var opacity = 1.0
    var matrix: CGAffineTransform?
    var rotationAnchor: String?
    var scaleAnchor: String?

    init(_ node: SnapshotNode) {
      let attributes = node.storage.otherAttributes
      guard !attributes.isEmpty else { return }
      var hasMatrix = false
      var m = CGAffineTransform.identity
      for (name, value) in attributes {
        switch name {
        case "offset.x": offset.x = value
        case "offset.y": offset.y = value
        case "rotation": rotation = value
        case "scale.x": scale.width = value
        case "scale.y": scale.height = value
        case "opacity": opacity = min(max(value, 0), 1)
        case "transform.m11": (m.a, hasMatrix) = (value, true)
        case "transform.m12": (m.b, hasMatrix) = (value, true)
        case "transform.m21": (m.c, hasMatrix) = (value, true)
        case "transform.m22": (m.d, hasMatrix) = (value, true)
        case "transform.m31": (m.tx, hasMatrix) = (value, true)
        case "transform.m32": (m.ty, hasMatrix) = (value, true)
        default: break
        }
      }
      if hasMatrix { matrix = m }
      if rotation != 0 { rotationAnchor = node.storage.styles["rotation.anchor"] }
      if scale != CGSize(width: 1, height: 1) { scaleAnchor = node.storage.styles["scale.anchor"] }
    }

    /// The node's own coordinates to the screen's, through these effects.
    func transform(frame: CGRect) -> CGAffineTransform {
      var result = matrix ?? .identity
      if scale.width != 1 || scale.height != 1 {
        let anchor = PictureLayout.point(scaleAnchor, in: frame.size)
        result = result.concatenating(
          CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y)))
      }
      if rotation != 0 {
        let anchor = PictureLayout.point(rotationAnchor, in: frame.size)
        result = result.concatenating(
          CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(CGAffineTransform(rotationAngle: rotation * .pi / 180))
            .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y)))
      }
      return result.concatenating(
        CGAffineTransform(translationX: frame.minX + offset.x, y: frame.minY + offset.y))
    }
  }

  /// The point a unit-point name (`center`, `topLeading`, `(0.2, 0.8)`) names in a view of
  /// `size`; the centre when there is no name.
  static func point(_ name: String?, in size: CGSize) -> CGPoint {
    let unit: (Double, Double)
    switch name {
    case nil, "center": unit = (0.5, 0.5)
    case "leading": unit = (0, 0.5)
    case "trailing": unit = (1, 0.5)
    case "top": unit = (0.5, 0)
    case "bottom": unit = (0.5, 1)
    case "topLeading": unit = (0, 0)
    case "topTrailing": unit = (1, 0)
    case "bottomLeading": unit = (0, 1)
    case "bottomTrailing": unit = (1, 1)
    case let text?:
      let numbers = text.split(whereSeparator: { "(), ".contains($0) }).compactMap { Double($0) }
      unit = numbers.count == 2 ? (numbers[0], numbers[1]) : (0.5, 0.5)
    }
    return CGPoint(x: unit.0 * size.width, y: unit.1 * size.height)
  }

  /// The lines a text of `text` shows in a frame `width` wide, each character advancing
  /// `advance`, as Cadence's text metric wraps them (README): at spaces, a word longer than
  /// a line broken.
  static func lines(of text: String, advance: Double, width: Double) -> [String] {
    // Characters a line holds, compared as a number first: a frame 1e300 points wide, or a
    // font 1e-300 points high, holds more than any integer (and more than any text).
    // A negative width holds one (the fuzzer found -1e300 trapping).
    let columns = (width / advance + 1e-9).rounded(.down)
    let limit: Int
    if !(advance > 0) || columns.isNaN || columns >= Double(Int.max / 2) {
      limit = .max
    } else {
      limit = columns < 1 ? 1 : Int(columns)
    }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var current = ""
      var currentCount = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        // Counted once: a substring counts its characters from its start at every ask, and
        // a long word broken into lines asked at every line (quadratic in its length).
        let wordCount = word.count
        let needed = currentCount == 0 ? wordCount : currentCount + 1 + wordCount
        if needed <= limit {
          current += currentCount == 0 ? String(word) : " " + word
          currentCount = needed
          continue
        }
        if currentCount > 0 {
          lines.append(current)
          current = ""
          currentCount = 0
        }
        var rest = word[...]
        var restCount = wordCount
        while restCount > limit {
          let end = rest.index(rest.startIndex, offsetBy: limit)
          lines.append(String(rest[..<end]))
          rest = rest[end...]
          restCount -= limit
        }
        current = String(rest)
        currentCount = restCount
      }
      lines.append(current)
    }
    return lines
  }

  /// A shape's paints: its `fill` and `stroke` colours; a shape with neither is filled with
  /// its foreground (black by default), as SwiftUI fills an unpainted shape.
  static func paints(of node: SnapshotNode) -> (fill: PaintColor?, stroke: PaintColor?) {
    let stroke = node.style("stroke").flatMap(PaintColor.named)
    let fill =
      node.style("fill").flatMap(PaintColor.named)
      ?? (stroke == nil ? node.style("foreground").flatMap(PaintColor.named) ?? .black : nil)
    return (fill, stroke)
  }

  /// What a field shows: its text (a secure field's as `•`s), or its placeholder when empty.
  static func fieldText(of node: SnapshotNode) -> (shown: String, isPlaceholder: Bool) {
    let text = node.style("text") ?? ""
    if text.isEmpty { return (node.label ?? "", true) }
    return (node.kind == "SecureField" ? String(repeating: "•", count: text.count) : text, false)
  }

  /// How full a slider, progress view or gauge is, in 0…1: its `fractionCompleted`, or its
  /// `value` between `minimum` and `maximum`; nil when it has neither.
  static func fraction(of node: SnapshotNode) -> Double? {
    var fraction = node["fractionCompleted"]
    if fraction == nil, let value = node["value"] {
      let low = node["minimum"] ?? 0
      let high = node["maximum"] ?? 1
      fraction = high > low ? (value - low) / (high - low) : 0
    }
    return fraction.map { min(max($0.isFinite ? $0 : 0, 0), 1) }
  }

  /// A text's point size: its `font.size`, or the body size.
  /// How much `transform` scales lengths (the square root of its area scale): 1 for none.
  static func scale(of transform: CGAffineTransform) -> Double {
    let area = abs(transform.a * transform.d - transform.b * transform.c)
    return area.isFinite && area > 0 ? area.squareRoot() : 1
  }

  static func fontSize(of node: SnapshotNode) -> Double {
    node["font.size"] ?? 17
  }

  /// The colour the node's text and symbols are drawn in.
  /// The colour the node's text and symbols are drawn in, inside a view tinted `tint` (a
  /// button's label): its own foreground colour first.
  static func textColor(of node: SnapshotNode, tint: PaintColor?) -> PaintColor {
    if let name = node.style("foreground"), let color = PaintColor.named(name) { return color }
    return tint ?? textColor(of: node)
  }

  /// The tint a node gives the views inside it: a button's (its role's or tint's colour; the
  /// accent colour), a tab bar item's (the accent colour when selected, grey when not); none
  /// for a navigation link in a list (its label is drawn in the text colour, as iOS does).
  static func tint(inside node: SnapshotNode) -> PaintColor? {
    guard ["Button", "Link", "NavigationLink"].contains(node.kind) else { return nil }
    if node.style("selected") == "false" { return .faint }
    if node.style("navigationLink") == "true" { return .black }
    return textColor(of: node)
  }

  /// The SF Symbol an image shows: its `systemImage`, or its label when it is a symbol.
  static func symbolName(of node: SnapshotNode) -> String {
    if let name = node.style("systemImage") { return name }
    if let name = node.style("symbol"), name != "true" { return name }
    return node.label ?? ""
  }

  static func textColor(of node: SnapshotNode) -> PaintColor {
    if node.style("role") == "destructive" { return PaintColor.named("red") ?? .black }
    if let name = node.style("foreground"), let color = PaintColor.named(name) { return color }
    if ["Button", "Link", "NavigationLink"].contains(node.kind) {
      return node.style("tint").flatMap(PaintColor.named) ?? .accent
    }
    return .black
  }
}

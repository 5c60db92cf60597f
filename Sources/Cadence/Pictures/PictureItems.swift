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
  /// Every node with a frame, parents before children (the order they are painted in).
  static func items(of snapshot: Snapshot) -> [PictureItem] {
    var items: [PictureItem] = []
    // Iterative, so that a deep tree needs no stack: (node, ancestors' effect, opacity).
    var pending: [(SnapshotNode, CGAffineTransform, Double)] = snapshot.roots.reversed().map {
      ($0, .identity, 1)
    }
    while let (node, outer, outerOpacity) = pending.popLast() {
      let frame = node.frame
      let own = ownTransform(of: node, frame: frame)
      let transform = own.concatenating(outer)
      let opacity = outerOpacity * min(max(node["opacity"] ?? 1, 0), 1)
      items.append(
        PictureItem(node: node, size: frame.size, transform: transform, opacity: opacity))
      // The effect this node has on what is inside it, in screen coordinates.
      let inner = CGAffineTransform(translationX: -frame.minX, y: -frame.minY)
        .concatenating(transform)
      for child in node.children.reversed() { pending.append((child, inner, opacity)) }
    }
    return items
  }

  /// The node's own coordinates to the screen's, through its own effects only.
  static func ownTransform(of node: SnapshotNode, frame: CGRect) -> CGAffineTransform {
    var result = CGAffineTransform.identity
    if let m11 = node["transform.m11"] {
      result = CGAffineTransform(
        a: m11, b: node["transform.m12"] ?? 0, c: node["transform.m21"] ?? 0,
        d: node["transform.m22"] ?? 1, tx: node["transform.m31"] ?? 0,
        ty: node["transform.m32"] ?? 0)
    }
    let sx = node["scale.x"] ?? 1
    let sy = node["scale.y"] ?? 1
    if sx != 1 || sy != 1 {
      let anchor = point(node.style("scale.anchor"), in: frame.size)
      result = result.concatenating(
        CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
          .concatenating(CGAffineTransform(scaleX: sx, y: sy))
          .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y)))
    }
    if let degrees = node["rotation"], degrees != 0 {
      let anchor = point(node.style("rotation.anchor"), in: frame.size)
      result = result.concatenating(
        CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
          .concatenating(CGAffineTransform(rotationAngle: degrees * .pi / 180))
          .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y)))
    }
    return result.concatenating(
      CGAffineTransform(
        translationX: frame.minX + (node["offset.x"] ?? 0),
        y: frame.minY + (node["offset.y"] ?? 0)))
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
    let limit =
      advance > 0 && width.isFinite ? max(Int((width / advance + 1e-9).rounded(.down)), 1) : Int.max
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var current = ""
      var currentCount = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        var rest = Substring(word)
        let needed = currentCount == 0 ? rest.count : currentCount + 1 + rest.count
        if needed <= limit {
          current += currentCount == 0 ? String(rest) : " " + rest
          currentCount = needed
          continue
        }
        if currentCount > 0 {
          lines.append(current)
          current = ""
          currentCount = 0
        }
        while rest.count > limit {
          lines.append(String(rest.prefix(limit)))
          rest = rest.dropFirst(limit)
        }
        current = String(rest)
        currentCount = rest.count
      }
      lines.append(current)
    }
    return lines
  }

  /// A text's point size: its `font.size`, or the body size.
  static func fontSize(of node: SnapshotNode) -> Double {
    node["font.size"] ?? 17
  }

  /// The colour the node's text and symbols are drawn in.
  static func textColor(of node: SnapshotNode) -> PaintColor {
    if node.style("role") == "destructive" { return PaintColor.named("red") ?? .black }
    if let name = node.style("foreground"), let color = PaintColor.named(name) { return color }
    if ["Button", "Link", "NavigationLink"].contains(node.kind) {
      return node.style("tint").flatMap(PaintColor.named) ?? .accent
    }
    return .black
  }
}

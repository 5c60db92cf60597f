import Cadence
import Foundation

/// Draws a snapshot as an SVG document of the screen: every node at its frame with its fill,
/// stroke, text and corner radius, and its render effects as SVG transforms, exactly as its
/// attributes say — `translate(offset.x offset.y)`, `rotate(rotation anchor)`,
/// `scale(scale.x scale.y)` about `scale.anchor`, `matrix(…)` for a geometry effect — on a
/// group that holds its children too, so that an effect moves everything inside the view.
/// Each group carries the node's path as `data-path`.
public struct SnapshotSVG: Sendable {
  /// The screen the snapshot was laid out on, in points: the document's view box.
  public var screenSize: CGSize

  /// Creates a drawer for a screen of `screenSize` points.
  public init(screenSize: CGSize = CGSize(width: 390, height: 844)) {
    self.screenSize = screenSize
  }

  /// The SVG document of `snapshot`.
  public func document(_ snapshot: Snapshot) -> String {
    var body = ""
    for root in snapshot.roots {
      appendGroup(root, parentOrigin: .zero, parentPath: nil, to: &body)
    }
    return Self.wrap(body, size: screenSize)
  }

  /// Appends the group of `node` and its children to `output`; its frame relative to
  /// `parentOrigin`. Written into one string, each path escaped from its parent's (a nested
  /// group's text copied into its parent's at every level, and each path written out from
  /// the root, made deep trees quadratic beyond their output).
  func appendGroup(
    _ node: SnapshotNode, parentOrigin: CGPoint, parentPath: String?,
    tint: PaintColor? = nil, to output: inout String
  ) {
    let frame = node.frame
    let transform = Self.transform(of: node, frame: frame, parentOrigin: parentOrigin)
    // A node read from a log, or built by hand, carries its whole path as one component.
    let path =
      node.location.parent != nil
      ? (parentPath.map { $0 + "/" + Self.escape(node.location.component) }
        ?? Self.escape(node.path))
      : Self.escape(node.path)
    output += "<g data-path=\"\(path)\""
    if !transform.isEmpty { output += " transform=\"\(transform)\"" }
    if node.isHidden {
      output += " visibility=\"hidden\""
    } else if let opacity = node["opacity"], opacity != 1 {
      output += " opacity=\"\(Self.number(min(max(opacity, 0), 1)))\""
    }
    output += ">"
    output += SVGContent.markup(for: node, size: frame.size, tint: tint)
    // A button's label is drawn in its tint, as iOS draws it; a tab's in the accent colour
    // when selected, grey when not.
    let inner = PictureLayout.tint(inside: node) ?? tint
    for child in node.childrenInDrawingOrder {
      descend {
        appendGroup(
          child, parentOrigin: frame.origin, parentPath: path, tint: inner, to: &output)
      }
    }
    output += "</g>\n"
  }

  /// The SVG transform of a node's group, in its parent's group's coordinates (whose
  /// origin is the parent's frame origin).
  static func transform(of node: SnapshotNode, frame: CGRect, parentOrigin: CGPoint) -> String {
    var parts: [String] = []
    let x = frame.minX - parentOrigin.x + (node["offset.x"] ?? 0)
    let y = frame.minY - parentOrigin.y + (node["offset.y"] ?? 0)
    if x != 0 || y != 0 { parts.append("translate(\(number(x)) \(number(y)))") }
    if let degrees = node["rotation"], degrees != 0 {
      let anchor = PictureLayout.point(node.style("rotation.anchor"), in: frame.size)
      parts.append("rotate(\(number(degrees)) \(number(anchor.x)) \(number(anchor.y)))")
    }
    let sx = node["scale.x"] ?? 1
    let sy = node["scale.y"] ?? 1
    if sx != 1 || sy != 1 {
      let anchor = PictureLayout.point(node.style("scale.anchor"), in: frame.size)
      parts.append(
        "translate(\(number(anchor.x)) \(number(anchor.y))) scale(\(number(sx)) \(number(sy)))"
          + " translate(\(number(-anchor.x)) \(number(-anchor.y)))")
    }
    if let m11 = node["transform.m11"] {
      let entries = [
        m11, node["transform.m12"] ?? 0, node["transform.m21"] ?? 0,
        node["transform.m22"] ?? 1, node["transform.m31"] ?? 0, node["transform.m32"] ?? 0,
      ]
      parts.append("matrix(\(entries.map(number).joined(separator: " ")))")
    }
    return parts.joined(separator: " ")
  }

  static func wrap(_ body: String, size: CGSize, extra: String = "") -> String {
    let width = number(size.width)
    let height = number(size.height)
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)" font-family="monospace">
      <rect width="\(width)" height="\(height)" fill="#ffffff"/>
      \(body)\(extra)</svg>

      """
  }

  /// A number with at most three decimals, trailing zeros trimmed.
  static func number(_ value: Double) -> String {
    DecimalFormatting.format(value.isFinite ? value : 0, fractionDigits: 3)
  }

  /// Text escaped for XML, its control characters shown as `PrintableText` shows them (XML
  /// forbids most of them).
  static func escape(_ text: String) -> String {
    var result = ""
    for character in PrintableText.visible(text) {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}

/// The SVG of one node's own content, in its own coordinates (origin at its frame's top
/// left): what `TerminalPicture` paints into cells, as vector shapes.
enum SVGContent {
  static func markup(for node: SnapshotNode, size: CGSize, tint: PaintColor? = nil) -> String {
    let n = SnapshotSVG.number
    var output = ""
    let radius = node["cornerRadius"] ?? 0
    let rx = radius > 0 ? " rx=\"\(n(radius))\"" : ""
    if let name = node.style("background"), let color = PaintColor.named(name) {
      output +=
        "<rect width=\"\(n(size.width))\" height=\"\(n(size.height))\"\(rx)\(paint("fill", color))/>"
    }
    if let data = node.style("path") {
      let (fill, stroke) = PictureLayout.paints(of: node)
      var attributes = fill.map { paint("fill", $0) } ?? " fill=\"none\""
      if let stroke {
        attributes +=
          paint("stroke", stroke)
          + " stroke-width=\"\(n(node["stroke.lineWidth"] ?? 1))\""
        // Only SVG's own caps: a log is untrusted, and a value is never markup.
        if let cap = node.style("stroke.lineCap"), ["butt", "round", "square"].contains(cap) {
          attributes += " stroke-linecap=\"\(cap)\""
        }
      }
      if node.style("fill.rule") == "evenOdd" { attributes += " fill-rule=\"evenodd\"" }
      output += "<path d=\"\(SnapshotSVG.escape(data))\"\(attributes)/>"
    }
    switch node.kind {
    case "Color":
      if let color = node.label.flatMap(PaintColor.named) {
        output +=
          "<rect width=\"\(n(size.width))\" height=\"\(n(size.height))\"\(rx)\(paint("fill", color))/>"
      }
    case "Text", "Label":
      output += text(
        node.label ?? "", node: node, size: size,
        color: PictureLayout.textColor(of: node, tint: tint))
    case "List", "Form":
      output += SystemChrome.listMarkup(node, size: size)
    case "NavigationStack":
      output += SystemChrome.navigationBarMarkup(node, size: size)
    case "TabBar":
      output += SystemChrome.tabBarMarkup(size: size)
    case "NavigationBar":
      output += SystemChrome.bottomToolbarMarkup(node, size: size)
    case "Button", "Link", "NavigationLink":
      if let label = node.label, node.children.isEmpty {
        output += text(label, node: node, size: size, color: PictureLayout.textColor(of: node))
      }
    case "Toggle":
      let isOn = node.style("isOn") == "true"
      let width = min(51, size.width)
      let height = min(31, size.height)
      let x = size.width - width
      let y = (size.height - height) / 2
      let track = isOn ? (PaintColor.named("green") ?? .accent) : PaintColor.faint.fading(0.4)
      output += text(
        node.label ?? "", node: node, size: CGSize(width: max(x - 8, 0), height: size.height),
        color: .black)
      output +=
        "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\" "
        + "rx=\"\(n(height / 2))\"\(paint("fill", track))/>"
        + "<circle cx=\"\(n(isOn ? x + width - height / 2 : x + height / 2))\" "
        + "cy=\"\(n(y + height / 2))\" r=\"\(n(height / 2 - 2))\" fill=\"#ffffff\"/>"
    case "TextField", "SecureField", "TextEditor":
      let (shown, isPlaceholder) = PictureLayout.fieldText(of: node)
      output +=
        "<rect width=\"\(n(size.width))\" height=\"\(n(size.height))\" rx=\"5\" "
        + "fill=\"#ededf0\" stroke=\"#c7c7cc\" stroke-width=\"0.5\"/>"
      output +=
        "<g transform=\"translate(7 0)\">"
        + text(
          shown, node: node, size: CGSize(width: max(size.width - 14, 0), height: size.height),
          color: isPlaceholder ? .faint : .black, centred: true)
        + "</g>"
    case "Slider", "ProgressView", "Gauge":
      if let fraction = PictureLayout.fraction(of: node) {
        let filled = fraction * size.width
        let middle = size.height / 2
        output +=
          "<line x1=\"0\" y1=\"\(n(middle))\" x2=\"\(n(size.width))\" y2=\"\(n(middle))\" "
          + "stroke=\"#d1d1d6\" stroke-width=\"4\" stroke-linecap=\"round\"/>"
          + "<line x1=\"0\" y1=\"\(n(middle))\" x2=\"\(n(filled))\" y2=\"\(n(middle))\" "
          + "stroke=\"\(PaintColor.accent.hex)\" stroke-width=\"4\" stroke-linecap=\"round\"/>"
        if node.kind == "Slider" {
          output +=
            "<circle cx=\"\(n(filled))\" cy=\"\(n(middle))\" r=\"\(n(min(size.height / 2, 14)))\" "
            + "fill=\"#ffffff\" stroke=\"#c7c7cc\"/>"
        }
      }
    case "Image":
      let name = PictureLayout.symbolName(of: node)
      let side = min(size.width, size.height)
      output += SymbolOutlines.markup(
        name, origin: CGPoint(x: (size.width - side) / 2, y: (size.height - side) / 2),
        side: side, color: PictureLayout.textColor(of: node, tint: tint))
    default:
      break
    }
    return output
  }

  /// A text's lines at the metric's positions, clipped to its frame (a nested viewport).
  static func text(
    _ string: String, node: SnapshotNode, size: CGSize, color: PaintColor, centred: Bool = false
  ) -> String {
    let n = SnapshotSVG.number
    let fontSize = PictureLayout.fontSize(of: node)
    let advance = fontSize / 2
    let lineHeight = (fontSize * 1.25).rounded()
    guard !string.isEmpty, advance > 0 else { return "" }
    let lines = PictureLayout.lines(of: string, advance: advance, width: size.width)
    let top = centred ? max((size.height - lineHeight) / 2, 0) : 0
    var output =
      "<svg width=\"\(n(size.width))\" height=\"\(n(max(size.height, lineHeight)))\" overflow=\"hidden\">"
      + "<text font-size=\"\(n(fontSize))\"\(paint("fill", color))>"
    for (index, line) in lines.enumerated() {
      // The baseline: 4/5 of the line down, as the text metric puts it.
      let baseline = top + Double(index) * lineHeight + lineHeight * 0.8
      output +=
        "<tspan x=\"0\" y=\"\(n(baseline))\" textLength=\"\(n(Double(line.count) * advance))\" "
        + "lengthAdjust=\"spacingAndGlyphs\">\(SnapshotSVG.escape(line))</tspan>"
    }
    return output + "</text></svg>"
  }

  /// ` fill="#rrggbb"` with ` fill-opacity` when the colour is translucent.
  static func paint(_ attribute: String, _ color: PaintColor) -> String {
    var result = " \(attribute)=\"\(color.hex)\""
    if color.alpha < 1 {
      result += " \(attribute)-opacity=\"\(SnapshotSVG.number(max(color.alpha, 0)))\""
    }
    return result
  }
}

import Foundation

// MARK: - Equatable views

/// A view that compares itself with its previous value by `==` and updates its content only
/// when they differ.
public struct EquatableView<Content: View & Equatable>: View {
  /// The content.
  public var content: Content

  /// Creates a view that compares `content` by `==`.
  public init(content: Content) {
    self.content = content
  }

  public var body: some View { content }
}

extension EquatableView: Equatable {
  nonisolated public static func == (lhs: EquatableView, rhs: EquatableView) -> Bool {
    MainActor.assumeIsolated { lhs.content == rhs.content }
  }
}

extension View where Self: Equatable {
  /// Prevents the view from updating its content when its new value equals its old one.
  public func equatable() -> EquatableView<Self> {
    EquatableView(content: self)
  }
}

// MARK: - Content transitions

/// How a view's content changes when it is replaced (a number counting up, a symbol
/// swapping): recorded as the textual attribute `contentTransition` of its nodes.
public struct ContentTransition: Hashable, Sendable {
  let name: String

  /// The system's choice.
  public static let identity = ContentTransition(name: "identity")
  /// A fade.
  public static let opacity = ContentTransition(name: "opacity")
  /// Interpolated text.
  public static let interpolate = ContentTransition(name: "interpolate")

  /// Digits that roll as the number changes; `countsDown` when it decreases.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: countsDown ? "numericText(countsDown)" : "numericText")
  }

  /// Digits that roll in the direction of the change from the value given.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(name: "numericText")
  }

  /// A symbol effect between symbols (`.symbolEffect(.replace)`'s).
  public static let symbolEffect = ContentTransition(name: "symbolEffect")
}

extension View {
  /// Sets how this view's content changes when it is replaced (recorded).
  public func contentTransition(_ transition: ContentTransition) -> some View {
    modifier(_StyleEffect(name: "contentTransition", value: transition.name))
  }
}

// MARK: - Previews

/// A type that produces views to preview. Headless there is no canvas: a test or a tool hosts
/// `previews` like any view (`ViewHost(MyView_Previews.previews)`) and records it.
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The views to preview.
  @ViewBuilder static var previews: Previews { get }
  /// The platform of the previews (nil: the package's).
  static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  public static var platform: PreviewPlatform? { nil }
}

/// A platform to preview on.
public enum PreviewPlatform: Hashable, Sendable {
  case iOS, macOS, tvOS, watchOS, visionOS
}

/// The layout of a preview.
public enum PreviewLayout: Hashable, Sendable {
  /// The device's screen.
  case device
  /// The preview's ideal size.
  case sizeThatFits
  /// A fixed size.
  case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, by name.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
}

/// The colour scheme of a screen.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  case light, dark
}

struct ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.light
}

extension EnvironmentValues {
  /// The colour scheme (Cadence's screen is light unless set).
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
}

extension View {
  /// Names the preview (recorded as `previewDisplayName`).
  public func previewDisplayName(_ value: String?) -> some View {
    modifier(_StyleEffect(name: "previewDisplayName", value: value ?? ""))
  }

  /// Sets the layout of the preview (accepted; a host sets its own size).
  public func previewLayout(_ value: PreviewLayout) -> some View { self }

  /// Sets the device of the preview (accepted; a host sets its own size).
  public func previewDevice(_ value: PreviewDevice?) -> some View { self }

  /// Sets the colour scheme of this view and the rest of the screen.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    transformEnvironment(\.colorScheme) { $0 = colorScheme ?? $0 }
  }
}

// MARK: - Canvas

/// A view that draws with immediate-mode commands. Headless, the commands are recorded: the
/// canvas's node carries `commands`, one per line (`fill <path> with <style>`, `stroke
/// <path> with <style> width <w>`, `text "…" at x y`), paths as SVG path data in the
/// canvas's coordinates.
public struct Canvas: View {
  let renderer: @MainActor (inout GraphicsContext, CGSize) -> Void

  /// Creates a canvas that draws with `renderer`.
  public init(
    opaque: Bool = false, rendersAsynchronously: Bool = false,
    renderer: @escaping @MainActor (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
  }

  public var body: some View {
    _CanvasView(renderer: renderer)
  }
}

/// The drawing commands a canvas records.
public struct GraphicsContext {
  var commands: [String] = []
  /// The opacity applied to what is drawn next.
  public var opacity: Double = 1

  /// A paint for filling and stroking.
  public struct Shading {
    let description: String
    /// A colour.
    public static func color(_ color: Color) -> Shading { Shading(description: color.name) }
    /// A style.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading {
      Shading(description: style.styleDescription)
    }
  }

  /// Fills `path`.
  public mutating func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    commands.append("fill \(path.svgPathData) with \(shading.description)")
  }

  /// Strokes `path`.
  public mutating func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    commands.append(
      "stroke \(path.svgPathData) with \(shading.description) width "
        + DecimalFormatting.format(lineWidth))
  }

  /// Strokes `path` with a stroke style.
  public mutating func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    stroke(path, with: shading, lineWidth: style.lineWidth)
  }

  /// Draws text at a point.
  public mutating func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    commands.append(
      "text \"\(text.content)\" at \(DecimalFormatting.format(point.x)) "
        + DecimalFormatting.format(point.y))
  }
}

/// The rendered node of a canvas: it fills the space it is offered and records its drawing
/// at its size.
struct _CanvasView: LeafView {
  typealias Body = Never
  let renderer: @MainActor (inout GraphicsContext, CGSize) -> Void

  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    RenderItem(kind: "Canvas")
  }

  static var rendersItsSize: Bool { true }

  func complete(_ item: inout RenderItem, in environment: EnvironmentValues) -> [String] {
    var context = GraphicsContext()
    renderer(&context, item.frame?.size ?? .zero)
    item.styles["commands"] = context.commands.joined(separator: "\n")
    return []
  }
}

import Foundation

/// A view that displays an image. Headless, there are no pixels: a symbol
/// (`Image(systemName:)`) is a square as tall as a line of the font in the environment (times
/// its image scale); a named image has no size of its own; a resizable image fills the space
/// it is offered, as SwiftUI's does.
public struct Image: Hashable, Sendable {
  let name: String
  let isSymbol: Bool
  /// Whether the image stretches to the size it is offered.
  private(set) var isResizable = false
  /// The resizing mode, when resizable.
  private(set) var resizingMode: ResizingMode = .stretch
  /// How the image is rendered, when set.
  private(set) var renderingMode: TemplateRenderingMode?
  /// Whether the image is decorative (hidden from accessibility).
  private(set) var isDecorative = false
  /// The interpolation quality, when set.
  private(set) var interpolation: Interpolation?
  /// A variable value of a symbol (0…1), when set.
  private(set) var variableValue: Double?
  /// The accessibility label given with the image, when given.
  private(set) var label: String?
  /// The image's own symbol rendering mode (`Image.symbolRenderingMode`), over the
  /// environment's.
  var ownSymbolRenderingMode: SymbolRenderingMode?
  /// The dynamic range the image may show, when set (recorded).
  var dynamicRange: DynamicRange?
  /// Whether the image is drawn antialiased.
  var isAntialiased = true
  /// What draws an image made by drawing (`Image(size:renderer:)`), with its size.
  var drawing: ImageDrawing?
  /// A loaded image's size in points (its pixels over its scale), when its file says.
  var loadedSize: CGSize?
  /// A loaded image's scale, in pixels a point.
  var loadedScale: CGFloat = 1

  /// An image from the app's assets.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.name = name
    isSymbol = false
  }

  /// An image from the app's assets, hidden from accessibility.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.init(name, bundle: bundle)
    isDecorative = true
  }

  /// An image from the app's assets, with an accessibility label.
  public init(_ name: String, bundle: Bundle? = nil, label: Text) {
    self.init(name, bundle: bundle)
    self.label = label.content
  }

  /// An asset symbol with a variable value in 0…1.
  public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
    self.init(name, bundle: bundle)
    self.variableValue = variableValue
  }

  /// An asset symbol with a variable value in 0…1 and an accessibility label.
  public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
    self.init(name, variableValue: variableValue, bundle: bundle)
    self.label = label.content
  }

  /// An asset symbol with a variable value in 0…1, decorative: accessibility ignores it.
  public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
    self.init(name, variableValue: variableValue, bundle: bundle)
    isDecorative = true
  }

  /// An image of an asset catalog's generated resource.
  public init(_ resource: ImageResource) {
    self.init(resource.name, bundle: resource.bundle)
  }

  /// A system symbol.
  public init(systemName: String) {
    name = systemName
    isSymbol = true
  }

  /// A system symbol with a variable value in 0…1 (signal bars, volume).
  public init(systemName: String, variableValue: Double?) {
    self.init(systemName: systemName)
    self.variableValue = variableValue
  }

  /// How an image's pixels are turned: the orientations of EXIF and of `CGImage`s.
  public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
    /// As stored.
    case up = 0
    /// Mirrored horizontally.
    case upMirrored = 2
    /// Turned 180°.
    case down = 6
    /// Mirrored vertically.
    case downMirrored = 4
    /// Turned 90° counterclockwise.
    case left = 1
    /// Turned 90° clockwise and mirrored horizontally.
    case leftMirrored = 3
    /// Turned 90° clockwise.
    case right = 7
    /// Turned 90° counterclockwise and mirrored horizontally.
    case rightMirrored = 5
  }

  /// How a resizable image fills its frame.
  public enum ResizingMode: String, Hashable, Sendable {
    /// Tiles the image.
    case tile
    /// Stretches the image.
    case stretch
  }

  /// Whether an image is drawn as is or as a template in the foreground colour.
  public enum TemplateRenderingMode: String, Hashable, Sendable {
    /// Drawn as a template: its opaque pixels take the foreground style.
    case template
    /// Drawn in its own colours.
    case original
  }

  /// The size of a symbol relative to the font (`imageScale(_:)`).
  public enum Scale: String, Hashable, Sendable {
    case small, medium, large

    /// The factor applied to a symbol's side: Cadence's choice (Apple does not publish
    /// one), stated in README.
    var factor: CGFloat {
      switch self {
      case .small: return 0.75
      case .medium: return 1
      case .large: return 1.25
      }
    }
  }

  /// The quality of image interpolation.
  public enum Interpolation: String, Hashable, Sendable {
    case none, low, medium, high
  }

  /// An image that resizes to fill the space it is offered.
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch
  ) -> Image {
    var image = self
    image.isResizable = true
    image.resizingMode = resizingMode
    return image
  }

  /// The image drawn as a template or in its own colours.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var image = self
    image.renderingMode = renderingMode
    return image
  }

  /// The image with an interpolation quality (recorded).
  public func interpolation(_ interpolation: Interpolation) -> Image {
    var image = self
    image.interpolation = interpolation
    return image
  }

  /// The image with antialiasing on or off (recorded as `antialiased` when off).
  public func antialiased(_ isAntialiased: Bool) -> Image {
    var image = self
    image.isAntialiased = isAntialiased
    return image
  }
}

extension Image: LeafView {
  /// `Image` is a primitive view.
  public typealias Body = Never

  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(kind: "Image", label: name)
    item.applyForegroundStyle(from: environment)
    if isSymbol {
      item.styles["symbol"] = "true"
      item.applyFont(from: environment)
      if environment.imageScale != .medium {
        item.styles["imageScale"] = environment.imageScale.rawValue
      }
      if let mode = ownSymbolRenderingMode ?? environment.symbolRenderingMode {
        item.styles["symbolRenderingMode"] = mode.name
      }
      if let variant = environment.symbolVariants.name { item.styles["symbolVariant"] = variant }
    }
    if let variableValue { item.attributes["variableValue"] = variableValue }
    if isResizable { item.styles["resizable"] = resizingMode.rawValue }
    if let renderingMode { item.styles["renderingMode"] = renderingMode.rawValue }
    if let interpolation { item.styles["interpolation"] = interpolation.rawValue }
    if isDecorative { item.styles["decorative"] = "true" }
    if let label { item.styles["accessibilityLabel"] = label }
    if let dynamicRange { item.styles["allowedDynamicRange"] = dynamicRange.name }
    if !isAntialiased { item.styles["antialiased"] = "false" }
    if let drawing { drawing.record(in: &item, environment: environment) }
    if loadedScale != 1 { item.attributes["scale"] = loadedScale }
    return item
  }

  func sizeThatFits(
    _ proposal: ProposedViewSize, in environment: EnvironmentValues, stackAxis: Axis?
  ) -> CGSize {
    size(proposing: proposal, in: environment)
  }
}

extension Image {
  /// The image's size for `proposal` (a resizable image takes it; a symbol is a line of the
  /// font tall and wide): what a canvas that resolves the image measures, on any thread.
  func size(proposing proposal: ProposedViewSize, in environment: EnvironmentValues) -> CGSize {
    if isResizable { return proposal.replacingUnspecifiedDimensions() }
    if let drawing { return drawing.size }
    if let loadedSize { return loadedSize }
    guard isSymbol else { return .zero }
    let side =
      TextMetrics.lineHeight(environment.resolvedFont) * environment.imageScale.factor
    return CGSize(width: side, height: side)
  }
}

/// How symbols are coloured.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  /// One colour.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// Layers in shades of one colour.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// Layers in the styles given.
  public static let palette = SymbolRenderingMode(name: "palette")
  /// The symbol's own colours.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

/// A variant of a symbol (`.fill`, `.circle`, …), set with `symbolVariant(_:)`.
public struct SymbolVariants: Hashable, Sendable {
  let name: String?
  /// No variant.
  public static let none = SymbolVariants(name: nil)
  /// The filled variant.
  public static let fill = SymbolVariants(name: "fill")
  /// The variant in a circle.
  public static let circle = SymbolVariants(name: "circle")
  /// The variant in a square.
  public static let square = SymbolVariants(name: "square")
  /// The variant in a rectangle.
  public static let rectangle = SymbolVariants(name: "rectangle")
  /// The slashed variant.
  public static let slash = SymbolVariants(name: "slash")
  /// This variant filled.
  public var fill: SymbolVariants { combined("fill") }
  /// This variant in a circle.
  public var circle: SymbolVariants { combined("circle") }
  /// This variant slashed.
  public var slash: SymbolVariants { combined("slash") }

  private func combined(_ other: String) -> SymbolVariants {
    SymbolVariants(name: name.map { "\($0).\(other)" } ?? other)
  }

  /// Whether this variant includes every part of `other` (`.circle.fill` contains `.fill`);
  /// every variant contains `.none`.
  public func contains(_ other: SymbolVariants) -> Bool {
    guard let parts = other.name?.split(separator: ".") else { return true }
    let own = Set((name ?? "").split(separator: "."))
    return parts.allSatisfy(own.contains)
  }
}

struct ImageScaleKey: EnvironmentKey {
  static let defaultValue = Image.Scale.medium
}

struct SymbolRenderingModeKey: EnvironmentKey {
  static let defaultValue: SymbolRenderingMode? = nil
}

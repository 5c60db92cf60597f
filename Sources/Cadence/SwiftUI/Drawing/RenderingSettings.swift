import Foundation

// How the system renders a view: recorded on its nodes, by name, with their values (Cadence
// draws no pixels and lays out left to right only).

extension Image {
  /// The range of brightness an image may show.
  public struct DynamicRange: Hashable, Sendable {
    let name: String

    /// Standard dynamic range.
    public static let standard = DynamicRange(name: "standard")
    /// High dynamic range, kept near standard.
    public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
    /// High dynamic range.
    public static let high = DynamicRange(name: "high")
  }
}

/// Whether a view's drawing flips in right-to-left layouts.
public enum LayoutDirectionBehavior: Hashable, Sendable {
  /// Fixed: it does not flip.
  case fixed
  /// It mirrors when the layout direction is `direction`.
  case mirrors(in: LayoutDirection)

  /// It mirrors in right-to-left layouts.
  public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

extension View {
  /// Sets the dynamic range the images below may show (recorded as `allowedDynamicRange`).
  public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View {
    environment(\.allowedDynamicRange, range)
      .recorded("allowedDynamicRange", range?.name ?? "automatic")
  }

  /// Flips the view in right-to-left layouts (recorded).
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
    recorded("flipsForRightToLeftLayoutDirection", "\(enabled)")
  }

  /// Sets whether the view flips in right-to-left layouts (recorded).
  public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
    let name: String
    switch behavior {
    case .fixed: name = "fixed"
    case .mirrors(let direction): name = "mirrors(in: \(direction))"
    }
    return recorded("layoutDirectionBehavior", name)
  }

  /// Shows an effect while a pointer hovers over the view (recorded as `hoverEffect`).
  public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View {
    recorded("hoverEffect", effect.name)
  }

  /// Sets the hover effect of the views below that have none of their own (recorded).
  public func defaultHoverEffect(_ effect: HoverEffect?) -> some View {
    recorded("defaultHoverEffect", effect?.name ?? "none")
  }

  /// Lets the scroll views below draw their content past their bounds (recorded).
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
    recorded("scrollClipDisabled", "\(disabled)")
  }

  /// Flashes the scroll indicators of the scroll views below when they appear (recorded).
  public func scrollIndicatorsFlash(onAppear: Bool) -> some View {
    recorded("scrollIndicatorsFlash", onAppear ? "onAppear" : "false")
  }

  /// Flashes the scroll indicators when `value` changes (each change is an `interaction`
  /// event named `scrollIndicatorsFlash`).
  public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View {
    onChange(of: value) {
      UpdateContext.current?.emit(.interaction, "scrollIndicatorsFlash", path: "")
    }
    .recorded("scrollIndicatorsFlash", "trigger")
  }

  /// Draws the view offscreen before compositing it (recorded as `drawingGroup`).
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)
    -> some View
  {
    recorded("drawingGroup", "\(colorMode)\(opaque ? " opaque" : "")")
  }

  /// Isolates the view's geometry from its parent's animations (recorded as `geometryGroup`;
  /// Cadence's layout animations already animate each view's own frame).
  public func geometryGroup() -> some View {
    recorded("geometryGroup", "true")
  }

  /// Puts margins of `length` around the content of the scroll views below.
  public func contentMargins(
    _ length: CGFloat, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    contentMargins(.all, length, for: placement)
  }
}

extension Image {
  /// Sets the dynamic range the image may show (recorded as `allowedDynamicRange`).
  public func allowedDynamicRange(_ range: DynamicRange?) -> Image {
    var image = self
    image.dynamicRange = range
    return image
  }

  /// Sets how the symbol's layers are coloured, over the environment's (recorded as
  /// `symbolRenderingMode`).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
    var image = self
    image.ownSymbolRenderingMode = mode
    return image
  }
}

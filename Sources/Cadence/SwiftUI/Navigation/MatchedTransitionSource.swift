/// How the source of a zoom transition looks while it morphs (iOS 18; recorded with the
/// source).
@MainActor @preconcurrency
public protocol MatchedTransitionSourceConfiguration {
  /// The configuration's description in recordings (hidden requirement).
  var _summary: [String] { get }
}

/// A source configuration that changes nothing.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
  public var _summary: [String] { [] }
}

/// A source configuration with one more setting.
public struct _MatchedTransitionSourceSetting: MatchedTransitionSourceConfiguration {
  public let _summary: [String]
}

extension MatchedTransitionSourceConfiguration {
  /// Fills the source with `style` while it morphs.
  public func background(_ style: some ShapeStyle) -> some MatchedTransitionSourceConfiguration {
    _MatchedTransitionSourceSetting(_summary: _summary + ["background \(style)"])
  }

  /// Clips the source to `shape` while it morphs.
  public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration {
    _MatchedTransitionSourceSetting(_summary: _summary + ["clipShape \(shape.resolvedShapeKind)"])
  }

  /// Shadows the source while it morphs.
  public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some MatchedTransitionSourceConfiguration {
    _MatchedTransitionSourceSetting(
      _summary: _summary + ["shadow \(DecimalFormatting.format(Double(radius)))"])
  }
}

import Foundation

// The environment values that describe the device, the user's settings and the locale, with
// an iPhone's defaults in English (Cadence's screen): set them with `environment(_:_:)` or
// `host.setEnvironment(_:_:)`.
extension EnvironmentValues {
  /// The horizontal size class (compact, as on an iPhone held upright).
  @Entry public var horizontalSizeClass: UserInterfaceSizeClass? = .compact
  /// The vertical size class (regular, as on an iPhone held upright).
  @Entry public var verticalSizeClass: UserInterfaceSizeClass? = .regular
  /// The size of text (large, the default setting).
  @Entry public var dynamicTypeSize: DynamicTypeSize = .large
  /// The size of controls.
  @Entry public var controlSize: ControlSize = .regular
  /// The contrast the user asked for.
  @Entry public var colorSchemeContrast: ColorSchemeContrast = .standard
  /// The weight of text the user asked for.
  @Entry public var legibilityWeight: LegibilityWeight? = .regular
  /// Why the views should be redacted (`redacted(reason:)`).
  @Entry public var redactionReasons: RedactionReasons = []
  /// The locale (English, United States).
  @Entry public var locale: Locale = Locale(identifier: "en_US")
  /// The calendar (Gregorian).
  @Entry public var calendar: Calendar = Calendar(identifier: .gregorian)
  /// The size of a pixel, in points (3× screen).
  @Entry public var pixelLength: CGFloat = 1.0 / 3.0
  /// The smallest height of a list row.
  @Entry public var defaultMinListRowHeight: CGFloat = 44
  /// The smallest height of a list section header.
  @Entry public var defaultMinListHeaderHeight: CGFloat? = nil
  /// Whether the view is in a presented sheet, popover or navigation destination.
  @Entry public var isPresented: Bool = false
  /// Whether the view has the focus.
  @Entry public var isFocused: Bool = false
  /// Whether scrolling is enabled.
  @Entry public var isScrollEnabled: Bool = true
  /// Whether autocorrection is disabled for text fields below.
  @Entry public var autocorrectionDisabled: Bool = false
  /// Whether the platform supports several windows (not an iPhone).
  @Entry public var supportsMultipleWindows: Bool = false
  /// Whether the display is dimmed to save power.
  @Entry public var isLuminanceReduced: Bool = false
  /// Whether the scene is being recorded or mirrored.
  @Entry public var isSceneCaptured: Bool = false
  /// Whether VoiceOver is running.
  @Entry public var accessibilityVoiceOverEnabled: Bool = false
  /// Whether Switch Control is running.
  @Entry public var accessibilitySwitchControlEnabled: Bool = false
  /// Whether an assistive technology is running.
  @Entry public var accessibilityEnabled: Bool = false
  /// Whether the user asked for shapes around buttons.
  @Entry public var accessibilityShowButtonShapes: Bool = false
  /// Whether the user asked for less transparency.
  @Entry public var accessibilityReduceTransparency: Bool = false
  /// Whether the user asked for colours to be inverted.
  @Entry public var accessibilityInvertColors: Bool = false
  /// Whether the user asked for differentiation without colour.
  @Entry public var accessibilityDifferentiateWithoutColor: Bool = false
  /// Whether the user asked for flashing lights to be dimmed.
  @Entry public var accessibilityDimFlashingLights: Bool = false
  /// Whether animated images play.
  @Entry public var accessibilityPlayAnimatedImages: Bool = true
  /// Whether the large content viewer is on.
  @Entry public var accessibilityLargeContentViewerEnabled: Bool = false
}

extension View {
  /// Sets the size of text for the views below.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }

  /// Limits the size of text for the views below to `range`.
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize {
    transformEnvironment(\.dynamicTypeSize) { size in
      let all = DynamicTypeSize.allCases
      if !range.contains(size),
        let nearest = all.filter(range.contains).min(by: {
          abs(all.firstIndex(of: $0)! - all.firstIndex(of: size)!)
            < abs(all.firstIndex(of: $1)! - all.firstIndex(of: size)!)
        })
      {
        size = nearest
      }
    }
  }

  /// Sets the size of controls below (recorded as `controlSize`).
  public func controlSize(_ controlSize: ControlSize) -> some View {
    environment(\.controlSize, controlSize)
      .modifier(_StyleEffect(name: "controlSize", value: "\(controlSize)"))
  }

  /// Redacts the views below for `reason` (recorded as `redacted`; an empty reason removes
  /// nothing).
  public func redacted(reason: RedactionReasons) -> some View {
    environment(\.redactionReasons, reason)
      .modifier(
        _StyleEffect(
          name: "redacted",
          value: reason.contains(.placeholder) ? "placeholder" : reason.isEmpty ? "none" : "privacy"
        ))
  }

  /// Removes the redaction reasons for the views below.
  public func unredacted() -> some View {
    environment(\.redactionReasons, [])
  }
}

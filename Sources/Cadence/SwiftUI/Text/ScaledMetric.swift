/// A dynamic property that scales a numeric value with the Dynamic Type size
/// (`\.dynamicTypeSize`), as a text style's font grows: at the default size (`.large`) the
/// value is unchanged; at another, it is multiplied by the ratio of the text style's point
/// size there to its size at `.large` (Apple's Human Interface Guidelines, "Dynamic Type
/// sizes" for iOS).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  private let baseValue: Value
  private let textStyle: Font.TextStyle
  private var size: DynamicTypeSize = .large

  /// Scales `wrappedValue` as body text scales.
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, relativeTo: .body)
  }

  /// Scales `wrappedValue` as text of `textStyle` scales.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    baseValue = wrappedValue
    self.textStyle = textStyle
  }

  /// The value, scaled for the view's Dynamic Type size.
  public var wrappedValue: Value {
    baseValue * Value(DynamicTypeScale.factor(for: textStyle, at: size))
  }
}

extension ScaledMetric: StorageProperty {
  static var slotCount: Int { 0 }
  static var readsEnvironment: Bool { true }

  @MainActor
  mutating func install(in context: inout PropertyInstallContext) {
    size = context.environment.dynamicTypeSize
  }
}

/// The point sizes of the text styles at each Dynamic Type size (iOS; Apple's Human
/// Interface Guidelines, Typography, "Dynamic Type sizes"), from `xSmall` to
/// `accessibility5`.
enum DynamicTypeScale {
  static func pointSizes(of style: Font.TextStyle) -> [Double] {
    switch style {
    case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
    }
  }

  /// How much text of `style` grows at `size` relative to the default size (`.large`).
  static func factor(for style: Font.TextStyle, at size: DynamicTypeSize) -> Double {
    let sizes = pointSizes(of: style)
    let index = DynamicTypeSize.allCases.firstIndex(of: size) ?? 3
    return sizes[index] / sizes[3]
  }
}

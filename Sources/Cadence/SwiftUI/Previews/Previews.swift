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

extension View {
  /// Names the preview (recorded as `previewDisplayName`).
  public func previewDisplayName(_ value: String?) -> some View {
    modifier(_StyleEffect(name: "previewDisplayName", value: value ?? ""))
  }

  /// Sets the layout of the preview (recorded as `previewLayout`; a host sets its own size).
  public func previewLayout(_ value: PreviewLayout) -> some View {
    let name: String
    switch value {
    case .device: name = "device"
    case .sizeThatFits: name = "sizeThatFits"
    case .fixed(let width, let height):
      name =
        "fixed(\(DecimalFormatting.format(Double(width)))×\(DecimalFormatting.format(Double(height))))"
    }
    return modifier(_StyleEffect(name: "previewLayout", value: name))
  }

  /// Sets the device of the preview (recorded as `previewDevice`; a host sets its own size).
  public func previewDevice(_ value: PreviewDevice?) -> some View {
    modifier(_StyleEffect(name: "previewDevice", value: value?.rawValue ?? "automatic"))
  }
}

/// The orientation of a device's interface.
public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
  /// The name of the orientation.
  public let id: String

  /// The device held upright.
  public static let portrait = InterfaceOrientation(id: "portrait")
  /// The device upside down.
  public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
  /// The device turned with its top to the left.
  public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
  /// The device turned with its top to the right.
  public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

  public static var allCases: [InterfaceOrientation] {
    [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
  }

  /// Whether the device lies on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

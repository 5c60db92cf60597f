import Foundation

/// A kind of accessibility action: the default one (activating the view), escape, the magic
/// tap, or a named one.
public struct AccessibilityActionKind: Equatable, Sendable {
  let name: String

  /// Activates the view (its name is `default`).
  public static let `default` = AccessibilityActionKind(name: "default")
  /// Dismisses something (the two-finger scrub).
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The two-finger double tap: the view's most important action.
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// Deletes the view's content.
  public static let delete = AccessibilityActionKind(name: "delete")
  /// Shows a menu.
  public static let showMenu = AccessibilityActionKind(name: "showMenu")

  /// A named action.
  public init(named name: Text) {
    self.name = name.content
  }

  init(name: String) {
    self.name = name
  }
}

/// Which way an adjustable view is adjusted (a swipe up or down on it).
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  case increment, decrement
}

/// A zoom performed with an accessibility gesture: its direction and where it is.
public struct AccessibilityZoomGestureAction: Sendable {
  /// Which way the zoom goes.
  public enum Direction: Hashable, Sendable {
    case zoomIn, zoomOut
  }

  /// Which way the zoom goes.
  public let direction: Direction
  /// Where, as a fraction of the view's size.
  public let location: UnitPoint
  /// Where, in the view's coordinates.
  public let point: CGPoint
}

/// How a direct touch area behaves.
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Touches pass through without speaking the view.
  public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1)
  /// The area must be activated before touches pass through.
  public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 2)
}

/// The key of a piece of custom accessibility content.
public struct AccessibilityCustomContentKey: Equatable, Sendable {
  let id: String
  let label: String

  /// A key labelled `labelKey` (its label is its identifier too).
  public init(_ labelKey: LocalizedStringKey) {
    label = Text(labelKey).content
    id = label
  }

  /// A key labelled `label`, identified by `id`.
  public init(_ label: Text, id: String) {
    self.label = label.content
    self.id = id
  }
}

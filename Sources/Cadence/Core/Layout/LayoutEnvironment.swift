import Foundation

// The environment values layout itself reads: the direction subviews are laid out in and the
// pixel grid frames are rounded to.

/// The direction of layout: left to right (Cadence lays out only this way) or right to left.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight, rightToLeft
}

struct DisplayScaleKey: EnvironmentKey {
  static let defaultValue: CGFloat = 2
}

struct LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}

extension EnvironmentValues {
  /// The direction of layout.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// Pixels per point: view frames are rounded to this grid. Cadence's screen has 2.
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }
}

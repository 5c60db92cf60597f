/// The size classes of a horizontal or vertical dimension of the interface.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact, regular
}

/// A content size for text, from extra small to the largest accessibility size.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// Whether `a` is a smaller size than `b` (the sizes ordered from `xSmall` to
  /// `accessibility5`).
  public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}

// The older forms of environment values that code still reads: `presentationMode` (before
// `dismiss`) and `sizeCategory` (before `dynamicTypeSize`), each a view of the newer value.

/// Whether a view is presented, and a way to dismiss it (the older form of `\.dismiss`).
public struct PresentationMode {
  let dismissAction: DismissAction

  /// Whether the view is presented (pushed on a stack, or in a sheet).
  public var isPresented: Bool { dismissAction.action != nil }

  /// Dismisses the view, as `dismiss()` does.
  @MainActor
  public mutating func dismiss() {
    dismissAction()
  }
}

/// The size of text the user chose (the older form of `DynamicTypeSize`).
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

  /// Whether this is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The category of a dynamic type size.
  public init?(_ dynamicTypeSize: DynamicTypeSize) {
    guard let index = DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) else { return nil }
    self = Self.allCases[index]
  }
}

extension ContentSizeCategory: Comparable {
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

extension DynamicTypeSize {
  /// The dynamic type size of a content size category.
  public init?(_ sizeCategory: ContentSizeCategory) {
    guard let index = ContentSizeCategory.allCases.firstIndex(of: sizeCategory) else { return nil }
    self = Self.allCases[index]
  }
}

extension EnvironmentValues {
  /// Whether the view is presented, and a way to dismiss it (read `\.dismiss` in new code).
  /// On the main actor, as Cadence's `Binding` is.
  @MainActor
  public var presentationMode: Binding<PresentationMode> {
    .constant(PresentationMode(dismissAction: dismiss))
  }

  /// The size of text (read `\.dynamicTypeSize` in new code); setting it sets that.
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize) ?? .large }
    set { dynamicTypeSize = DynamicTypeSize(newValue) ?? .large }
  }
}

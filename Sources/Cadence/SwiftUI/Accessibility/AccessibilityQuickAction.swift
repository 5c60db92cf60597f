/// How an accessibility quick action (watchOS's double tap) is presented.
@MainActor @preconcurrency
public protocol AccessibilityQuickActionStyle {
  /// The name the snapshot records.
  var _name: String { get }
}

/// A quick action shown as an outline around the view.
public struct AccessibilityQuickActionOutlineStyle: AccessibilityQuickActionStyle {
  public var _name: String { "outline" }
  nonisolated init() {}
}

/// A quick action shown as a prompt over the view.
public struct AccessibilityQuickActionPromptStyle: AccessibilityQuickActionStyle {
  public var _name: String { "prompt" }
  nonisolated init() {}
}

extension AccessibilityQuickActionStyle where Self == AccessibilityQuickActionOutlineStyle {
  /// An outline around the view.
  public static var outline: AccessibilityQuickActionOutlineStyle {
    AccessibilityQuickActionOutlineStyle()
  }
}

extension AccessibilityQuickActionStyle where Self == AccessibilityQuickActionPromptStyle {
  /// A prompt over the view.
  public static var prompt: AccessibilityQuickActionPromptStyle {
    AccessibilityQuickActionPromptStyle()
  }
}

extension View {
  /// Adds a quick action (a button in `content`) that a double tap performs. Headless, its
  /// content is mounted invisible behind the view, as `accessibilityActions(_:)` content is
  /// (`host.tap` on its button performs it), and recorded as `accessibilityQuickAction`
  /// (the style's name) on it.
  public func accessibilityQuickAction<Style: AccessibilityQuickActionStyle, Content: View>(
    style: Style, @ViewBuilder content: () -> Content
  ) -> some View {
    background {
      content().opacity(0).recorded("accessibilityQuickAction", style._name)
    }
  }

  /// Adds a quick action whose prompt or outline shows while `isActive` is true (recorded as
  /// `accessibilityQuickAction.isActive`); performing it does not change the binding (the
  /// action decides).
  public func accessibilityQuickAction<Style: AccessibilityQuickActionStyle, Content: View>(
    style: Style, isActive: Binding<Bool>, @ViewBuilder content: () -> Content
  ) -> some View {
    background {
      content().opacity(0).recorded("accessibilityQuickAction", style._name)
        .recorded("accessibilityQuickAction.isActive", isActive.wrappedValue ? "true" : "false")
    }
  }
}

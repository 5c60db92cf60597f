// Settings SwiftUI hands to the platform (the keyboard, the system bars, the sheet's chrome)
// or applies only when drawing text: headless, each is recorded on the rendered nodes below
// as a textual attribute of its name, and the text settings are environment values too.

/// How a text input capitalizes what is typed (recorded as `textInputAutocapitalization`).
public struct TextInputAutocapitalization: Sendable, Equatable {
  let name: String
  public static let never = TextInputAutocapitalization(name: "never")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// Whether scroll indicators show (recorded as `scrollIndicators`).
public struct ScrollIndicatorVisibility: Sendable, Equatable {
  let name: String
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  public static let never = ScrollIndicatorVisibility(name: "never")
}

/// A height a sheet rests at (recorded as `presentationDetents`).
public struct PresentationDetent: Hashable, Sendable {
  let name: String
  /// About half the screen.
  public static let medium = PresentationDetent(name: "medium")
  /// The whole screen.
  public static let large = PresentationDetent(name: "large")
  /// A fraction of the screen's height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "fraction(\(DecimalFormatting.format(Double(fraction))))")
  }
  /// A height in points.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "height(\(DecimalFormatting.format(Double(height))))")
  }
}

extension EnvironmentValues {
  /// How text below truncates a line that does not fit.
  @Entry public var truncationMode: Text.TruncationMode = .tail
  /// Whether text below may tighten its letters to fit.
  @Entry public var allowsTightening: Bool = false
  /// Whether the labels of controls below are hidden (`labelsHidden()`).
  @Entry var labelsHidden: Bool = false
}

/// A control's label: where labels are hidden (`labelsHidden()`), it takes no room and is not
/// shown; the control still takes its name from it.
struct _ControlLabel: ViewModifier {
  @Environment(\.labelsHidden) private var hidden

  func body(content: Content) -> some View {
    if hidden {
      content.hidden().frame(width: 0, height: 0)
    } else {
      content
    }
  }
}

extension Text {
  /// Where a line that does not fit is truncated.
  public enum TruncationMode: Hashable, Sendable {
    case head, tail, middle
  }
}

extension View {
  func recorded(_ name: String, _ value: String) -> some View {
    modifier(_StyleEffect(name: name, value: value))
  }

  /// Sets where text below truncates a line (recorded as `truncationMode`).
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    environment(\.truncationMode, mode).recorded("truncationMode", "\(mode)")
  }

  /// Sets how far text below may shrink its font to fit the space it is offered: a text whose
  /// lines do not fit its line limit or the proposed height is measured at the largest scale
  /// down to `factor` at which they do (recorded as `minimumScaleFactor`).
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    environment(\.minimumScaleFactor, factor)
      .recorded("minimumScaleFactor", DecimalFormatting.format(Double(factor)))
  }

  /// Lets text below tighten its letters to fit (recorded as `allowsTightening`).
  public func allowsTightening(_ flag: Bool) -> some View {
    environment(\.allowsTightening, flag).recorded("allowsTightening", flag ? "true" : "false")
  }

  /// Sets how text inputs below capitalize (recorded).
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  {
    recorded("textInputAutocapitalization", autocapitalization?.name ?? "default")
  }

  /// Turns autocorrection off for text inputs below (recorded, and `\.autocorrectionDisabled`).
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    environment(\.autocorrectionDisabled, disable)
      .recorded("autocorrectionDisabled", disable ? "true" : "false")
  }

  /// Hides the labels of controls below (toggles, pickers, steppers, date and colour
  /// pickers): a control is its switch or its parts alone, and its label takes no room and is
  /// not shown, but still names the control for queries (recorded as `labelsHidden`).
  public func labelsHidden() -> some View {
    environment(\.labelsHidden, true).recorded("labelsHidden", "true")
  }

  /// Adds a badge to a list row or tab item (recorded as `badge`; 0 shows none).
  public func badge(_ count: Int) -> some View {
    recorded("badge", count == 0 ? "none" : "\(count)")
  }

  /// Adds a text badge (recorded as `badge`; nil shows none).
  public func badge(_ label: Text?) -> some View {
    recorded("badge", label?.content ?? "none")
  }

  /// Adds a badge of a localized key (`.badge("New")`; recorded as `badge`; nil shows none).
  public func badge(_ key: LocalizedStringKey?) -> some View {
    recorded("badge", key.map { Text($0).content } ?? "none")
  }

  /// Adds a badge of a string (recorded as `badge`; nil shows none).
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    recorded("badge", label.map { String($0) } ?? "none")
  }

  /// Adds help text, shown as a tooltip on macOS (recorded as `help`).
  public func help(_ text: Text) -> some View {
    recorded("help", text.content)
  }

  /// Adds help text (recorded as `help`).
  public func help<S: StringProtocol>(_ text: S) -> some View {
    recorded("help", String(text))
  }

  /// Hides the status bar (recorded as `statusBarHidden`).
  public func statusBarHidden(_ hidden: Bool = true) -> some View {
    recorded("statusBarHidden", hidden ? "true" : "false")
  }

  /// Hides the navigation bar (recorded as `navigationBarHidden`; deprecated in SwiftUI).
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    recorded("navigationBarHidden", hidden ? "true" : "false")
  }

  /// Sets the visibility of a scrollable view's background (recorded).
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    recorded("scrollContentBackground", visibility.rawValue)
  }

  /// Sets the visibility of scroll indicators (recorded as `scrollIndicators`).
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  )
    -> some View
  {
    transformEnvironment(\.self) { values in
      if axes.contains(.vertical) { values.verticalScrollIndicatorVisibility = visibility }
      if axes.contains(.horizontal) { values.horizontalScrollIndicatorVisibility = visibility }
    }
    .recorded("scrollIndicators", visibility.name)
  }

  /// Turns scrolling off for scroll views below: a host's scroll there is refused.
  public func scrollDisabled(_ disabled: Bool) -> some View {
    environment(\.isScrollEnabled, !disabled).recorded(
      "scrollDisabled", disabled ? "true" : "false")
  }

  /// Sets the heights a sheet rests at (recorded as `presentationDetents`).
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    recorded("presentationDetents", detents.map(\.name).sorted().joined(separator: " "))
  }

  /// Keeps a sheet from being dismissed by a swipe (recorded).
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    recorded("interactiveDismissDisabled", isDisabled ? "true" : "false")
  }
}

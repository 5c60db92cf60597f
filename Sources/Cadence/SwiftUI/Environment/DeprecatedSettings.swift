// View settings SwiftUI deprecated, still common in code: each does what its replacement
// does, named in its line.

/// UIKit's capitalization of typed text (deprecated in SwiftUI for
/// `TextInputAutocapitalization`; UIKit does not exist on Linux, so Cadence declares it).
public enum UITextAutocapitalizationType: Int, Sendable {
  /// No capitalization.
  case none
  /// The first letter of each word.
  case words
  /// The first letter of each sentence.
  case sentences
  /// Every letter.
  case allCharacters
}

extension TextInputAutocapitalization {
  /// The capitalization UIKit's `type` names (nil for a type it has no counterpart of).
  public init?(_ type: UITextAutocapitalizationType) {
    switch type {
    case .none: self = .never
    case .words: self = .words
    case .sentences: self = .sentences
    case .allCharacters: self = .characters
    }
  }
}

extension EnvironmentValues {
  /// Whether autocorrection is off below (deprecated: `autocorrectionDisabled`; nil reads
  /// as on, as SwiftUI's).
  public var disableAutocorrection: Bool? {
    get { autocorrectionDisabled }
    set { autocorrectionDisabled = newValue ?? false }
  }
}

extension View {
  /// Sets the capitalization of text typed below (deprecated: `textInputAutocapitalization`).
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
    textInputAutocapitalization(TextInputAutocapitalization(style))
  }

  /// Turns autocorrection off below when `disable` is true (deprecated:
  /// `autocorrectionDisabled`; nil leaves it on).
  public func disableAutocorrection(_ disable: Bool?) -> some View {
    autocorrectionDisabled(disable ?? false)
  }

  /// Sets the colour scheme of the view and the views below (deprecated:
  /// `preferredColorScheme`, which also sets the presentation's).
  public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environment(\.colorScheme, colorScheme)
  }

  /// Hides the status bar when `hidden` (deprecated: `statusBarHidden`).
  public func statusBar(hidden: Bool) -> some View {
    statusBarHidden(hidden)
  }

  /// A frame with no constraints: the view as it lays itself out (deprecated: pass a size).
  public func frame() -> some View {
    frame(width: nil, height: nil)
  }

  /// A long press that reports `pressing` as the press starts and ends (deprecated:
  /// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`; the
  /// current form wins a call both would take).
  @_disfavoredOverload
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void
  ) -> some View {
    onLongPressGesture(
      minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
      onPressingChanged: pressing)
  }

  /// A searchable view with suggestions (deprecated: `searchable` then `searchSuggestions`).
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
  }
}

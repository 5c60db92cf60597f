/// Whether Writing Tools may rewrite the text of the fields below (iOS 18; recorded as
/// `writingToolsBehavior`: Cadence has no Writing Tools).
public struct WritingToolsBehavior: Hashable, Sendable {
  let name: String
  /// The platform decides.
  public static var automatic: WritingToolsBehavior { .init(name: "automatic") }
  /// The full experience, rewriting in place.
  public static var complete: WritingToolsBehavior { .init(name: "complete") }
  /// Suggestions in an overlay only.
  public static var limited: WritingToolsBehavior { .init(name: "limited") }
  /// No Writing Tools.
  public static var disabled: WritingToolsBehavior { .init(name: "disabled") }
}

/// Which side of a line break an insertion point sits on (iOS 18; recorded as
/// `textSelectionAffinity`).
public enum TextSelectionAffinity: Hashable, Sendable {
  /// The platform decides.
  case automatic
  /// Before the break.
  case upstream
  /// After the break.
  case downstream
}

/// How an image shows in an accented widget (iOS 18; recorded as
/// `widgetAccentedRenderingMode`).
public struct WidgetAccentedRenderingMode: Hashable, Sendable {
  let name: String
  /// In the accent colour.
  public static let accented = WidgetAccentedRenderingMode(name: "accented")
  /// Desaturated.
  public static let desaturated = WidgetAccentedRenderingMode(name: "desaturated")
  /// In full colour.
  public static let fullColor = WidgetAccentedRenderingMode(name: "fullColor")
}

/// How a symbol's colours are painted (iOS 26; recorded as `symbolColorRenderingMode`).
public struct SymbolColorRenderingMode: Hashable, Sendable {
  let name: String
  /// Flat colours.
  public static let flat = SymbolColorRenderingMode(name: "flat")
  /// A gradient from each colour.
  public static let gradient = SymbolColorRenderingMode(name: "gradient")
}

/// How a symbol shows its variable value (iOS 26; recorded as `symbolVariableValueMode`).
public struct SymbolVariableValueMode: Hashable, Sendable {
  let name: String
  /// By the opacity of its layers.
  public static let color = SymbolVariableValueMode(name: "color")
  /// By drawing its path in part.
  public static let draw = SymbolVariableValueMode(name: "draw")
}

extension View {
  /// Sets whether Writing Tools may rewrite the text below (recorded as
  /// `writingToolsBehavior`).
  public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View {
    recorded("writingToolsBehavior", behavior.name)
  }

  /// Sets the affinity of insertion points in the fields below (recorded as
  /// `textSelectionAffinity`).
  public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View {
    recorded("textSelectionAffinity", "\(affinity)")
  }

  /// Sets how the images below show in an accented widget (recorded as
  /// `widgetAccentedRenderingMode`; nil: the platform's).
  public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?)
    -> some View
  {
    recorded("widgetAccentedRenderingMode", renderingMode?.name ?? "automatic")
  }

  /// Sets how the symbols below paint their colours (recorded as
  /// `symbolColorRenderingMode`).
  public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> some View {
    recorded("symbolColorRenderingMode", mode?.name ?? "automatic")
  }

  /// Sets how the symbols below show a variable value (recorded as
  /// `symbolVariableValueMode`).
  public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> some View {
    recorded("symbolVariableValueMode", mode?.name ?? "automatic")
  }
}

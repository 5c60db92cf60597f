import Foundation

// How a sheet or popover looks and behaves while presented: SwiftUI draws these, so each is
// recorded on the presented content's nodes; a detent selection is checked.

/// Whether the view behind a sheet takes interactions while the sheet rests at a detent.
public struct PresentationBackgroundInteraction: Sendable {
  let name: String

  /// The system's choice.
  public static let automatic = PresentationBackgroundInteraction(name: "automatic")
  /// The view behind takes interactions.
  public static let enabled = PresentationBackgroundInteraction(name: "enabled")
  /// The view behind takes interactions up to `detent`.
  public static func enabled(upThrough detent: PresentationDetent)
    -> PresentationBackgroundInteraction
  {
    PresentationBackgroundInteraction(name: "enabled(upThrough: \(detent.name))")
  }
  /// The view behind takes none.
  public static let disabled = PresentationBackgroundInteraction(name: "disabled")
}

/// How a presentation adapts in a compact size class.
public struct PresentationAdaptation: Sendable {
  let name: String

  /// The system's choice.
  public static let automatic = PresentationAdaptation(name: "automatic")
  /// No adaptation: the presentation keeps its own form.
  public static let none = PresentationAdaptation(name: "none")
  /// As a popover.
  public static let popover = PresentationAdaptation(name: "popover")
  /// As a sheet.
  public static let sheet = PresentationAdaptation(name: "sheet")
  /// As a full-screen cover.
  public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// What a swipe on a resizable sheet does first: resize it or scroll its content.
public struct PresentationContentInteraction: Equatable, Sendable {
  let name: String

  /// The system's choice.
  public static let automatic = PresentationContentInteraction(name: "automatic")
  /// Resizes the sheet.
  public static let resizes = PresentationContentInteraction(name: "resizes")
  /// Scrolls the content.
  public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

extension View {
  /// Sets the background of the presentation this view is the content of (recorded as
  /// `presentationBackground`).
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    recorded("presentationBackground", style.styleDescription)
  }

  /// Sets a view as the background of the presentation (drawn behind the content, filling
  /// it; recorded as `presentationBackground` = `view`).
  public func presentationBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    background(alignment: alignment, content: content).recorded("presentationBackground", "view")
  }

  /// Sets whether the view behind the sheet takes interactions (recorded).
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction)
    -> some View
  {
    recorded("presentationBackgroundInteraction", interaction.name)
  }

  /// Sets how the presentation adapts in compact size classes (recorded).
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    recorded("presentationCompactAdaptation", adaptation.name)
  }

  /// Sets how the presentation adapts in compact widths and heights (recorded as
  /// `horizontal vertical`).
  public func presentationCompactAdaptation(
    horizontal horizontalAdaptation: PresentationAdaptation,
    vertical verticalAdaptation: PresentationAdaptation
  ) -> some View {
    recorded(
      "presentationCompactAdaptation", "\(horizontalAdaptation.name) \(verticalAdaptation.name)")
  }

  /// Sets what a swipe on the resizable sheet does first (recorded).
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction)
    -> some View
  {
    recorded("presentationContentInteraction", behavior.name)
  }

  /// Sets the corner radius of the presentation (recorded; nil is the system's).
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    recorded(
      "presentationCornerRadius",
      cornerRadius.map { DecimalFormatting.format(Double($0)) } ?? "automatic")
  }

  /// Sets the heights a sheet rests at and binds the one it rests at now (recorded as
  /// `presentationDetents` and `presentationDetent`); a selection not among the detents is
  /// reported, as SwiftUI ignores it.
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    let selected = selection.wrappedValue
    return presentationDetents(detents)
      .recorded("presentationDetent", selected.name)
      .modifier(
        _DeferredProblem(
          problem: detents.contains(selected) || detents.isEmpty
            ? nil
            : "presentationDetents: the selection \(selected.name) is not one of the detents "
              + "(\(detents.map(\.name).sorted().joined(separator: ", "))); SwiftUI ignores it",
          kind: .layoutProblem))
  }

  /// Shows or hides the drag indicator of the sheet (recorded).
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    recorded("presentationDragIndicator", visibility.rawValue)
  }
}

/// Reports a problem with a modifier's arguments after the update that evaluated it.
struct _DeferredProblem: ViewModifier {
  let problem: String?
  let kind: Diagnostic.Kind

  func body(content: Content) -> some View {
    if let problem, let tree = UpdateContext.current {
      let kind = kind
      tree.enqueueAction { tree.report(kind, problem, path: "") }
    }
    return content
  }
}

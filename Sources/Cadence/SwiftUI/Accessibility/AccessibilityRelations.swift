/// The part a view plays in a labelled pair (`accessibilityLabeledPair(role:id:in:)`).
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
  /// The view labels the pair.
  case label
  /// The view is the pair's content.
  case content
}

extension View {
  /// Pairs this view with another of the same `id` in `namespace`, as label or content: an
  /// assistive technology reads them as one element (recorded as `accessibilityLabeledPair`:
  /// the role and the id).
  public func accessibilityLabeledPair<ID: Hashable>(
    role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID
  ) -> some View {
    recorded("accessibilityLabeledPair", "\(role) \(id)")
  }

  /// Links this view with the others of the same `id` in `namespace`, so that an assistive
  /// technology moves between them as a group (recorded as `accessibilityLinkedGroup`).
  public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID)
    -> some View
  {
    recorded("accessibilityLinkedGroup", "\(id)")
  }

  /// Shows `largeContentView` in the large content viewer when a person long-presses this
  /// view with a large text size: it is mounted, hidden, behind the view (its nodes carry
  /// `largeContentViewer` = `true`).
  public func accessibilityShowsLargeContentViewer<V: View>(
    @ViewBuilder _ largeContentView: () -> V
  ) -> some View {
    background {
      largeContentView().hidden().recorded("largeContentViewer", "true")
    }
    .recorded("accessibilityShowsLargeContentViewer", "true")
  }
}

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

extension View {
  /// Gives this view, for assistive technologies, the elements `children` makes in place of
  /// its own: they are mounted invisible (opacity 0) behind it, their nodes carrying
  /// `accessibilityChild` = `true`, and take no touches.
  public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
    background {
      children().opacity(0).allowsHitTesting(false).recorded("accessibilityChild", "true")
    }
  }

  /// Gives this view, for assistive technologies, the element `representation` makes (a
  /// custom control represented by a standard one): it is mounted invisible (opacity 0) over
  /// the view, its nodes carrying `accessibilityRepresentation` = `true`, and the host acts
  /// on it as on the control it is (`host.toggle`, `host.adjust`, …).
  public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V)
    -> some View
  {
    overlay {
      representation().opacity(0).recorded("accessibilityRepresentation", "true")
    }
  }

  /// Adds the buttons of `content` as this view's accessibility actions: they are mounted
  /// invisible (opacity 0) behind it, their nodes carrying `accessibilityAction` = `true`;
  /// the host performs one by tapping it by its label.
  public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content)
    -> some View
  {
    background {
      content().opacity(0).recorded("accessibilityAction", "true")
    }
  }
}

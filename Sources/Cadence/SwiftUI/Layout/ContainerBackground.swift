/// A container whose background a view can set (`containerBackground(_:for:)`).
public struct ContainerBackgroundPlacement: Hashable, Sendable {
  let name: String
  /// The background of a navigation stack's or split view's column.
  public static let navigation = ContainerBackgroundPlacement(name: "navigation")
  /// The background of a navigation split view.
  public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
  /// The background of a tab view's tabs.
  public static let tabView = ContainerBackgroundPlacement(name: "tabView")
  /// The background of a widget.
  public static let widget = ContainerBackgroundPlacement(name: "widget")
}

extension View {
  /// Sets the background of the container the view is in to `style`: headless, it is drawn
  /// behind this view, the container's content, and recorded as `containerBackground` (the
  /// placement).
  public func containerBackground<S: ShapeStyle>(
    _ style: S, for container: ContainerBackgroundPlacement
  ) -> some View {
    background(style).recorded("containerBackground", container.name)
  }

  /// Sets the background of the container the view is in to `content`, aligned in it: drawn
  /// behind this view and recorded as `containerBackground`.
  public func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
    @ViewBuilder content: () -> V
  ) -> some View {
    background(alignment: alignment, content: content)
      .recorded("containerBackground", container.name)
  }
}

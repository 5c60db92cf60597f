/// Builds a widget bundle's widgets, in order; `if #available` keeps a widget to the systems
/// that have it.
@resultBuilder @MainActor
public struct WidgetBundleBuilder {
  /// A widget.
  public static func buildExpression<Content: Widget>(_ content: Content) -> Content { content }

  /// No widgets.
  public static func buildBlock() -> some Widget { _TupleWidget(widgets: []) }

  /// One widget.
  public static func buildBlock<Content: Widget>(_ content: Content) -> some Widget {
    _TupleWidget(widgets: [content])
  }

  /// Two widgets.
  public static func buildBlock<C0: Widget, C1: Widget>(_ c0: C0, _ c1: C1) -> some Widget {
    _TupleWidget(widgets: [c0, c1])
  }

  /// Three widgets.
  public static func buildBlock<C0: Widget, C1: Widget, C2: Widget>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> some Widget {
    _TupleWidget(widgets: [c0, c1, c2])
  }

  /// Four widgets.
  public static func buildBlock<C0: Widget, C1: Widget, C2: Widget, C3: Widget>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> some Widget {
    _TupleWidget(widgets: [c0, c1, c2, c3])
  }

  /// Five widgets.
  public static func buildBlock<C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> some Widget {
    _TupleWidget(widgets: [c0, c1, c2, c3, c4])
  }

  /// Six widgets.
  public static func buildBlock<
    C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget, C5: Widget
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some Widget {
    _TupleWidget(widgets: [c0, c1, c2, c3, c4, c5])
  }

  /// Seven widgets.
  public static func buildBlock<
    C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget, C5: Widget, C6: Widget
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some Widget {
    _TupleWidget(widgets: [c0, c1, c2, c3, c4, c5, c6])
  }

  /// Eight widgets.
  public static func buildBlock<
    C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget, C5: Widget, C6: Widget,
    C7: Widget
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7)
    -> some Widget
  {
    _TupleWidget(widgets: [c0, c1, c2, c3, c4, c5, c6, c7])
  }

  /// Nine widgets.
  public static func buildBlock<
    C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget, C5: Widget, C6: Widget,
    C7: Widget, C8: Widget
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> some Widget {
    _TupleWidget(widgets: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
  }

  /// Ten widgets.
  public static func buildBlock<
    C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget, C5: Widget, C6: Widget,
    C7: Widget, C8: Widget, C9: Widget
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> some Widget {
    _TupleWidget(widgets: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
  }

  /// A widget kept to the systems that have it (`if #available`).
  public static func buildLimitedAvailability(_ widget: some Widget)
    -> any Widget & _LimitedAvailabilityWidgetMarker
  {
    _AvailableWidget(widget: widget)
  }

  /// A widget under `if #available`, or none on a system without it.
  public static func buildOptional(_ widget: (any Widget & _LimitedAvailabilityWidgetMarker)?)
    -> some Widget
  {
    _TupleWidget(widgets: widget.map { [$0] } ?? [])
  }
}

/// Widgets built in order by a bundle's builder.
struct _TupleWidget: Widget {
  let widgets: [any Widget]

  init() { widgets = [] }
  init(widgets: [any Widget]) { self.widgets = widgets }

  var body: some WidgetConfiguration { EmptyWidgetConfiguration() }

  func _widgetSummaries() -> [String] { widgets.flatMap { $0._widgetSummaries() } }
}

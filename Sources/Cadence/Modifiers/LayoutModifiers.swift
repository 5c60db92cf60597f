/// Gives each rendered node a fixed width and/or height; the innermost frame is the node's
/// own size, so an outer frame does not replace it.
struct _FrameLayout: RenderModifier, Equatable {
  static let attributeName = "frame"
  var width: CGFloat?
  var height: CGFloat?
  var alignment: Alignment

  /// The width and height; an unset dimension reads 0 and is not animated.
  var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width ?? 0, height ?? 0) }
    set {
      if width != nil { width = newValue.first }
      if height != nil { height = newValue.second }
    }
  }

  func apply(to item: inout RenderItem) {
    if let width { item.setIfAbsent(width, for: "frame.width") }
    if let height { item.setIfAbsent(height, for: "frame.height") }
    if alignment != .center { item.setStyleIfAbsent(alignment.name, for: "frame.alignment") }
  }
}

/// Gives each rendered node flexible size bounds; an unbounded maximum reads `infinity`.
struct _FlexFrameLayout: RenderModifier, Equatable {
  static let attributeName = "frame"
  var bounds: [(name: String, value: CGFloat?)]
  var alignment: Alignment

  nonisolated static func == (lhs: _FlexFrameLayout, rhs: _FlexFrameLayout) -> Bool {
    lhs.alignment == rhs.alignment && lhs.bounds.map(\.value) == rhs.bounds.map(\.value)
  }

  func apply(to item: inout RenderItem) {
    for bound in bounds {
      guard let value = bound.value else { continue }
      if value.isFinite {
        item.setIfAbsent(value, for: "frame." + bound.name)
      } else {
        item.setStyleIfAbsent(value > 0 ? "infinity" : "-infinity", for: "frame." + bound.name)
      }
    }
    if alignment != .center { item.setStyleIfAbsent(alignment.name, for: "frame.alignment") }
  }
}

/// Adds padding around each rendered node; paddings add up.
struct _PaddingLayout: RenderModifier, Equatable {
  static let attributeName = "padding"
  var insets: EdgeInsets

  var animatableData: EdgeInsets.AnimatableData {
    get { insets.animatableData }
    set { insets.animatableData = newValue }
  }

  /// The padding SwiftUI uses when no length is given.
  static let defaultLength: CGFloat = 16

  func apply(to item: inout RenderItem) {
    let sides: [(String, CGFloat)] = [
      ("padding.top", insets.top), ("padding.leading", insets.leading),
      ("padding.bottom", insets.bottom), ("padding.trailing", insets.trailing),
    ]
    for (name, length) in sides where length != 0 {
      item.add(length, to: name)
    }
  }
}

extension View {
  /// Positions this view within an invisible frame with the specified size.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    modifier(_FrameLayout(width: width, height: height, alignment: alignment))
  }

  /// Positions this view within an invisible frame having the specified size constraints.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      _FlexFrameLayout(
        bounds: [
          ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
          ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
        ], alignment: alignment))
  }

  /// Adds different padding amounts to each edge of this view.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(_PaddingLayout(insets: insets))
  }

  /// Adds padding to the given edges of this view (16 points when no length is given).
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let amount = length ?? _PaddingLayout.defaultLength
    return modifier(
      _PaddingLayout(
        insets: EdgeInsets(
          top: edges.contains(.top) ? amount : 0,
          leading: edges.contains(.leading) ? amount : 0,
          bottom: edges.contains(.bottom) ? amount : 0,
          trailing: edges.contains(.trailing) ? amount : 0)))
  }

  /// Adds a specific padding amount to each edge of this view.
  public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }
}

import Foundation

/// How a lazy container (a lazy stack, a lazy grid, a list) lays out its content: its rows
/// are made as they come into sight, so no `Layout` sees all of its subviews. The feature that
/// declares the container conforms (SwiftUI/Layout/LazyStackLayout.swift); the container's
/// node calls it through this protocol and names no kind of lazy layout.
@MainActor
protocol LazyContentLayout {
  /// The axis along which the rows follow each other.
  var axis: Axis { get }
  /// The content below `container` as this layout sees it, collected again when the layout
  /// below the container changed (an object, so that the container keeps one reference).
  func content(of container: LayoutNode) -> AnyObject
  /// The container's size for `proposal`, given its `content` (nil before it is collected).
  func size(_ proposal: ProposedViewSize, container: LayoutNode, content: AnyObject?) -> CGSize
  /// Places the rows in sight in `rect`; returns the content's length along the axis (the
  /// estimate of the rows not yet measured included).
  func place(
    in rect: CGRect, proposal: ProposedViewSize, transaction: Transaction?,
    container: LayoutNode, content: AnyObject?
  ) -> CGFloat
}

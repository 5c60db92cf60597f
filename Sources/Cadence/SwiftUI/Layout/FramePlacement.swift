/// Where a view goes inside a frame.
@MainActor
enum FramePlacement {
  /// The frame of a view of dimensions `inner` inside `rect`, their `alignment` guides
  /// meeting.
  static func aligned(_ inner: ViewDimensions, in rect: CGRect, alignment: Alignment) -> CGRect {
    let frame = ViewDimensions(size: rect.size)
    let x =
      rect.minX + frame.value(of: alignment.horizontal.key)
      - inner.value(of: alignment.horizontal.key)
    let y =
      rect.minY + frame.value(of: alignment.vertical.key)
      - inner.value(of: alignment.vertical.key)
    return CGRect(origin: CGPoint(x: x, y: y), size: inner.size)
  }
}

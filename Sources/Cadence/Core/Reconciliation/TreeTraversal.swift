/// The walks over the view tree's children: each child one level deeper through `descend`,
/// the one driver of deep recursion.
extension _ViewNode {
  /// Calls `body` with each child in tree order, one level deeper.
  @inline(__always)
  final func forEachChildDescending(_ body: (_ViewNode) -> Void) {
    forEachChild { child in descend { body(child) } }
  }

  /// Appends the rendered nodes of `child` (if any), one level deeper.
  @inline(__always)
  final func collect(child: _ViewNode?, into slots: inout [RenderedSlot]) {
    guard let child else { return }
    descend { child.collectRendered(into: &slots) }
  }
}

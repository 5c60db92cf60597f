import Foundation

extension Double {
  /// The nearest integer, halfway cases away from zero (what `rounded()` gives), without a
  /// call into the C library: layout rounds four numbers per frame it sets, and the frame-tick
  /// store puts every curve value on its grid.
  @inline(__always)
  var roundedHalfAwayFromZero: Double {
    // 2⁵² and beyond, every number is an integer (and NaN and infinities stay as they are).
    let magnitude = self.magnitude
    guard magnitude < 4_503_599_627_370_496 else { return self }
    // Adding 2⁵² leaves no fraction bits: the sum is rounded to an integer, halfway cases
    // to even, which the next line turns away from zero.
    var whole = (magnitude + 4_503_599_627_370_496) - 4_503_599_627_370_496
    if magnitude - whole >= 0.5 { whole += 1 }
    return sign == .minus ? -whole : whole
  }
}

extension CGFloat {
  /// The nearest integer, halfway cases away from zero (`rounded()`), without a call into
  /// the C library (see `Double.roundedHalfAwayFromZero`).
  @inline(__always)
  var roundedHalfAwayFromZero: CGFloat {
    CGFloat(Double(self).roundedHalfAwayFromZero)
  }
}

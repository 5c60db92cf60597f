import Cadence
import Foundation
import Testing

/// Inverting a projection transform (closed form: the adjugate over the determinant) and
/// combining explicit alignment values (SwiftUI: first baselines take the lowest, last the
/// highest, other guides the mean).
@Suite("Projection inverse and alignment combination")
struct ProjectionAndAlignmentTests {
  @Test("a transform times its inverse is the identity; a singular one is left as it is")
  func inverse() {
    var t = ProjectionTransform()
    t.m11 = 2
    t.m12 = 0.5
    t.m13 = 0.001
    t.m21 = -1
    t.m22 = 3
    t.m23 = 0.002
    t.m31 = 10
    t.m32 = -4
    t.m33 = 1
    let product = t.concatenating(t.inverted())
    let entries: [CGFloat] = [
      product.m11, product.m12, product.m13, product.m21, product.m22, product.m23,
      product.m31, product.m32, product.m33,
    ]
    let identity: [CGFloat] = [1, 0, 0, 0, 1, 0, 0, 0, 1]
    for (value, expected) in zip(entries, identity) { #expect(abs(value - expected) < 1e-12) }
    var singular = ProjectionTransform()
    singular.m11 = 0
    singular.m21 = 0
    singular.m31 = 0
    let inverted = singular.invert()
    #expect(!inverted)
    #expect(singular.m22 == 1)
  }

  @Test("explicit values combine as stacks combine them; nil values are skipped")
  func combineExplicit() {
    #expect(HorizontalAlignment.leading.combineExplicit([10, nil, 20, 30]) == 20)
    #expect(HorizontalAlignment.center.combineExplicit([nil, nil]) == nil)
    #expect(VerticalAlignment.firstTextBaseline.combineExplicit([12, 8, nil, 15]) == 8)
    #expect(VerticalAlignment.lastTextBaseline.combineExplicit([12, 8, 15]) == 15)
    #expect(Alignment.trailingLastTextBaseline.vertical == .lastTextBaseline)
    #expect(Alignment.centerLastTextBaseline.horizontal == .center)
  }
}

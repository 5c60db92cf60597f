import Cadence
import Testing

/// `TableColumnCustomizationBehavior`'s set operations (SetAlgebra's laws, on the three ways).
@Suite("Column customization behaviour")
struct ColumnCustomizationBehaviorTests {
  @Test("the set operations follow the set algebra of the ways")
  func setAlgebra() {
    var ways = TableColumnCustomizationBehavior()
    #expect(ways.isEmpty)
    #expect(ways.insert(.resize).inserted)
    #expect(!ways.insert(.resize).inserted)
    #expect(ways.contains(.resize) && !ways.contains(.reorder))
    #expect(ways.union(.reorder) == [.resize, .reorder])
    #expect(TableColumnCustomizationBehavior.all.intersection(.visibility) == .visibility)
    #expect(ways.symmetricDifference(.all) == [.reorder, .visibility])
    #expect(ways.update(with: .all) == .resize)
    #expect(ways == .all)
    #expect(ways.remove(.reorder) == .reorder)
    #expect(ways.remove(.reorder) == nil)
    ways.formSymmetricDifference(.all)
    #expect(ways == .reorder)
    ways.formIntersection(.resize)
    #expect(ways.isEmpty)
  }
}

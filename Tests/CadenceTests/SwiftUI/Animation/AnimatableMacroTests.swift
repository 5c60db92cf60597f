import Cadence
import CadenceTesting
import Foundation
import Testing

/// A bar chart column of iOS 26's form: its data written by `@Animatable`.
@Animatable
private struct Column: Shape {
  var level: Double
  var inset: CGFloat
  @AnimatableIgnored var name: String = "column"
  let corners: Int = 0
  static var unit: Double = 1
  var doubled: Double { level * 2 }
  var observed: Double = 0 {
    didSet { _ = oldValue }
  }

  func path(in rect: CGRect) -> Path {
    Path(
      CGRect(
        x: rect.minX + inset, y: rect.maxY - rect.height * level,
        width: max(rect.width - 2 * inset, 0), height: rect.height * level))
  }
}

/// A view whose text follows its animated value.
@Animatable
private struct Meter: View {
  var value: Double
  @AnimatableIgnored var unit: String

  var body: some View {
    Text("\(Int(value.rounded())) \(unit)")
  }
}

/// A shape with nothing to animate.
@Animatable
private struct Dot: Shape {
  @AnimatableIgnored var size: CGFloat = 2
  func path(in rect: CGRect) -> Path {
    Path(ellipseIn: CGRect(origin: .zero, size: CGSize(width: size, height: size)))
  }
}

/// `@Animatable` (Apple's documentation of the `Animatable()` macro, iOS 26: it synthesizes
/// `animatableData` from the type's stored properties, leaving out those marked
/// `@AnimatableIgnored`).
@MainActor
@Suite("@Animatable")
struct AnimatableMacroTests {
  @Test(
    "the data is the stored vars' data in order; constants, statics, computed and ignored are left out"
  )
  func dataIsTheStoredProperties() {
    var column = Column(level: 0.5, inset: 4)
    #expect(column.animatableData == AnimatablePair(0.5, AnimatablePair(CGFloat(4), 0.0)))
    column.animatableData = AnimatablePair(0.25, AnimatablePair(2, 1))
    #expect(column.level == 0.25 && column.inset == 2 && column.observed == 1)
    #expect(Dot().animatableData == EmptyAnimatableData())
  }

  @Test("a view made Animatable by the macro animates its value; an ignored property jumps")
  func viewAnimates() throws {
    struct Gauge: View {
      @State var value = 0.0
      @State var unit = "km"
      var body: some View {
        VStack {
          Meter(value: value, unit: unit)
          Button("Go") {
            withAnimation(.linear(duration: 1)) {
              value = 100
              unit = "mi"
            }
          }
        }
      }
    }
    let host = ViewHost(Gauge())
    try host.tap("Go")
    host.advance(to: 0.5)
    #expect(host.snapshot().first("50 mi") != nil)
    host.advance(to: 1)
    #expect(host.snapshot().first("100 mi") != nil)
  }
}

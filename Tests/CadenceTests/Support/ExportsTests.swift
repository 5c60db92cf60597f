import Cadence
import CadenceTesting
import Testing

// This file imports Cadence and nothing of Observation or Foundation, as a SwiftUI file
// imports SwiftUI alone: SwiftUI re-exports both (`@Observable` and `CGFloat` need no import
// of their own), and so must Cadence.

@Observable
@MainActor
private final class Basket {
  var apples = 0
  @ObservationIgnored var untracked = 0
}

@MainActor
@Suite("What import Cadence brings")
struct ExportsTests {
  private struct BasketView: View {
    let basket: Basket
    var body: some View {
      Button("apples \(basket.apples)") { basket.apples += 1 }
    }
  }

  @Test("@Observable, @ObservationIgnored and withObservationTracking come with import Cadence")
  func observationIsReExported() throws {
    let basket = Basket()
    let host = ViewHost(BasketView(basket: basket))
    try host.tap("apples 0")
    #expect(host.snapshot().first("apples 1") != nil)
    let width: CGFloat = withObservationTracking {
      CGFloat(basket.apples)
    } onChange: {
    }
    #expect(width == 1)
  }
}

// `import SwiftUI` brings Foundation's numeric and date types (`CGFloat`, `Date`, `sin`, …) and
// Observation (`@Observable`, `@ObservationIgnored`, `withObservationTracking`) to the code
// that imports it; `import Cadence` does the same so that SwiftUI code compiles unchanged.
@_exported import Foundation
@_exported import Observation

// `import SwiftUI` brings Foundation's numeric and date types (`CGFloat`, `Date`, `sin`, …),
// Observation (`@Observable`, `@ObservationIgnored`, `withObservationTracking`) and Combine
// (`ObservableObject`, `@Published`, publishers) and Core Transferable with Uniform Type
// Identifiers (`Transferable`, `UTType`) to the code that imports it; `import Cadence` does
// the same so that SwiftUI code compiles unchanged.
@_exported import Combine
@_exported import CoreTransferable
@_exported import Foundation
@_exported import Observation
@_exported import UniformTypeIdentifiers

// `import SwiftUI` brings Foundation's numeric and date types (`CGFloat`, `Date`, `sin`, …) to
// the code that imports it; `import Cadence` does the same so that SwiftUI code compiles
// unchanged.
@_exported import Foundation

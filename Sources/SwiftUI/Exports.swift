// The module a file written for SwiftUI imports: `import SwiftUI` on Linux is Cadence, as
// Apple's SwiftUI brings Combine, Foundation and Observation along with it, and a name
// qualified by the module (`SwiftUI.Text`, `SwiftUI.Animation`) is Cadence's.
@_exported import Cadence
@_exported import Combine
@_exported import CoreTransferable
@_exported import Foundation
@_exported import Observation
@_exported import UniformTypeIdentifiers

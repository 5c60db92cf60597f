// The module iOS 18 split out of SwiftUI (views, shapes, animation): on Linux, as `SwiftUI`,
// it is Cadence, so `import SwiftUICore` and `SwiftUICore.View` compile unchanged.
@_exported import Cadence
@_exported import Combine
@_exported import CoreTransferable
@_exported import Foundation
@_exported import Observation
@_exported import UniformTypeIdentifiers

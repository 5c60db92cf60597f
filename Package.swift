// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Cadence",
  products: [
    .library(name: "Cadence", targets: ["Cadence"]),
    .library(name: "CadenceTesting", targets: ["CadenceTesting"]),
    .executable(name: "Demo", targets: ["Demo"]),
  ],
  targets: [
    .target(name: "Cadence"),
    .target(name: "CadenceTesting", dependencies: ["Cadence"]),
    .executableTarget(name: "Demo", dependencies: ["Cadence", "CadenceTesting"], path: "Demo"),
    .executableTarget(
      name: "CadenceBenchmarks", dependencies: ["Cadence", "CadenceTesting"],
      path: "Benchmarks/CadenceBenchmarks"),
    .executableTarget(
      name: "CadenceFuzz", dependencies: ["Cadence", "CadenceTesting"], path: "Fuzz/CadenceFuzz"),
    .testTarget(name: "CadenceTests", dependencies: ["Cadence", "CadenceTesting"]),
    .testTarget(name: "CadenceTestingTests", dependencies: ["Cadence", "CadenceTesting"]),
    .testTarget(
      name: "DemoTests", dependencies: ["Demo", "Cadence", "CadenceTesting"],
      exclude: ["__Goldens__"]),
  ],
  swiftLanguageModes: [.v6]
)

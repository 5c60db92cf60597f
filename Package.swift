// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "Cadence",
  products: [
    .library(name: "Cadence", targets: ["Cadence"]),
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "SwiftUICore", targets: ["SwiftUICore"]),
    .library(name: "Combine", targets: ["Combine"]),
    .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
    .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
    .library(name: "CadenceInspection", targets: ["CadenceInspection"]),
    .library(name: "CadenceTesting", targets: ["CadenceTesting"]),
    .executable(name: "Demo", targets: ["Demo"]),
  ],
  targets: [
    .target(name: "CadenceSwiftText"),
    .macro(name: "CadenceMacros", dependencies: ["CadenceSwiftText"]),
    .target(name: "Combine"),
    .target(name: "UniformTypeIdentifiers"),
    .target(name: "CoreTransferable", dependencies: ["Combine", "UniformTypeIdentifiers"]),
    .target(
      name: "Cadence",
      dependencies: ["CadenceMacros", "Combine", "CoreTransferable", "UniformTypeIdentifiers"]),
    .target(name: "SwiftUI", dependencies: ["Cadence", "Combine"]),
    .target(name: "SwiftUICore", dependencies: ["Cadence", "Combine"]),
    .target(name: "CadenceInspection", dependencies: ["Cadence"]),
    .target(name: "CadenceTesting", dependencies: ["Cadence", "CadenceInspection"]),
    .executableTarget(
      name: "Demo",
      dependencies: ["Cadence", "CadenceInspection", "CadenceTesting", "CadenceSwiftText"],
      path: "Demo"),
    .executableTarget(
      name: "CadenceCLoop", path: "Benchmarks/CadenceCLoop", linkerSettings: [.linkedLibrary("m")]),
    .executableTarget(
      name: "CadenceBenchmarks",
      dependencies: [
        "Cadence", "CadenceInspection", "CadenceTesting", "TestScenes", "CadenceSwiftText",
      ],
      path: "Benchmarks/CadenceBenchmarks"),
    .executableTarget(
      name: "CadenceFuzz",
      dependencies: ["Cadence", "CadenceInspection", "CadenceTesting", "CadenceSwiftText"],
      path: "Fuzz/CadenceFuzz"),
    .target(name: "TestScenes", dependencies: ["Cadence"], path: "Tests/TestScenes"),
    .testTarget(
      name: "CadenceTests",
      dependencies: ["Cadence", "CadenceInspection", "CadenceTesting", "TestScenes"]),
    .testTarget(
      name: "CadenceInspectionTests",
      dependencies: ["Cadence", "CadenceInspection", "CadenceTesting", "TestScenes"]),
    .testTarget(name: "CadenceMacrosTests", dependencies: ["Cadence"]),
    .testTarget(name: "CadenceSwiftTextTests", dependencies: ["CadenceSwiftText"]),
    .testTarget(name: "CombineTests", dependencies: ["Combine"]),
    .testTarget(name: "UniformTypeIdentifiersTests", dependencies: ["UniformTypeIdentifiers"]),
    .testTarget(
      name: "CoreTransferableTests", dependencies: ["CoreTransferable", "UniformTypeIdentifiers"]),
    .testTarget(
      name: "CadenceTestingTests", dependencies: ["Cadence", "CadenceTesting", "SwiftUI"],
      exclude: ["__Goldens__"]),
    .testTarget(
      name: "DemoTests", dependencies: ["Demo", "Cadence", "CadenceInspection", "CadenceTesting"],
      exclude: ["__Goldens__"]),
  ],
  swiftLanguageModes: [.v6]
)

import Foundation

// Building the previews against the previewed package's own build of Cadence
// (`ReusedCadenceBuild`): the compiler is called directly, a module at a time in the order
// their imports give, and the host is linked with the package's Cadence objects. Its outputs
// are the harness's, in its `reused` folder.
extension PreviewHarness {
  /// The folder of a reused build's outputs, inside the harness.
  static let reusedFolderName = "reused"

  /// Where the previews went wrong compiling against a reused build.
  enum ReuseFailure: Error {
    /// The previewed sources do not compile (the package's own build would say the same).
    case sources(DemoError)
    /// The reused build could not be used (another compiler, a build under way…).
    case build(String)
  }

  /// Compiles the previewed modules and links the host against `build`; the host's path.
  func buildReusing(_ build: ReusedCadenceBuild) throws(ReuseFailure) -> URL {
    let out: URL
    do {
      out = try harness.directory(Self.reusedFolderName)
      _ = try harness.directory("\(Self.reusedFolderName)/Modules")
    } catch {
      throw .build("\(error)")
    }
    let modules = out.appendingPathComponent("Modules")
    let common = Self.commonArguments(
      modules: modules, build: build, moduleCache: out.appendingPathComponent("ModuleCache"))
    var objects: [URL] = []
    for module in try orderedModules() {
      let copies = module.files.filter { $0.lastPathComponent != "main.swift" }.map {
        folder.appendingPathComponent("Sources/\(module.name)/\($0.lastPathComponent)").path
      }
      guard !copies.isEmpty else { continue }
      let object = out.appendingPathComponent("\(module.name).o")
      let interface = modules.appendingPathComponent("\(module.name).swiftmodule")
      try Self.refuseLinks([object, interface])
      let (status, output) = try compile(
        common + [
          "-parse-as-library", "-wmo", "-module-name", module.name, "-emit-module",
          "-emit-module-path", interface.path, "-c", "-o", object.path,
        ] + copies)
      guard status == 0 else {
        let errors = errorLines(output)
        // Errors in the previewed files are theirs; others are the reused build's.
        let previewed = sources.modules.flatMap(\.files).map(\.path)
        if errors.contains(where: { line in previewed.contains { line.hasPrefix($0 + ":") } }) {
          throw .sources(
            DemoError(
              "compiling the previews with Cadence failed:\n"
                + errors.prefix(15).joined(separator: "\n")))
        }
        throw .build(errors.first ?? "the compiler failed (status \(status))")
      }
      objects.append(object)
    }
    let host = out.appendingPathComponent("PreviewHost")
    try Self.refuseLinks([host])
    let (status, output) = try compile(
      common + [
        folder.appendingPathComponent("Sources/PreviewHost/main.swift").path, "-o", host.path,
      ] + objects.map(\.path) + build.objects.map(\.path))
    guard status == 0 else {
      throw .build(errorLines(output).first ?? "linking failed (status \(status))")
    }
    return host
  }

  /// The compiler's arguments for the previewed modules and the host: the modules made here
  /// are found first, before the package's build, which holds its own (maybe older) build of
  /// the same modules.
  static func commonArguments(modules: URL, build: ReusedCadenceBuild, moduleCache: URL)
    -> [String]
  {
    ["-I", modules.path] + build.commonArguments(moduleCache: moduleCache)
  }

  /// The previewed modules, each after the modules of the package it imports.
  func orderedModules() throws(ReuseFailure) -> [PreviewSources.Module] {
    let names = Set(sources.modules.map(\.name))
    var imports: [String: Set<String>] = [:]
    for module in sources.modules {
      var found: Set<String> = []
      for file in module.files where file.lastPathComponent != "main.swift" {
        guard let text = try? PreviewSources.text(of: file) else { continue }
        found.formUnion(Self.imports(in: text).filter { names.contains($0) && $0 != module.name })
      }
      imports[module.name] = found
    }
    var ordered: [PreviewSources.Module] = []
    var placed: Set<String> = []
    while ordered.count < sources.modules.count {
      let ready = sources.modules.filter {
        !placed.contains($0.name) && imports[$0.name, default: []].isSubset(of: placed)
      }
      guard !ready.isEmpty else {
        throw .build("the previewed modules import each other in a cycle")
      }
      ordered += ready
      placed.formUnion(ready.map(\.name))
    }
    return ordered
  }

  /// Runs the compiler with `arguments`.
  private func compile(_ arguments: [String]) throws(ReuseFailure) -> (Int32, String) {
    do {
      return try Self.run("/usr/bin/env", ["swiftc"] + arguments)
    } catch {
      throw .build("the compiler could not be run: \(error)")
    }
  }

  /// The error lines of a compiler's output, once each, with the copies' paths shown as the
  /// previewed files'.
  private func errorLines(_ output: String) -> [String] {
    var seen: Set<String> = []
    return output.split(separator: "\n").filter { $0.contains("error:") }.map {
      mapPaths(String($0))
    }.filter { seen.insert($0).inserted }
  }

  /// Throws unless each output is absent or a regular file: nothing is written through a
  /// link the harness did not make.
  private static func refuseLinks(_ files: [URL]) throws(ReuseFailure) {
    for file in files {
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path) else {
        continue
      }
      guard attributes[.type] as? FileAttributeType == .typeRegular else {
        throw .build("\(file.path) is not a regular file")
      }
    }
  }
}

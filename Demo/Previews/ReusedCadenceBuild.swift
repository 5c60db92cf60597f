import Foundation

/// Cadence as the previewed package built it: the modules, object files and macro plugin of
/// the package's last `swift build` (debug, else release), read from the build plan SwiftPM
/// writes beside them (`description.json`). The previews compile against these and link them,
/// so that a package that has been built needs no second build of Cadence.
///
/// Nothing of the package's build is written: its files are only read, and the previews'
/// own outputs go in the harness folder. Every path used must lie inside the package's
/// `.build` (a plan moved with its folder names another place). What a package's `.build`
/// holds is trusted as `swift build` trusts it there: it links what it finds up to date.
struct ReusedCadenceBuild: Equatable {
  /// The build folder (`.build/debug` or `.build/release`, as a real path).
  let folder: URL
  /// Where the package's built modules are (`-I`).
  let modules: URL
  /// The object files of the Cadence targets the previews and their host need.
  let objects: [URL]
  /// The macro plugin, as `-load-plugin-executable` takes it (`path#CadenceMacros`).
  let plugin: String
  /// The target triple the package was built for.
  let triple: String?

  /// The modules the previews and their host import: every product a SwiftUI file may import,
  /// and `CadenceTesting` (the host records with it).
  static let requiredModules = PreviewHarness.swiftUIProducts + ["CadenceTesting"]

  /// The reason when the package has no build to reuse (not worth a line of its own).
  static let notBuilt = "the package has not been built"

  /// Why a package's build cannot be reused.
  struct Unusable: Error, Equatable {
    let reason: String
  }

  /// The reusable build of the package at `root` (a real path), or why there is none.
  static func find(inPackage root: URL) -> Result<ReusedCadenceBuild, Unusable> {
    let buildRoot = root.appendingPathComponent(".build").resolvingSymlinksInPath()
    var reasons: [String] = []
    for configuration in ["debug", "release"] {
      let folder = buildRoot.appendingPathComponent(configuration).resolvingSymlinksInPath()
      let plan = folder.appendingPathComponent("description.json")
      guard FileManager.default.fileExists(atPath: plan.path) else { continue }
      switch read(plan: plan, folder: folder, buildRoot: buildRoot) {
      case .success(let build): return .success(build)
      case .failure(let problem): reasons.append("\(configuration): \(problem.reason)")
      }
    }
    if reasons.isEmpty { return .failure(Unusable(reason: notBuilt)) }
    return .failure(Unusable(reason: reasons.joined(separator: "; ")))
  }

  /// The build a plan describes, when it has every module and object the previews need.
  static func read(plan: URL, folder: URL, buildRoot: URL) -> Result<
    ReusedCadenceBuild, Unusable
  > {
    guard let data = try? Data(contentsOf: plan),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let dependencies = json["targetDependencyMap"] as? [String: [String]],
      let commands = json["swiftCommands"] as? [String: [String: Any]]
    else { return .failure(Unusable(reason: "its build plan cannot be read")) }
    // The library (not macro tool) command of each module.
    var commandOf: [String: [String: Any]] = [:]
    for (key, command) in commands where !key.hasSuffix("-tool.module") {
      if let name = command["moduleName"] as? String { commandOf[name] = command }
    }
    var needed = Set(requiredModules)
    for module in requiredModules { needed.formUnion(dependencies[module] ?? []) }
    let missing = requiredModules.filter { commandOf[$0] == nil }
    guard missing.isEmpty else {
      return .failure(
        Unusable(reason: "it has no \(missing.joined(separator: ", ")) (not a dependency)"))
    }
    guard let cadence = commandOf["Cadence"], let importPath = cadence["importPath"] as? String,
      let arguments = cadence["otherArguments"] as? [String],
      let plugin = arguments.first(where: { $0.hasSuffix("#CadenceMacros") })
    else { return .failure(Unusable(reason: "its plan names no modules folder or macro plugin")) }
    let triple = arguments.firstIndex(of: "-target").flatMap {
      $0 + 1 < arguments.count ? arguments[$0 + 1] : nil
    }
    var objects: [URL] = []
    for module in needed.sorted() {
      guard let command = commandOf[module], let listed = command["objects"] as? [String] else {
        continue
      }
      let files = listed.map { URL(fileURLWithPath: $0) }
      // A module needed only by a macro (built as the macro tool's) is planned as a library
      // too, but not built as one: it is not linked.
      if !requiredModules.contains(module),
        !files.allSatisfy({ FileManager.default.fileExists(atPath: $0.path) })
      {
        continue
      }
      objects += files
    }
    let pluginPath = String(plugin.dropLast("#CadenceMacros".count))
    let paths = [importPath, pluginPath] + objects.map(\.path)
    let inside = buildRoot.path + "/"
    if let outside = paths.first(where: {
      !URL(fileURLWithPath: $0).standardized.path.hasPrefix(inside)
    }) {
      return .failure(Unusable(reason: "its plan names \(outside), outside the package's .build"))
    }
    let modules = URL(fileURLWithPath: importPath)
    let files =
      requiredModules.map { modules.appendingPathComponent("\($0).swiftmodule").path }
      + [pluginPath] + objects.map(\.path)
    if let absent = files.first(where: { !FileManager.default.fileExists(atPath: $0) }) {
      return .failure(Unusable(reason: "\(absent) is missing (a build not finished?)"))
    }
    return .success(
      ReusedCadenceBuild(
        folder: folder, modules: modules, objects: objects, plugin: plugin, triple: triple))
  }

  /// The compiler's arguments common to the previewed modules and the host.
  func commonArguments(moduleCache: URL) -> [String] {
    (triple.map { ["-target", $0] } ?? [])
      + [
        "-swift-version", "5", "-Onone", "-g", "-DSWIFT_PACKAGE", "-DDEBUG",
        "-module-cache-path", moduleCache.path, "-I", modules.path,
        "-Xfrontend", "-load-plugin-executable", "-Xfrontend", plugin,
      ]
  }
}

// Checks the layering Design.md draws by what the compiler resolved, not by words: it reads the
// index store a debug build writes (every declaration and every reference to one, with its file
// and line) and reports each reference a lower layer of Sources/Cadence makes to a declaration
// made in a higher one:
//   Support/ → nothing else of Cadence; Maths/ → Support/; Core/ → Maths/, Support/;
//   SwiftUI/ → all of them;
// and, inside the core, snapshots are values and the clock is below the tree:
//   Core/Snapshots/ and Core/FrameClock/ → no other folder of Core/.
// Usage: check-dependencies <index store> <package root> [--folders]
// Prints each such reference as file:line: name (the file declaring it) and exits 1 if there
// is any; exits 2 if the store cannot be read or holds no unit for some layer (a store that
// says nothing proves nothing). Built by .ci/check-dependencies with IndexStore.h as its
// bridging header. It also prints how the folders (two levels: Core/Layout, SwiftUI/Text)
// depend on each other: how many form cycles, and with --folders each cycle and each edge.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

struct CheckError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}

/// The roles of an occurrence (the index store's symbol roles).
enum Role {
  static let declaration: UInt64 = 1 << 0
  static let definition: UInt64 = 1 << 1
  static let reference: UInt64 = 1 << 2
  static let implicit: UInt64 = 1 << 8
}

/// The kind of a unit's dependency that is a record: the occurrences of the unit's main file.
let recordDependency: UInt32 = 2

struct Occurrence {
  var usr: String
  var name: String
  var roles: UInt64
  var line: UInt32
}

/// One source file: its occurrences.
struct IndexedFile {
  var path: String
  var occurrences: [Occurrence] = []
}

/// Collects values through a C callback's context pointer.
final class Collector<Value> {
  var values: [Value] = []

  var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  static func from(_ context: UnsafeMutableRawPointer?) -> Collector {
    Unmanaged<Collector>.fromOpaque(context!).takeUnretainedValue()
  }
}

extension indexstore_string_ref_t {
  var string: String {
    guard let data, length > 0 else { return "" }
    return data.withMemoryRebound(to: UInt8.self, capacity: length) {
      String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
    }
  }
}

func describe(_ error: indexstore_error_t?) -> String {
  guard let error else { return "no reason given" }
  return String(cString: indexstore_error_get_description(error))
}

/// The files under `root` that exist now, each with the occurrences its unit records.
func read(store path: String, under root: String) throws(CheckError) -> [IndexedFile] {
  var error: indexstore_error_t?
  guard let store = indexstore_store_create(path, &error) else {
    throw CheckError("cannot open the index store \(path): \(describe(error))")
  }
  defer { indexstore_store_dispose(store) }
  let unitNames = Collector<String>()
  _ = indexstore_store_units_apply_f(store, 0, unitNames.context) { context, name in
    Collector<String>.from(context).values.append(name.string)
    return true
  }
  var files: [String: IndexedFile] = [:]
  for unitName in unitNames.values {
    guard let unit = indexstore_unit_reader_create(store, unitName, nil) else { continue }
    defer { indexstore_unit_reader_dispose(unit) }
    let mainFile = indexstore_unit_reader_get_main_file(unit).string
    // Units of files renamed or deleted since stay in the store: only files there now count.
    guard mainFile.hasPrefix(root), access(mainFile, F_OK) == 0 else { continue }
    let records = Collector<String>()
    _ = indexstore_unit_reader_dependencies_apply_f(unit, records.context) { context, dependency in
      if indexstore_unit_dependency_get_kind(dependency) == recordDependency {
        Collector<String>.from(context).values.append(
          indexstore_unit_dependency_get_name(dependency).string)
      }
      return true
    }
    var file = IndexedFile(path: mainFile)
    for recordName in records.values {
      guard let record = indexstore_record_reader_create(store, recordName, &error) else {
        throw CheckError(
          "the record \(recordName) of \(mainFile) cannot be read: \(describe(error))")
      }
      defer { indexstore_record_reader_dispose(record) }
      let occurrences = Collector<Occurrence>()
      _ = indexstore_record_reader_occurrences_apply_f(record, occurrences.context) {
        context, occurrence in
        let symbol = indexstore_occurrence_get_symbol(occurrence)
        var line: UInt32 = 0
        var column: UInt32 = 0
        indexstore_occurrence_get_line_col(occurrence, &line, &column)
        Collector<Occurrence>.from(context).values.append(
          Occurrence(
            usr: indexstore_symbol_get_usr(symbol).string,
            name: indexstore_symbol_get_name(symbol).string,
            roles: indexstore_occurrence_get_roles(occurrence), line: line))
        return true
      }
      file.occurrences += occurrences.values
    }
    files[mainFile] = file
  }
  return files.values.sorted { $0.path < $1.path }
}

/// The layers of Sources/Cadence, lowest first: each may refer to those before it.
let layers = ["Support", "Maths", "Core", "SwiftUI"]

/// Folders of the core that refer to no other folder of the core (only to lower layers).
let sealedCoreFolders: Set = ["Core/Snapshots", "Core/FrameClock"]

func layer(of path: String, sources: String) -> Int? {
  guard path.hasPrefix(sources),
    let folder = path.dropFirst(sources.count).split(separator: "/").first
  else { return nil }
  return layers.firstIndex(of: String(folder))
}

func check(arguments: [String]) throws(CheckError) -> Int32 {
  guard arguments.count == 3 || arguments.count == 4 && arguments[3] == "--folders" else {
    throw CheckError("usage: check-dependencies <index store> <package root> [--folders]")
  }
  let root = arguments[2].hasSuffix("/") ? arguments[2] : arguments[2] + "/"
  let sources = root + "Sources/Cadence/"
  let files = try read(store: arguments[1], under: sources)

  // Where each declaration of Cadence's sources is made.
  var declaredIn: [String: String] = [:]
  for file in files {
    for occurrence in file.occurrences
    where occurrence.roles & (Role.definition | Role.declaration) != 0
      && declaredIn[occurrence.usr] == nil
    {
      declaredIn[occurrence.usr] = file.path
    }
  }
  var filesPerLayer = [Int](repeating: 0, count: layers.count)
  var references = 0
  var broken: [String] = []
  var folderEdges: [String: [String: Int]] = [:]
  for file in files {
    guard let from = layer(of: file.path, sources: sources) else { continue }
    filesPerLayer[from] += 1
    let source = folder(of: file.path, sources)
    var reported = Set<String>()
    for occurrence in file.occurrences where occurrence.roles & Role.reference != 0 {
      references += 1
      guard let declaration = declaredIn[occurrence.usr] else { continue }
      let target = folder(of: declaration, sources)
      if source != target { folderEdges[source, default: [:]][target, default: 0] += 1 }
      guard declaration != file.path, let to = layer(of: declaration, sources: sources) else {
        continue
      }
      let leavesSealedFolder =
        sealedCoreFolders.contains(source) && target != source && layers[to] == "Core"
      guard to > from || leavesSealedFolder else { continue }
      let place = "\(file.path.dropFirst(root.count)):\(occurrence.line)"
      let line = "\(place): \(occurrence.name) (\(declaration.dropFirst(sources.count)))"
      if reported.insert(line).inserted { broken.append(line) }
    }
  }
  let counts = zip(layers, filesPerLayer).map { "\($0)/ \($1)" }.joined(separator: ", ")
  guard filesPerLayer.allSatisfy({ $0 > 0 }), references > 0 else {
    throw CheckError(
      "the index store \(arguments[1]) has no units for some layer of \(sources) (\(counts) "
        + "files): build Cadence in debug first")
  }
  reportFolders(folderEdges, all: arguments.count == 4)
  if broken.isEmpty {
    print("dependencies follow the layers (\(counts) files, \(references) references read)")
    return 0
  }
  print(
    "layering broken: a lower layer refers to a declaration made in a higher one (or a sealed "
      + "folder of the core to another folder of it)")
  for line in broken { print("  " + line) }
  print("\(broken.count) references (\(counts) files, \(references) references read)")
  return 1
}

/// The folder of a file of Sources/Cadence, two levels deep (`Core/Layout`).
func folder(of path: String, _ sources: String) -> String {
  let parts = path.dropFirst(sources.count).split(separator: "/").dropLast()
  return parts.prefix(2).joined(separator: "/")
}

/// Prints how many folders depend on each other in cycles (the strongly connected components
/// of the folder graph, Tarjan's algorithm); with `all`, each cycle and each edge.
func reportFolders(_ edges: [String: [String: Int]], all: Bool) {
  let folders = Set(edges.keys).union(edges.values.flatMap(\.keys)).sorted()
  var index: [String: Int] = [:]
  var lowLink: [String: Int] = [:]
  var stack: [String] = []
  var onStack = Set<String>()
  var components: [[String]] = []
  func visit(_ folder: String) {
    index[folder] = index.count
    lowLink[folder] = index[folder]
    stack.append(folder)
    onStack.insert(folder)
    for next in (edges[folder] ?? [:]).keys.sorted() {
      if index[next] == nil {
        visit(next)
        lowLink[folder] = min(lowLink[folder]!, lowLink[next]!)
      } else if onStack.contains(next) {
        lowLink[folder] = min(lowLink[folder]!, index[next]!)
      }
    }
    guard lowLink[folder] == index[folder] else { return }
    var component: [String] = []
    while let last = stack.popLast() {
      onStack.remove(last)
      component.append(last)
      if last == folder { break }
    }
    components.append(component.sorted())
  }
  for folder in folders where index[folder] == nil { visit(folder) }
  let cycles = components.filter { $0.count > 1 }.sorted { $0.count > $1.count }
  print(
    "folders: \(folders.count); in cycles: \(cycles.map(\.count).reduce(0, +)), "
      + "the largest cycle \(cycles.first?.count ?? 0) folders")
  guard all else { return }
  for cycle in cycles { print("  cycle: " + cycle.joined(separator: ", ")) }
  for source in folders {
    for (target, count) in (edges[source] ?? [:]).sorted(by: { $0.key < $1.key }) {
      print("  \(source) -> \(target) (\(count))")
    }
  }
}

do {
  exit(try check(arguments: CommandLine.arguments))
} catch {
  fputs("check-dependencies: \(error.message)\n", stderr)
  exit(2)
}

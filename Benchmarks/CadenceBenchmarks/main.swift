import Cadence
import CadenceTesting

#if canImport(Glibc)
  import Glibc
#endif

/// A grid of views whose offsets animate with a mix of timing curves and springs, each view
/// one animated attribute driven by a modifier (no body re-evaluation per frame).
struct ModifierGrid: View {
  let count: Int
  /// The one animation kind every attribute runs (0 easeInOut, 1 linear, 2 fluid spring,
  /// 3 interpolating spring, 4 easeInOut of a duration of its own for each attribute, so that
  /// no two share a timing); nil: the mix, or `CADENCE_BENCH_KIND`.
  var kind: Int? = nil
  @State private var moved = false

  var body: some View {
    VStack {
      Button("go") { moved = true }
      ForEach(0..<count, id: \.self) { index in
        Color.gray
          .offset(x: moved ? 100 : 0)
          .animation(Self.animation(for: index, kind: kind), value: moved)
      }
    }
  }

  /// Long-running animations, so that every attribute animates during the measurement.
  static func animation(for index: Int, kind: Int? = nil) -> Animation {
    let kind =
      kind ?? ProcessInfo.processInfo.environment["CADENCE_BENCH_KIND"].flatMap { Int($0) }
    switch kind ?? index % 4 {
    case 0: return .easeInOut(duration: 60)
    case 1: return .linear(duration: 60)
    case 2: return .spring(response: 30, dampingFraction: 0.8)
    case 4: return .easeInOut(duration: 60 + Double(index) * 0.001)
    default: return .interpolatingSpring(stiffness: 0.05, damping: 0.1)
    }
  }
}

/// An `Animatable` view whose body is re-evaluated at every frame of its animation.
struct Wave: View, Animatable {
  var phase: Double

  var animatableData: Double {
    get { phase }
    set { phase = newValue }
  }

  var body: some View {
    Color.blue.offset(x: sin(phase) * 10)
  }
}

struct WaveGrid: View {
  let count: Int
  @State private var phase = 0.0

  var body: some View {
    VStack {
      Button("go") { withAnimation(.linear(duration: 60)) { phase = 100 } }
      ForEach(0..<count, id: \.self) { _ in Wave(phase: phase) }
    }
  }
}

/// Runs `frames` frame ticks on `host` after warming up, and returns nanoseconds per frame.
@MainActor
func measure<Root: View>(_ host: ViewHost<Root>, frames: Int) -> Double {
  let step = 1.0 / host.framesPerSecond
  for _ in 0..<10 { host.advance(by: step) }
  let clock = ContinuousClock()
  let start = clock.now
  for _ in 0..<frames { host.advance(by: step) }
  let elapsed = clock.now - start
  let nanoseconds =
    Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
  return nanoseconds / Double(frames)
}

@MainActor
func run() {
  var arguments = Array(CommandLine.arguments.dropFirst())
  var frames = 60
  if let flag = arguments.firstIndex(of: "--frames"), flag + 1 < arguments.count {
    frames = Int(arguments[flag + 1]) ?? frames
    arguments.removeSubrange(flag...(flag + 1))
  }
  let skipViews = arguments.contains("--modifiers-only")
  if let flag = arguments.firstIndex(of: "--animated-frames"), flag + 2 < arguments.count,
    let rows = Int(arguments[flag + 1]), let count = Int(arguments[flag + 2])
  {
    // For profilers: mount `rows` rows, then only animated frames with snapshots.
    let host = ViewHost(TextRows(count: rows))
    _ = host.snapshot()
    if arguments.contains("--resize") {
      host.size = CGSize(width: 391, height: 844)
      _ = host.snapshot()
    }
    try? host.tap("go")
    for _ in 0..<5 {
      let start = ContinuousClock().now
      host.advance(frames: 1)
      _ = host.snapshot()
      print("frame:", ContinuousClock().now - start)
    }
    let start = ContinuousClock().now
    for _ in 0..<count {
      host.advance(frames: 1)
      _ = host.snapshot()
    }
    print("per animated frame:", (ContinuousClock().now - start) / max(count, 1))
    return
  }
  if let flag = arguments.firstIndex(of: "--mounts"), flag + 2 < arguments.count,
    let rows = Int(arguments[flag + 1]), let count = Int(arguments[flag + 2])
  {
    // For profilers: mount `rows` rows `count` times.
    let start = ContinuousClock().now
    for _ in 0..<count { _ = ViewHost(TextRows(count: rows)) }
    print("mount per row:", (ContinuousClock().now - start) / max(count * rows, 1))
    return
  }
  if let flag = arguments.firstIndex(of: "--taps"), flag + 2 < arguments.count,
    let rows = Int(arguments[flag + 1]), let count = Int(arguments[flag + 2])
  {
    // For profilers: `count` taps on rows of `rows` rows that keep their own state.
    let host = ViewHost(TapRows(count: rows))
    _ = host.snapshot()
    let start = ContinuousClock().now
    for index in 0..<count {
      let one = ContinuousClock().now
      try? host.tap("row \((index * 7919) % rows)")
      if index < 5 { print("tap:", ContinuousClock().now - one) }
    }
    print("per tap:", (ContinuousClock().now - start) / max(count, 1))
    return
  }
  if let flag = arguments.firstIndex(of: "--resizes"), flag + 2 < arguments.count,
    let rows = Int(arguments[flag + 1]), let count = Int(arguments[flag + 2])
  {
    // For profilers: mount `rows` rows, then only full layouts (new screen sizes) and
    // snapshots.
    let host = ViewHost(TextRows(count: rows))
    _ = host.snapshot()
    var layout = Duration.zero
    var render = Duration.zero
    for index in 0..<count {
      let start = ContinuousClock().now
      host.size = CGSize(width: index % 2 == 0 ? 391 : 390, height: 844)
      let middle = ContinuousClock().now
      _ = host.snapshot()
      layout += middle - start
      render += ContinuousClock().now - middle
    }
    let items = max(count * rows, 1)
    print("per row: layout", layout / items, "snapshot", render / items)
    return
  }
  if let flag = arguments.firstIndex(of: "--root-change"), flag + 1 < arguments.count,
    let size = Int(arguments[flag + 1])
  {
    // A root change that gives every one of N text rows a new text (tap + update + layout +
    // snapshot), per row; `--root-change N K` repeats it K times (for callgrind).
    let repeats = flag + 2 < arguments.count ? Int(arguments[flag + 2]) ?? 9 : 9
    let cost = rootChangeCost(rows: size, repeats: repeats)
    print(
      "root change re-rendering \(size) text rows, µs per row: "
        + "\(microseconds(cost.update + cost.snapshot)) = update \(microseconds(cost.update)) "
        + "(the body, each row's text compared, changed and measured, layout) + snapshot "
        + "\(microseconds(cost.snapshot)) (each row rendered again, the old rows freed)")
    return
  }
  if let flag = arguments.firstIndex(of: "--button-rows"), flag + 1 < arguments.count,
    let rows = Int(arguments[flag + 1])
  {
    // For profilers: mount `rows` of #38's button rows, snapshot, one tap.
    let host = ViewHost(ScaleButtonRows(count: rows), size: CGSize(width: 390, height: 844))
    _ = host.snapshot()
    try? host.tap("row \(rows / 2): 0")
    print(
      "mounted \(host.statistics.nodesMounted) nodes, \(host.statistics.nodesMounted / max(rows, 1)) a row"
    )
    return
  }
  if let flag = arguments.firstIndex(of: "--shared-labels") {
    // `--shared-labels [N …]`: N buttons sharing one label mounted, then removed (5,000 and
    // 20,000 by default): the removal a row stays flat as N grows.
    let sizes = arguments[(flag + 1)...].compactMap { Int($0) }
    sharedLabelCosts(sizes: sizes.isEmpty ? [5_000, 20_000] : sizes)
    return
  }
  if let flag = arguments.firstIndex(of: "--scale") {
    // `--scale [N …]`: issue #38's button rows (100,000 and 1,000,000 by default).
    let sizes = arguments[(flag + 1)...].compactMap { Int($0) }
    scaleCosts(sizes: sizes.isEmpty ? [100_000, 1_000_000] : sizes)
    return
  }
  if let flag = arguments.firstIndex(of: "--text") {
    // `--text [BYTES]`: the Swift text scanner's cost per byte (1,000,000 bytes by default).
    let length = flag + 1 < arguments.count ? Int(arguments[flag + 1]) ?? 1_000_000 : 1_000_000
    textScanCosts(length: max(length, 100))
    return
  }
  if let flag = arguments.firstIndex(of: "--lazy") {
    // `--lazy [N …]`: a LazyVStack, a List and a LazyVGrid of N button rows (1,000, 10,000,
    // 100,000 by default).
    let sizes = arguments[(flag + 1)...].compactMap { Int($0) }
    for container in LazyContainer.allCases {
      lazyStackCosts(
        sizes: sizes.isEmpty ? [1_000, 10_000, 100_000] : sizes, container: container)
    }
    return
  }
  if let flag = arguments.firstIndex(of: "--grid") {
    // `--grid [N]`: a LazyVGrid of N cells (10,000 by default) against a VStack of N rows.
    let count = flag + 1 < arguments.count ? Int(arguments[flag + 1]) ?? 10_000 : 10_000
    gridCosts(count: max(count, 1))
    return
  }
  if let flag = arguments.firstIndex(of: "--nesting") {
    // `--nesting` (8, 12, 16, 32) or `--nesting D …`: layout cost against nesting depth.
    let depths = arguments[(flag + 1)...].compactMap { Int($0) }
    nestingCosts(depths: depths.isEmpty ? [8, 12, 16, 32] : depths)
    return
  }
  if let flag = arguments.firstIndex(of: "--c-loop"), flag + 1 < arguments.count,
    let count = Int(arguments[flag + 1])
  {
    compareWithCLoop(count: count, frames: frames)
    return
  }
  if arguments.contains("--pictures-only") {
    runPictureBenchmarks()
    pictureScaling()
    return
  }
  if arguments.contains("--layout-only") {
    let requested = arguments.compactMap { Int($0) }
    runLayoutBenchmarks(sizes: requested.isEmpty ? [1_000, 10_000, 100_000] : requested)
    return
  }
  let requested = arguments.compactMap { Int($0) }
  let sizes = requested.isEmpty ? [1_000, 10_000, 100_000] : requested
  print("Cadence frame-tick benchmark (release build, one core, \(frames) frames at 120 Hz)")
  print("")
  print(
    "attributes animated by modifiers (mixed: easeInOut, linear, fluid spring, interpolating spring)"
  )
  print("  attributes   ns/frame        ns/attribute/frame")
  var perAttribute: [Double] = []
  for size in sizes {
    let host = ViewHost(ModifierGrid(count: size))
    try? host.tap("go")
    precondition(host.runningAnimations == size, "every attribute must be animating")
    let perFrame = measure(host, frames: frames)
    perAttribute.append(perFrame / Double(size))
    print(
      "  \(String(size).padding(toLength: 10, withPad: " ", startingAt: 0))   "
        + "\(DecimalFormatting.format(perFrame, fractionDigits: 0).padding(toLength: 14, withPad: " ", startingAt: 0))"
        + "  \(DecimalFormatting.format(perFrame / Double(size), fractionDigits: 1))")
  }
  if let first = perAttribute.first, let last = perAttribute.last, first > 0 {
    print(
      "  ratio of per-attribute cost, largest to smallest: "
        + DecimalFormatting.format(last / first, fractionDigits: 2))
  }
  guard !skipViews else { return }
  print("")
  print("Animatable views, body re-evaluated every frame")
  print("  views        ns/frame        ns/view/frame")
  for size in sizes.map({ min($0, 10_000) }).uniqued() {
    let host = ViewHost(WaveGrid(count: size))
    try? host.tap("go")
    let perFrame = measure(host, frames: frames)
    print(
      "  \(String(size).padding(toLength: 10, withPad: " ", startingAt: 0))   "
        + "\(DecimalFormatting.format(perFrame, fractionDigits: 0).padding(toLength: 14, withPad: " ", startingAt: 0))"
        + "  \(DecimalFormatting.format(perFrame / Double(size), fractionDigits: 1))")
  }
  compareWithCLoop(count: 10_000, frames: frames)
  runLayoutBenchmarks(sizes: sizes)
  runPictureBenchmarks()
  pictureScaling()
}

extension Sequence where Element: Hashable {
  func uniqued() -> [Element] {
    var seen: Set<Element> = []
    return filter { seen.insert($0).inserted }
  }
}

MainActor.assumeIsolated { run() }

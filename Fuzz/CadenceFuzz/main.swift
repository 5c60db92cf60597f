import Cadence
import CadenceTesting
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

// The fuzzer: generates animation expressions, keyframe programs and phase animators from a
// seed, runs each in a host (or as a timeline), and fails on a crash, a hang, a non-finite or
// unbounded value, an unreported invalid parameter, or runaway work. Case k of seed s is the
// same on every machine: `--seed s --case k` replays it.

/// The command line: `[--seed S] [--cases N] [--seconds T] [--case K] [--verbose]`.
struct Options {
  var seed: UInt64 = 20_261_130
  var cases = 4_000
  var seconds = 300.0
  var single: Int?
  var verbose = false

  init(_ arguments: [String]) {
    var rest = arguments[...]
    while let flag = rest.popFirst() {
      let value = rest.first
      switch flag {
      case "--seed": seed = value.flatMap { UInt64($0) } ?? seed
      case "--cases": cases = value.flatMap { Int($0) } ?? cases
      case "--seconds": seconds = value.flatMap { Double($0) } ?? seconds
      case "--case": single = value.flatMap { Int($0) }
      case "--verbose": verbose = true
      default:
        print("usage: CadenceFuzz [--seed S] [--cases N] [--seconds T] [--case K] [--verbose]")
        exit(2)
      }
      if flag != "--verbose" { rest = rest.dropFirst() }
    }
  }
}

/// The case being run, as a C string a signal handler can write without allocating.
nonisolated(unsafe) var currentCase: UnsafeMutablePointer<CChar>?
/// Cases finished: the watchdog's measure of progress.
let progress = NSLock()
nonisolated(unsafe) var finishedCases = 0

func setCurrent(_ description: String) {
  let old = currentCase
  currentCase = strdup(description)
  free(old)
}

/// On a crash, says which case it was, then dies as it would have.
func installCrashReport() {
  for signalNumber in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT] {
    signal(signalNumber) { number in
      let heading = "\nCadenceFuzz: crashed (signal \(number)) in "
      heading.withCString { _ = write(2, $0, strlen($0)) }
      if let currentCase { _ = write(2, currentCase, strlen(currentCase)) }
      _ = write(2, "\n", 1)
      signal(number, SIG_DFL)
      raise(number)
    }
  }
}

/// Fails the run when a case makes no progress for `limit` seconds.
func startWatchdog(limit: Double) {
  Thread.detachNewThread {
    var last = -1
    var since = Date()
    while true {
      Thread.sleep(forTimeInterval: 1)
      progress.lock()
      let now = finishedCases
      progress.unlock()
      if now != last {
        last = now
        since = Date()
      } else if Date().timeIntervalSince(since) > limit {
        let name = currentCase.map { String(cString: $0) } ?? "?"
        FileHandle.standardError.write(
          Data("CadenceFuzz: hang (no progress for \(Int(limit)) s) in \(name)\n".utf8))
        exit(1)
      }
    }
  }
}

/// The largest magnitude a host value may reach in an animation case: motion from 0 to 100,
/// then to −50, overshoot included. An undamped spring combined with another animation of
/// the same attribute is driven at resonance, which grows linearly, ω·t·A/2 (2 · 10⁴ after
/// 2 s at SwiftUI's stiffest spring): physical, and bounded by the 120 s horizon, unlike an
/// unstable integration, which reached 10²⁶.
let animationBound = 1e6
/// The largest magnitude a keyframe track of values within ±100 may reach: cubic and spring
/// velocities can be large across short keyframes, but never unbounded.
let keyframeBound = 1e6

@MainActor
func check<Root: View>(
  _ host: ViewHost<Root>, until end: Double, bound: Double, problems: inout [String],
  at instants: [Double: () throws -> Void] = [:]
) {
  let frames = Int(end * 60)
  for frame in 0...frames {
    let time = Double(frame) / 60
    for (instant, action) in instants where instant > host.time && instant <= time {
      host.advance(to: instant)
      do { try action() } catch { problems.append("action at \(instant): \(error)") }
    }
    host.advance(to: time)
    for node in host.snapshot().allNodes {
      for (name, value) in node.attributes where !(value.isFinite && abs(value) <= bound) {
        problems.append("\(node.path) \(name) = \(value) at \(time) s")
        return
      }
    }
  }
}

@MainActor
func runAnimationCase(_ draw: inout ParameterDraw, index: Int) -> (String, [String]) {
  let expression = draw.animation()
  let description = "case \(index): animation \(expression.source)"
  setCurrent(description)
  var problems: [String] = []
  let host = ViewHost(AnimatedBox(animation: expression.animation), framesPerSecond: 60)
  check(
    host, until: 3, bound: draw.drewExtreme ? .greatestFiniteMagnitude : animationBound,
    problems: &problems,
    at: [0.001: { try host.tap("red") }, 0.3: { try host.tap("red") }])
  let reports = host.diagnostics.filter { $0.kind == .invalidAnimation }.map(\.message)
  for name in expression.invalidParameters where !reports.contains(where: { $0.contains(name) }) {
    problems.append("invalid \(name) was not reported (reports: \(reports))")
  }
  return (description, problems)
}

@MainActor
func runTimelineCase(_ draw: inout ParameterDraw, index: Int) -> (String, [String]) {
  let program = draw.keyframeProgram()
  let description =
    "case \(index): KeyframeTimeline { \(program.map(\.source).joined(separator: "; ")) }"
  setCurrent(description)
  var problems: [String] = []
  let track = timeline(of: program)
  if !(track.duration.isFinite && track.duration >= 0) {
    problems.append("duration \(track.duration)")
  }
  let end = min(track.duration, 100) + 0.2
  let bound = draw.drewExtreme ? .greatestFiniteMagnitude : keyframeBound
  for step in 0...400 {
    let time = end * Double(step) / 400
    let value = track.value(time: time)
    if !(value.isFinite && abs(value) <= bound) {
      problems.append("value \(value) at \(time) s")
      break
    }
  }
  return (description, problems)
}

@MainActor
func runKeyframeAnimatorCase(_ draw: inout ParameterDraw, index: Int) -> (String, [String]) {
  let program = draw.keyframeProgram()
  let retrigger = Double(draw.int(in: 1...90)) / 60
  let description =
    "case \(index): keyframeAnimator tapped at 0 and \(retrigger) s { "
    + program.map(\.source).joined(separator: "; ") + " }"
  setCurrent(description)
  var problems: [String] = []
  let host = ViewHost(KeyframeBox(program: program), framesPerSecond: 60)
  check(
    host, until: 2, bound: draw.drewExtreme ? .greatestFiniteMagnitude : keyframeBound,
    problems: &problems,
    at: [0.001: { try host.tap("red") }, retrigger: { try host.tap("red") }])
  return (description, problems)
}

@MainActor
func runPhaseCase(_ draw: inout ParameterDraw, index: Int) -> (String, [String]) {
  let count = draw.int(in: 2...4)
  let phases = (0..<count).map { Double($0 * 37 - 50) }
  let expressions = (0..<count).map { _ in draw.animation() }
  let looping = draw.bool()
  let taps = draw.int(in: 1...50)
  let description =
    "case \(index): phaseAnimator \(phases) \(looping ? "looping" : "tapped \(taps)× at once") "
    + "with " + expressions.map(\.source).joined(separator: ", ")
  setCurrent(description)
  var problems: [String] = []
  let host = ViewHost(
    PhaseBox(phases: phases, animations: expressions.map(\.animation), looping: looping),
    framesPerSecond: 60)
  let storm: () throws -> Void = { for _ in 0..<taps { try host.tap("red") } }
  check(
    host, until: 2, bound: draw.drewExtreme ? .greatestFiniteMagnitude : animationBound,
    problems: &problems,
    at: looping ? [:] : [0.001: storm, 1.0: storm])
  var perInstant: [Double: Int] = [:]
  for event in host.events where event.kind == .phaseChanged {
    perInstant[event.time, default: 0] += 1
  }
  if let most = perInstant.values.max(), most > count {
    problems.append("\(most) phase changes at one instant (at most \(count))")
  }
  if host.diagnostics.contains(where: { $0.kind == .updateDidNotSettle }) {
    problems.append("an update did not settle")
  }
  if host.statistics.updates > 20_000 {
    problems.append("\(host.statistics.updates) updates in 2 s")
  }
  return (description, problems)
}

@MainActor
func runCase(seed: UInt64, index: Int) -> (
  kind: Int, bounded: Bool, description: String, problems: [String]
) {
  var draw = ParameterDraw(random: SplitMix64(seed: seed &+ UInt64(index) &* 0x1_0000_0001))
  // Sixteen kinds in turn: the first ten as before, then a layout tree, a picture, and the
  // hostile inputs: Swift text, a previews file tree, a plugin message stream, a drawing.
  let kind = index % 16
  let (description, problems): (String, [String])
  switch kind {
  case 0...3: (description, problems) = runAnimationCase(&draw, index: index)
  case 4...6: (description, problems) = runTimelineCase(&draw, index: index)
  case 7, 8: (description, problems) = runKeyframeAnimatorCase(&draw, index: index)
  case 9: (description, problems) = runPhaseCase(&draw, index: index)
  case 10: (description, problems) = runLayoutCase(&draw, index: index)
  case 11: (description, problems) = runPictureCase(&draw, index: index)
  case 12: (description, problems) = runScannerCase(&draw, index: index)
  case 13: (description, problems) = runPreviewsCase(&draw, index: index)
  case 14: (description, problems) = runPluginCase(&draw, index: index)
  default: (description, problems) = runDrawingCase(&draw, index: index)
  }
  return (kind, !draw.drewExtreme, description, problems)
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
installCrashReport()
startWatchdog(limit: 60)
let indices = options.single.map { [$0] } ?? Array(0..<options.cases)
let started = Date()
var failures: [String] = []
var counts = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
var ran = 0
var bounded = 0
for index in indices {
  if Date().timeIntervalSince(started) > options.seconds { break }
  let result = runCase(seed: options.seed, index: index)
  counts[
    result.kind <= 3
      ? 0 : result.kind <= 6 ? 1 : result.kind <= 8 ? 2 : result.kind == 9 ? 3 : result.kind - 6
  ] += 1
  ran += 1
  if result.bounded { bounded += 1 }
  if !result.problems.isEmpty {
    failures.append("\(result.description)\n  " + result.problems.joined(separator: "\n  "))
  }
  if options.verbose { print(result.description) }
  progress.lock()
  finishedCases += 1
  progress.unlock()
}
let elapsed = Date().timeIntervalSince(started)
print(
  "CadenceFuzz seed \(options.seed): \(ran) cases in \(String(format: "%.1f", elapsed)) s — "
    + "\(counts[0]) animation expressions, \(counts[1]) keyframe timelines, "
    + "\(counts[2]) keyframe animators, \(counts[3]) phase animators, \(counts[4]) layout "
    + "trees, \(counts[5]) pictures of hostile logs, \(counts[6]) Swift texts, \(counts[7]) "
    + "previews file trees, \(counts[8]) plugin streams, \(counts[9]) drawings; "
    + "\(bounded) checked for "
    + "bounds, \(ran - bounded) with valid extreme values for finiteness only")
for failure in failures.prefix(20) { print("FAIL \(failure)") }
print("fuzz: \(ran - failures.count) passed, \(failures.count) failed")
exit(failures.isEmpty ? 0 : 1)

/// Every scene the demo knows, in the order `list` shows them.
@MainActor
enum SceneCatalog {
  static let scenes: [DemoScene] = [
    DemoScene(
      name: "counter",
      summary: "a button that counts; a swatch moves 12 pt per count; a list grows with it",
      duration: 0.2,
      taps: [
        ScriptedTap(query: "Add", time: 0.05), ScriptedTap(query: "Add", time: 0.1),
        ScriptedTap(query: "Reset", time: 0.15),
      ]
    ) { CounterScene() },
    DemoScene(
      name: "pin-wiggle",
      summary: "keyframeAnimator: x and tilt on independent tracks when the PIN is wrong",
      duration: 0.6, taps: [ScriptedTap(query: "Try Wrong PIN", time: 0.05)]
    ) { PinFieldScene() },
    DemoScene(
      name: "staggered-wiggle",
      summary: "the same wiggle with staggered withAnimation blocks, one curve each",
      duration: 0.3, taps: [ScriptedTap(query: "Try Wrong PIN", time: 0.05)]
    ) { StaggeredWiggleScene() },
    DemoScene(
      name: "phase-swing",
      summary: "phaseAnimator: eased phases 0 → −60 → 60 → 0 (C1, not C2)",
      duration: 1.1, taps: [ScriptedTap(query: "Color", time: 0)]
    ) { PhaseSwingBox() },
    DemoScene(
      name: "sine-swing",
      summary: "an Animatable view: offset = −sin(2π·progress)·60, progress linear over 1 s",
      duration: 1.1, taps: [ScriptedTap(query: "Color", time: 0)]
    ) { AnimatableSwingBox() },
    DemoScene(
      name: "cubic-swing",
      summary: "keyframeAnimator with cubic keyframes: a Catmull-Rom spline that overshoots 60",
      duration: 1.1, taps: [ScriptedTap(query: "Color", time: 0)]
    ) { CubicSwingBox() },
    DemoScene(
      name: "timeline-swing",
      summary: "TimelineView computing the sine from the tap's context.date",
      duration: 1.1, taps: [ScriptedTap(query: "Color", time: 0)]
    ) { TimelineSwingBox() },
    DemoScene(
      name: "four-swings",
      summary: "phase animator, Animatable sine, cubic keyframes, TimelineView, tapped at once",
      duration: 1.1,
      taps: (0..<4).map { ScriptedTap(query: "Color", index: $0, time: 0) }
    ) { FourSwingsScene() },
  ]

  /// The scene named `name`, if there is one.
  static func scene(named name: String) -> DemoScene? {
    scenes.first { $0.name == name }
  }

  /// The scene named `name`, or an error listing the scenes.
  static func require(_ name: String) throws -> DemoScene {
    guard let scene = scene(named: name) else {
      throw DemoError("unknown scene '\(name)'; scenes: " + names)
    }
    return scene
  }

  /// Every scene's name, comma-separated.
  static var names: String { scenes.map(\.name).joined(separator: ", ") }
}

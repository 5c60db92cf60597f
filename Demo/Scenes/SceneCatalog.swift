import Foundation

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
      name: "curves",
      summary: "linear, easeIn, easeOut and easeInOut over 0.5 s, side by side",
      duration: 0.6, taps: [ScriptedTap(query: "Move", time: 0)]
    ) { CurvesScene() },
    DemoScene(
      name: "springs",
      summary: "smooth, snappy and bouncy fluid springs and an interpolating spring",
      duration: 1.5, taps: [ScriptedTap(query: "Move", time: 0)]
    ) { SpringsScene() },
    DemoScene(
      name: "interrupted-spring",
      summary: "a spring sent right, then back at 0.2 s: it turns around with its velocity",
      duration: 1.2,
      taps: [ScriptedTap(query: "Right", time: 0), ScriptedTap(query: "Back", time: 0.2)]
    ) { InterruptedSpringScene() },
    DemoScene(
      name: "repeat",
      summary: "easeInOut 0.2 s repeated three times, reversing every other cycle",
      duration: 0.7, taps: [ScriptedTap(query: "Pulse", time: 0)]
    ) { RepeatScene() },
    DemoScene(
      name: "mixed-keyframes",
      summary: "one track of linear, spring and cubic keyframes",
      duration: 1.1, taps: [ScriptedTap(query: "Play", time: 0)]
    ) { MixedKeyframesScene() },
    DemoScene(
      name: "timeline-tick",
      summary: "a TimelineView on a periodic schedule: a hand turning 6° every 0.1 s",
      duration: 0.5
    ) { TimelineTickScene() },
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
    DemoScene(
      name: "row-insertion",
      summary: "a row inserted at the top with withAnimation: the rows below slide down",
      duration: 0.6, taps: [ScriptedTap(query: "Insert", time: 0.05)]
    ) { RowInsertionScene() },
    DemoScene(
      name: "layout-switch",
      summary: "AnyLayout switching HStackLayout ↔ VStackLayout: the tiles move along easeInOut",
      duration: 0.7, taps: [ScriptedTap(query: "Switch", time: 0.05)]
    ) { LayoutSwitchScene() },
    DemoScene(
      name: "fling",
      summary: "a card dragged 120 pt in 0.3 s and let go: a spring with the drag's velocity",
      duration: 1.2,
      taps: [
        ScriptedTap(
          query: "blue", time: 0.05, drag: CGSize(width: 120, height: 0), duration: 0.3)
      ]
    ) { FlingScene() },
    DemoScene(
      name: "transitions",
      summary: "slide and scale transitions in, an opacity transition out, in one change",
      duration: 0.5, taps: [ScriptedTap(query: "Swap", time: 0.05)]
    ) { TransitionsScene() },
    DemoScene(
      name: "ring",
      summary: "a trimmed circle drawing on: trim.to 0 → 1, linear over 0.8 s",
      duration: 0.9, taps: [ScriptedTap(query: "Fill", time: 0.05)]
    ) { RingScene() },
    DemoScene(
      name: "hero",
      summary: "matchedGeometryEffect: a thumbnail grows into a card along a spring",
      duration: 0.8, taps: [ScriptedTap(query: "Expand", time: 0.05)]
    ) { HeroScene() },
    DemoScene(
      name: "crowd",
      summary: "1,000 dots bobbing forever in a wave: play's frame rate with many animated views",
      duration: 3, taps: [ScriptedTap(query: "Wave", time: 0.05)]
    ) { CrowdScene() },
  ]

  /// The scene named `name`, if there is one.
  static func scene(named name: String) -> DemoScene? {
    scenes.first { $0.name == name }
  }

  /// The scene named `name`, or an error listing the scenes.
  static func require(_ name: String) throws -> DemoScene {
    guard let scene = scene(named: name) else {
      if let near = Suggestion.closest(to: name, among: scenes.map(\.name)) {
        throw DemoError("unknown scene '\(name)'; did you mean '\(near)'? scenes: " + names)
      }
      throw DemoError("unknown scene '\(name)'; scenes: " + names)
    }
    return scene
  }

  /// Every scene's name, comma-separated.
  static var names: String { scenes.map(\.name).joined(separator: ", ") }
}

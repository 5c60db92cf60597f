import Cadence

/// A box that a tap moves to 100, and a second tap to −50, with the animation under test.
struct AnimatedBox: View {
  let animation: Animation
  @State private var x = 0.0

  var body: some View {
    Color.red
      .offset(x: x)
      .onTapGesture { withAnimation(animation) { x = x == 100 ? -50 : 100 } }
  }
}

/// A box whose offset follows a generated keyframe track at each tap.
struct KeyframeBox: View {
  let program: [FuzzKeyframe]
  @State private var trigger = 0

  var body: some View {
    Color.red
      .keyframeAnimator(initialValue: 0.0, trigger: trigger) { box, x in
        box.offset(x: x)
      } keyframes: { _ in
        KeyframeTrack(\.self) {
          for keyframe in program { keyframe }
        }
      }
      .onTapGesture { trigger += 1 }
  }
}

/// A box cycling through generated phases, each with a generated animation: looping, or
/// played by taps.
struct PhaseBox: View {
  let phases: [Double]
  let animations: [Animation]
  let looping: Bool
  @State private var trigger = 0

  var body: some View {
    if looping {
      Color.red.phaseAnimator(phases) { box, x in
        box.offset(x: x)
      } animation: { phase in
        animations[phases.firstIndex(of: phase) ?? 0]
      }
    } else {
      Color.red
        .phaseAnimator(phases, trigger: trigger) { box, x in
          box.offset(x: x)
        } animation: {
          phase in
          animations[phases.firstIndex(of: phase) ?? 0]
        }
        .onTapGesture { trigger += 1 }
    }
  }
}

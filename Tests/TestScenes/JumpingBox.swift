import Cadence

/// A red box whose keyframe track starts with a move: it pops to 50, then eases back to 0.
/// The scene of a keyframe track's pitfall, shared by the animator and lint tests.
public struct JumpingBox: View {
  @State private var go = 0

  public init() {}

  public var body: some View {
    Color.red
      .keyframeAnimator(initialValue: 0.0, trigger: go) { box, x in
        box.offset(x: x)
      } keyframes: { _ in
        MoveKeyframe(50.0)
        LinearKeyframe(0.0, duration: 0.5)
      }
      .onTapGesture { go += 1 }
  }
}

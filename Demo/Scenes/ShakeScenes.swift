import Cadence

/// The values a field wiggles through on a wrong PIN: x and tilt, each on its own track.
struct FieldWiggle: Equatable {
  var x: CGFloat = 0
  var tilt: Angle = .zero
}

/// A PIN field that wiggles with a keyframe animator when the PIN is wrong.
struct PinFieldScene: View {
  @State private var wrongAttempts = 0

  var body: some View {
    VStack(spacing: 12) {
      SecureField("PIN", text: .constant(""))
        .textFieldStyle(.roundedBorder)
        .keyframeAnimator(initialValue: FieldWiggle(), trigger: wrongAttempts) { field, wiggle in
          field
            .offset(x: wiggle.x)
            .rotationEffect(wiggle.tilt)
        } keyframes: { _ in
          KeyframeTrack(\.x) {
            LinearKeyframe(0, duration: 0.05)
            LinearKeyframe(-8, duration: 0.05)
            LinearKeyframe(8, duration: 0.05)
            LinearKeyframe(-8, duration: 0.05)
            LinearKeyframe(0, duration: 0.05)
          }
          KeyframeTrack(\.tilt) {
            LinearKeyframe(.zero, duration: 0.1)
            LinearKeyframe(.degrees(5), duration: 0.15)
            LinearKeyframe(.zero, duration: 0.2)
          }
        }
      Button("Try Wrong PIN") { wrongAttempts += 1 }
    }
  }
}

/// The same wiggle with one `withAnimation` block per move, staggered by hand.
struct StaggeredWiggleScene: View {
  @State private var x: CGFloat = 0
  @State private var tilt: Angle = .zero

  var body: some View {
    VStack(spacing: 12) {
      SecureField("PIN", text: .constant(""))
        .offset(x: x)
        .rotationEffect(tilt)
      Button("Try Wrong PIN") {
        withAnimation(.linear(duration: 0.05)) { x = -8 }
        withAnimation(.linear(duration: 0.05).delay(0.05)) { x = 8 }
        withAnimation(.easeInOut(duration: 0.2)) { tilt = .degrees(5) }
      }
    }
  }
}

/// A box swung left and right by a phase animator: eased phases, 0.25 s, 0.5 s, 0.25 s.
struct PhaseSwingBox: View {
  @State private var swings = 0

  var body: some View {
    Color.gray
      .frame(width: 48, height: 48)
      .accessibilityIdentifier("phase")
      .onTapGesture { swings += 1 }
      .phaseAnimator([0.0, -60, 60, 0], trigger: swings) { box, x in
        box.offset(x: x)
      } animation: { x in
        .easeInOut(duration: x == 60 ? 0.5 : 0.25)
      }
  }
}

/// A box whose offset is a sine of its animatable progress.
struct SineSwing: View, Animatable {
  var progress: Double

  var animatableData: Double {
    get { progress }
    set { progress = newValue }
  }

  var body: some View {
    Color.gray
      .frame(width: 48, height: 48)
      .offset(x: -sin(progress * 2 * .pi) * 60)
      .accessibilityIdentifier("sine")
  }
}

/// The sine swing driven by `withAnimation(.linear(duration: 1))`.
struct AnimatableSwingBox: View {
  @State private var progress = 0.0

  var body: some View {
    SineSwing(progress: progress)
      .onTapGesture {
        withAnimation(.linear(duration: 1)) { progress += 1 }
      }
  }
}

/// A box swung through cubic keyframes: a Catmull-Rom spline through −60, 60 and 0.
struct CubicSwingBox: View {
  @State private var swings = 0

  var body: some View {
    Color.gray
      .frame(width: 48, height: 48)
      .accessibilityIdentifier("cubic")
      .onTapGesture { swings += 1 }
      .keyframeAnimator(initialValue: 0.0, trigger: swings) { box, x in
        box.offset(x: x)
      } keyframes: { _ in
        KeyframeTrack(\.self) {
          CubicKeyframe(-60, duration: 0.25)
          CubicKeyframe(60, duration: 0.5)
          CubicKeyframe(0, duration: 0.25)
        }
      }
  }
}

/// A box swung by a timeline view computing the sine itself from the tap's date.
struct TimelineSwingBox: View {
  @State private var tappedAt: Date?

  var body: some View {
    TimelineView(.animation(paused: tappedAt == nil)) { context in
      let elapsed = tappedAt.map { context.date.timeIntervalSince($0) } ?? 0
      let progress = min(1, max(0, elapsed))
      Color.gray
        .frame(width: 48, height: 48)
        .offset(x: -sin(progress * 2 * .pi) * 60)
        .accessibilityIdentifier("timeline")
        .onTapGesture { tappedAt = context.date }
        .onChange(of: progress >= 1) { _, done in
          if done { tappedAt = nil }
        }
    }
  }
}

/// The four ways to swing a box, one under the other.
struct FourSwingsScene: View {
  var body: some View {
    VStack(spacing: 16) {
      PhaseSwingBox()
      AnimatableSwingBox()
      CubicSwingBox()
      TimelineSwingBox()
    }
  }
}

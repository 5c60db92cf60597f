import Cadence

/// Four boxes moved by the four Bézier timing curves, side by side.
struct CurvesScene: View {
  @State private var moved = false

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      box("linear", .linear(duration: 0.5))
      box("easeIn", .easeIn(duration: 0.5))
      box("easeOut", .easeOut(duration: 0.5))
      box("easeInOut", .easeInOut(duration: 0.5))
      Button("Move") { moved.toggle() }
    }
  }

  private func box(_ name: String, _ animation: Animation) -> some View {
    HStack {
      Text(name)
      Color.blue.frame(width: 16, height: 16).offset(x: moved ? 100 : 0)
        .animation(animation, value: moved)
    }
  }
}

/// Springs of the three presets and an interpolating spring, moving the same distance.
struct SpringsScene: View {
  @State private var moved = false

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      box("smooth", .smooth)
      box("snappy", .snappy)
      box("bouncy", .bouncy)
      box("interpolating", .interpolatingSpring(stiffness: 170, damping: 15))
      Button("Move") { moved.toggle() }
    }
  }

  private func box(_ name: String, _ animation: Animation) -> some View {
    HStack {
      Text(name)
      Color.green.frame(width: 16, height: 16).offset(x: moved ? 100 : 0)
        .animation(animation, value: moved)
    }
  }
}

/// A spring sent right, then back before it arrives: it turns around with its velocity.
struct InterruptedSpringScene: View {
  @State private var x: CGFloat = 0

  var body: some View {
    VStack(spacing: 8) {
      Circle().frame(width: 20, height: 20).offset(x: x)
      Button("Right") { withAnimation(.spring(response: 0.5, dampingFraction: 0.7)) { x = 100 } }
      Button("Back") { withAnimation(.spring(response: 0.5, dampingFraction: 0.7)) { x = 0 } }
    }
  }
}

/// A pulse repeated three times, reversing every other cycle.
struct RepeatScene: View {
  @State private var big = false

  var body: some View {
    VStack(spacing: 8) {
      Circle().frame(width: 20, height: 20).scaleEffect(big ? 2 : 1)
      Button("Pulse") {
        withAnimation(.easeInOut(duration: 0.2).repeatCount(3, autoreverses: true)) { big = true }
      }
    }
  }
}

/// One track mixing a linear, a spring and two cubic keyframes.
struct MixedKeyframesScene: View {
  @State private var plays = 0

  var body: some View {
    VStack(spacing: 8) {
      Rectangle()
        .frame(width: 20, height: 20)
        .keyframeAnimator(initialValue: 0.0, trigger: plays) { box, y in
          box.offset(y: y)
        } keyframes: { _ in
          KeyframeTrack {
            LinearKeyframe(-40, duration: 0.2, timingCurve: .easeOut)
            SpringKeyframe(20, duration: 0.4, spring: .bouncy)
            CubicKeyframe(-10, duration: 0.2)
            CubicKeyframe(0, duration: 0.2)
          }
        }
      Button("Play") { plays += 1 }
    }
  }
}

/// A clock face driven by a periodic timeline schedule: a hand turning 6° every 0.1 s.
struct TimelineTickScene: View {
  var body: some View {
    TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 0.1)) { context in
      let tenths = (context.date.timeIntervalSinceReferenceDate * 10).rounded()
      VStack(spacing: 4) {
        Text("tick \(Int(tenths))")
        Rectangle().frame(width: 2, height: 30).rotationEffect(
          .degrees(tenths * 6), anchor: .bottom)
      }
    }
  }
}

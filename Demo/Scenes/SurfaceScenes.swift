import Cadence

/// Three banners: one slides in from the leading edge, one scales in, one already shown fades
/// out, all in one animated change (an inserted view starts in its transition's active state;
/// a removed one stays on screen, marked removing, until its animation ends).
struct TransitionsScene: View {
  @State private var swapped = false

  var body: some View {
    VStack(spacing: 12) {
      if swapped {
        Text("Slides in").padding(8).background { Color.blue }.transition(.slide)
        Text("Scales in").padding(8).background { Color.green }.transition(.scale)
      } else {
        Text("Fades out").padding(8).background { Color.orange }.transition(.opacity)
      }
      Button("Swap") {
        withAnimation(.easeInOut(duration: 0.4)) { swapped.toggle() }
      }
    }
  }
}

/// A progress ring drawing on: a circle trimmed from 0 to 1 along a linear animation, its
/// stroke's path recorded at every frame.
struct RingScene: View {
  @State private var progress = 0.0

  var body: some View {
    VStack(spacing: 16) {
      ZStack {
        Circle().stroke(Color.gray.opacity(0.3), lineWidth: 8)
        Circle()
          .trim(from: 0, to: progress)
          .stroke(Color.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
          .rotationEffect(.degrees(-90))
      }
      .frame(width: 120, height: 120)
      Button("Fill") { withAnimation(.linear(duration: 0.8)) { progress = 1 } }
    }
  }
}

/// A hero move: a thumbnail that expands into a card with `matchedGeometryEffect`; the card
/// starts at the thumbnail's frame and grows to its own while the thumbnail fades.
struct HeroScene: View {
  @Namespace private var namespace
  @State private var expanded = false

  var body: some View {
    VStack(spacing: 16) {
      if expanded {
        RoundedRectangle(cornerRadius: 16)
          .fill(Color.purple)
          .matchedGeometryEffect(id: "photo", in: namespace)
          .frame(width: 300, height: 200)
      } else {
        RoundedRectangle(cornerRadius: 8)
          .fill(Color.purple)
          .matchedGeometryEffect(id: "photo", in: namespace)
          .frame(width: 60, height: 40)
      }
      Button("Expand") {
        withAnimation(.spring(duration: 0.5, bounce: 0.2)) { expanded.toggle() }
      }
    }
  }
}

/// A crowd of 1,000 dots bobbing in a wave (each column a little later than the one before),
/// every one animating forever: how `play` holds its frame rate with many animated views.
struct CrowdScene: View {
  @State private var bobbing = false

  var body: some View {
    VStack(spacing: 2) {
      Button("Wave") { bobbing = true }
      ForEach(0..<25, id: \.self) { row in
        HStack(spacing: 2) {
          ForEach(0..<40, id: \.self) { column in
            Circle()
              .fill(row.isMultiple(of: 2) ? Color.teal : Color.indigo)
              .frame(width: 7, height: 7)
              .offset(y: bobbing ? 5 : -5)
              .animation(
                .easeInOut(duration: 0.6).repeatForever().delay(Double(column) / 40),
                value: bobbing)
          }
        }
      }
    }
  }
}

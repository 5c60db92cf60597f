import Cadence

/// A card dragged to the right and let go: a spring started in `onEnded` with the drag's
/// velocity brings it back, continuing the finger's motion without a kink (the continuity
/// analysis finds the offset's velocity continuous at the release).
struct FlingScene: View {
  @State private var offset = CGSize.zero

  var body: some View {
    Color.blue.frame(width: 80, height: 80)
      .offset(offset)
      .gesture(
        DragGesture(minimumDistance: 0)
          .onChanged { offset = $0.translation }
          .onEnded { value in
            // SwiftUI's initial velocity is relative to the distance the spring covers:
            // the finger's velocity divided by the change to the target.
            let change = -value.translation.width
            let relative = change == 0 ? 0 : value.velocity.width / change
            withAnimation(
              .interpolatingSpring(stiffness: 170, damping: 26, initialVelocity: relative)
            ) {
              offset = .zero
            }
          })
  }
}

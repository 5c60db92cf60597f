import Cadence

/// A counter whose button adds one and whose swatch moves with the count; a list grows with it.
struct CounterScene: View {
  @State private var count = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("Count: \(count)")
      HStack {
        Button("Add") { count += 1 }
        Button("Reset") { count = 0 }
      }
      Color.orange
        .frame(width: 24, height: 24)
        .offset(x: CGFloat(count) * 12)
        .opacity(count == 0 ? 0.5 : 1)
      ForEach(0..<count, id: \.self) { index in
        Text("item \(index + 1)")
      }
    }
  }
}

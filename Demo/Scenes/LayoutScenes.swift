import Cadence

/// A list of rows; inserting one at the top with `withAnimation` slides the rows below it
/// down along the animation (their frames animate; nothing in the scene animates them by
/// hand).
struct RowInsertionScene: View {
  @State private var rows = ["Alpha", "Bravo", "Charlie"]
  @State private var inserted = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      ForEach(rows, id: \.self) { row in
        Text(row)
          .padding(.horizontal, 12)
          .frame(maxWidth: .infinity, minHeight: 36, alignment: .leading)
          .background { Color.gray }
      }
      Button("Insert") {
        inserted += 1
        withAnimation(.spring(duration: 0.4, bounce: 0)) {
          rows.insert("New \(inserted)", at: 0)
        }
      }
    }
    .padding()
  }
}

/// Three tiles laid out by `AnyLayout`: a tap switches between `HStackLayout` and
/// `VStackLayout`, and the tiles move to their new places along the animation, keeping their
/// identity.
struct LayoutSwitchScene: View {
  @State private var vertical = false

  var body: some View {
    let layout =
      vertical ? AnyLayout(VStackLayout(spacing: 8)) : AnyLayout(HStackLayout(spacing: 8))
    VStack(spacing: 24) {
      layout {
        Color.red.frame(width: 60, height: 60)
        Color.green.frame(width: 60, height: 60)
        Color.blue.frame(width: 60, height: 60)
      }
      Button("Switch") {
        withAnimation(.easeInOut(duration: 0.5)) { vertical.toggle() }
      }
    }
  }
}

import Cadence

struct Fruit: Identifiable, Hashable {
  let id: Int
  let name: String
}

/// A settings screen in the style people write: a navigation stack with a form, sections,
/// controls, a list with deletions, a sheet and an alert.
public struct Settings: View {
  @State private var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
  @State private var flavour = "Vanilla"
  @State private var scoops = 2
  @State private var volume = 0.5
  @State private var showsSheet = false
  @State private var showsAlert = false
  @State private var deleted = 0

  public init() {}

  public var body: some View {
    NavigationStack {
      Form {
        Section("Order") {
          Picker("Flavour", selection: $flavour) {
            Text("Vanilla").tag("Vanilla")
            Text("Mint").tag("Mint")
          }
          Stepper("Scoops", value: $scoops, in: 1...3)
          Slider(value: $volume, in: 0...1, step: 0.25).accessibilityIdentifier("volume")
          ProgressView(value: Double(scoops), total: 3)
        }
        Section {
          ForEach(fruits) { fruit in
            NavigationLink(fruit.name) { Text("Detail \(fruit.name)") }
          }
          .onDelete { offsets in fruits.remove(atOffsets: offsets) }
        } header: {
          Text("Fruit")
        }
        Button("Show sheet") { showsSheet = true }
        Button("Delete all") { showsAlert = true }
        Button("Locked") { deleted += 100 }.disabled(true)
        Text("deleted \(deleted)")
      }
      .navigationTitle("Settings")
      .sheet(isPresented: $showsSheet) { SheetContent() }
      .alert("Delete everything?", isPresented: $showsAlert) {
        Button("Delete", role: .destructive) { deleted += 1 }
        Button("Cancel", role: .cancel) {}
      }
    }
  }
}

struct SheetContent: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Button("Close") { dismiss() }
  }
}

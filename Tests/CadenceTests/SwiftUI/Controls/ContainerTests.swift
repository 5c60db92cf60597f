import Cadence
import CadenceTesting
import Foundation
import Testing

private struct Fruit: Identifiable, Hashable {
  let id: Int
  let name: String
}

/// A settings screen in the style people write: a navigation stack with a form, sections,
/// controls, a list with deletions, a sheet and an alert.
private struct Settings: View {
  @State private var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
  @State private var flavour = "Vanilla"
  @State private var scoops = 2
  @State private var volume = 0.5
  @State private var showsSheet = false
  @State private var showsAlert = false
  @State private var deleted = 0

  var body: some View {
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

private struct SheetContent: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Button("Close") { dismiss() }
  }
}

/// Containers and controls laid out as iOS lays them out in compact form (README): list and
/// form rows 20 points in from each side, at least 44 points tall; a navigation stack's
/// content below a 96-point bar; presented content over the presenting view while shown.
@MainActor
@Suite("Containers and controls")
struct ContainerTests {
  @Test("a form's rows are inset and at least 44 points tall; sections add their headers")
  func formLayout() throws {
    let snapshot = ViewHost(Settings()).snapshot()
    let form = try #require(snapshot.first("Form"))
    #expect(form.frame.minY == 96)
    // Section headers show in upper case, as in grouped lists on iOS.
    let header = try #require(snapshot.first("ORDER"))
    #expect(header.style("section") == "header")
    #expect(header.frame.minX == 20)
    let picker = try #require(snapshot.first("Picker"))
    #expect(picker.frame.width == 350)
    #expect(picker.frame.height >= 21)
    #expect(snapshot.first("Vanilla")?.style("selected") == "true")
    #expect(snapshot.first("Settings") == nil)
    #expect(form.style("navigationTitle") == "Settings")
  }

  @Test("pickers, steppers and sliders take input from the host")
  func controls() throws {
    let host = ViewHost(Settings())
    try host.tap("Mint")
    #expect(host.snapshot().first("Picker")?.style("selection") == "Mint")
    #expect(host.snapshot().first("Mint")?.style("selected") == "true")
    try host.tap("increment")
    #expect(host.snapshot().first("Stepper")?["value"] == 3)
    try host.tap("increment")  // clamped to the range
    #expect(host.snapshot().first("Stepper")?["value"] == 3)
    #expect(host.snapshot().first("ProgressView")?["fractionCompleted"] == 1)
    try host.adjust("Scoops", to: 1)
    #expect(host.snapshot().first("Stepper")?["value"] == 1)
    try host.adjust("volume", to: 0.6)  // rounded to the 0.25 step
    #expect(host.snapshot().first("volume")?["value"] == 0.5)
    try host.adjust("volume", to: 7)
    #expect(host.snapshot().first("volume")?["value"] == 1)
  }

  @Test("a navigation link pushes its destination; dismiss pops it")
  func navigation() throws {
    let host = ViewHost(Settings())
    try host.tap("Pear")
    let snapshot = host.snapshot()
    #expect(snapshot.first("Detail Pear") != nil)
    #expect(snapshot.first("Form") == nil)
    #expect(snapshot.first("NavigationStack")?["depth"] == 1)
  }

  @Test("a sheet is in the snapshot while presented and closes with dismiss")
  func sheet() throws {
    let host = ViewHost(Settings())
    try host.tap("Show sheet")
    #expect(host.snapshot().first("Close")?.style("presentation") == "sheet")
    try host.tap("Close")
    #expect(host.snapshot().first("Close") == nil)
  }

  @Test("an alert's buttons run their action and dismiss it")
  func alert() throws {
    let host = ViewHost(Settings())
    try host.tap("Delete all")
    #expect(host.snapshot().first("Delete everything?") != nil)
    #expect(host.snapshot().all("VStack").contains { $0.style("presentation") == "alert" })
    try host.tap("Delete")
    #expect(host.snapshot().first("Delete everything?") == nil)
    #expect(host.snapshot().first("deleted 1") != nil)
  }

  @Test("a disabled button takes no taps and says so")
  func disabled() throws {
    let host = ViewHost(Settings())
    #expect(host.snapshot().first("Locked")?.style("disabled") == "true")
    #expect(throws: ViewHostError.self) { try host.tap("Locked") }
    #expect(host.snapshot().first("deleted 0") != nil)
  }

  @Test("rows with a delete action are marked; offsets remove and move elements")
  func editing() {
    let snapshot = ViewHost(Settings()).snapshot()
    #expect(snapshot.first("Apple")?.style("onDelete") == "true")
    var letters = ["a", "b", "c", "d"]
    letters.remove(atOffsets: IndexSet([1, 3]))
    #expect(letters == ["a", "c"])
    var moving = ["a", "b", "c", "d"]
    moving.move(fromOffsets: IndexSet([0]), toOffset: 3)
    #expect(moving == ["b", "c", "a", "d"])
    moving.move(fromOffsets: IndexSet([2, 3]), toOffset: 0)
    #expect(moving == ["a", "d", "b", "c"])
  }
}

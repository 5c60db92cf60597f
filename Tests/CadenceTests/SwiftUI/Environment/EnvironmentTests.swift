import Cadence
import CadenceTesting
import Testing

private struct AccentKey: EnvironmentKey {
  static let defaultValue = "none"
}

extension EnvironmentValues {
  fileprivate var accent: String {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

private struct Reader: View {
  @Environment(\.accent) private var accent
  var body: some View { Text("accent \(accent)") }
}

private struct Bystander: View {
  var body: some View { Text("bystander") }
}

private struct Themed: View {
  @State private var accent = "blue"

  var body: some View {
    VStack {
      Button("change") { accent = "red" }
      Button("same") { accent = "red" }
      VStack {
        Reader()
        Bystander()
      }
      .environment(\.accent, accent)
      Reader()
    }
  }
}

@MainActor
@Suite("Environment")
struct EnvironmentTests {
  @Test("a view reads the nearest value set above it, else the default")
  func reads() {
    let host = ViewHost(Themed())
    #expect(
      host.snapshot().all("Text").compactMap(\.label) == [
        "accent blue", "bystander", "accent none",
      ])
  }

  @Test("a changed value re-evaluates the views that read it, not the others")
  func propagation() throws {
    let host = ViewHost(Themed())
    try host.tap("change")
    #expect(host.snapshot().first("accent red") != nil)
    // Themed and the Reader below the modifier: not the Bystander beside it, which reads no
    // environment, nor the Reader outside the modifier, whose environment did not change.
    #expect(host.statistics.bodyEvaluationsInLastUpdate == 2)
    // Writing the value the state already holds invalidates nothing.
    try host.tap("same")
    #expect(host.statistics.bodyEvaluationsInLastUpdate == 0)
  }

  @Test("text field style travels through the environment")
  func textFieldStyle() {
    let view = VStack {
      TextField("A", text: .constant("x"))
      TextField("B", text: .constant("")).textFieldStyle(.plain)
    }
    .textFieldStyle(.roundedBorder)
    let fields = ViewHost(view).snapshot().all("TextField")
    #expect(fields.map { $0.style("textFieldStyle") } == ["roundedBorder", "plain"])
  }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

private struct SaveError: LocalizedError {
  var errorDescription: String? { "Could not save" }
}

/// More presentation forms (SwiftUI's documentation: an alert for presented data or an
/// error; the deprecated `Alert` and `ActionSheet`; a popover, presented as a sheet on an
/// iPhone) and the deprecated navigation bar modifiers.
@MainActor
@Suite("Presentation forms")
struct PresentationFormsTests {
  struct Files: View {
    @State var pending: String? = "report.pdf"
    @State var asking = false
    @State var failed = false
    @State var legacy = false
    @State var popover = false
    @State var log: [String] = []
    var body: some View {
      VStack {
        Button("delete") { asking = true }
        Button("fail") { failed = true }
        Button("legacy") { legacy = true }
        Button("more") { popover = true }
        Text("log \(log.joined(separator: ","))")
      }
      .alert("Delete?", isPresented: $asking, presenting: pending) { name in
        Button("Delete \(name)", role: .destructive) { log.append("deleted \(name)") }
      }
      .alert(isPresented: $failed, error: SaveError()) {
        Button("Retry") { log.append("retry") }
      }
      .alert(isPresented: $legacy) {
        Alert(
          title: Text("Legacy"), primaryButton: .default(Text("Yes")) { log.append("yes") },
          secondaryButton: .cancel())
      }
      .popover(isPresented: $popover) { Text("popover content") }
    }
  }

  @Test("an alert presenting data shows its actions for the data, and a button dismisses it")
  func presentingData() throws {
    let host = ViewHost(Files())
    try host.tap("delete")
    #expect(host.snapshot().first("Delete?") != nil)
    #expect(host.snapshot().allNodes.contains { $0.style("presentation") == "alert" })
    try host.tap("Delete report.pdf")
    #expect(host.snapshot().first("log deleted report.pdf") != nil)
    #expect(host.snapshot().first("Delete?") == nil)
  }

  @Test("an error alert is titled with the error's description; a legacy Alert's buttons run")
  func errorAndLegacy() throws {
    let host = ViewHost(Files())
    try host.tap("fail")
    #expect(host.snapshot().first("Could not save") != nil)
    try host.tap("Retry")
    try host.tap("legacy")
    #expect(host.snapshot().first("Cancel") != nil)
    try host.tap("Yes")
    #expect(host.snapshot().first("log retry,yes") != nil)
    #expect(host.snapshot().first("Legacy") == nil)
  }

  @Test("a popover presents as a sheet on an iPhone")
  func popover() throws {
    let host = ViewHost(Files())
    try host.tap("more")
    #expect(host.snapshot().first("popover content")?.style("presentation") == "popover")
  }

  @Test("an inspector presents as a sheet in a compact width and records its column width")
  func inspector() throws {
    struct Editor: View {
      @State var inspecting = false
      var body: some View {
        VStack {
          Button("inspect") { inspecting.toggle() }
        }
        .inspector(isPresented: $inspecting) {
          Text("details").inspectorColumnWidth(min: 200, ideal: 300)
        }
      }
    }
    let host = ViewHost(Editor())
    #expect(host.snapshot().first("details") == nil)
    try host.tap("inspect")
    let details = host.snapshot().first("details")
    #expect(details?.style("presentation") == "inspector")
    #expect(details?.style("inspectorColumnWidth") == "200…300…")
    try host.tap("inspect")
    #expect(host.snapshot().first("details") == nil)
  }

  @Test("navigationBarTitle and navigationBarItems do what navigationTitle and toolbar do")
  func deprecatedNavigationBar() {
    let host = ViewHost(
      NavigationStack {
        Text("home")
          .navigationBarTitle("Inbox", displayMode: .inline)
          .navigationBarItems(leading: Text("Edit"), trailing: Text("New"))
      })
    let modern = ViewHost(
      NavigationStack {
        Text("home")
          .navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .navigationBarLeading) { Text("Edit") }
            ToolbarItem(placement: .navigationBarTrailing) { Text("New") }
          }
      })
    #expect(host.render() == modern.render())
  }
}

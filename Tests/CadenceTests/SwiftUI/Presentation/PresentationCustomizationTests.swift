import Cadence
import CadenceTesting
import Foundation
import Testing

/// Sheet and toolbar customization (Apple's documentation of `presentationDetents(_:selection:)`,
/// `presentationDragIndicator`, `presentationCornerRadius`, `presentationBackground`,
/// `toolbarBackground`, `toolbarTitleDisplayMode`, …): SwiftUI draws these, so they are recorded
/// on the content's nodes; a detent selection that is not a detent is reported.
@MainActor
@Suite("Presentation and toolbar customization")
struct PresentationCustomizationTests {
  @Test("a sheet's detent selection, indicator, radius, background and interactions are recorded")
  func sheetSettings() throws {
    struct Screen: View {
      @State var shown = true
      @State var detent = PresentationDetent.medium
      var body: some View {
        Text("Home")
          .sheet(isPresented: $shown) {
            Text("Sheet")
              .presentationDetents([.medium, .large], selection: $detent)
              .presentationDragIndicator(.visible)
              .presentationCornerRadius(24)
              .presentationBackgroundInteraction(.enabled(upThrough: .medium))
              .presentationCompactAdaptation(horizontal: .popover, vertical: .sheet)
              .presentationContentInteraction(.scrolls)
              .presentationBackground(.thinMaterial)
          }
      }
    }
    let host = ViewHost(Screen())
    let sheet = try #require(host.snapshot().first("Sheet"))
    #expect(sheet.style("presentationDetents") == "large medium")
    #expect(sheet.style("presentationDetent") == "medium")
    #expect(sheet.style("presentationDragIndicator") == "visible")
    #expect(sheet.style("presentationCornerRadius") == "24")
    #expect(sheet.style("presentationBackgroundInteraction") == "enabled(upThrough: medium)")
    #expect(sheet.style("presentationCompactAdaptation") == "popover sheet")
    #expect(sheet.style("presentationContentInteraction") == "scrolls")
    #expect(sheet.style("presentationBackground") != nil)
    #expect(host.diagnostics.isEmpty)
  }

  @Test("a detent selection that is not one of the detents is reported, naming both")
  func badSelection() {
    let host = ViewHost(
      Text("Sheet").presentationDetents([.medium], selection: .constant(.large)))
    let messages = host.diagnostics.map(\.message)
    #expect(
      messages.contains { $0.contains("the selection large is not one of the detents (medium)") })
  }

  @Test("toolbar settings are recorded with the bars they are for")
  func toolbarSettings() {
    let host = ViewHost(
      NavigationStack {
        Text("Inbox")
          .toolbarBackground(.red, for: .navigationBar, .tabBar)
          .toolbarColorScheme(.dark, for: .navigationBar)
          .toolbarTitleDisplayMode(.inline)
          .toolbarRole(.editor)
          .toolbar(removing: .sidebarToggle)
      })
    let inbox = host.snapshot().first("Inbox")
    #expect(inbox?.style("toolbarBackground") == "red navigationBar tabBar")
    #expect(inbox?.style("toolbarColorScheme") == "dark navigationBar")
    #expect(inbox?.style("toolbarTitleDisplayMode") == "inline")
    #expect(inbox?.style("toolbarRole") == "editor")
    #expect(inbox?.style("toolbarRemoving") == "sidebarToggle")
  }
}

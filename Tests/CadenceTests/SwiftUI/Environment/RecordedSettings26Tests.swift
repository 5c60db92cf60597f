import Cadence
import CadenceTesting
import Foundation
import Testing

/// Settings of iOS 18 and 26 that SwiftUI only draws with (Apple's documentation of each):
/// each is recorded on the view it modifies, under its modifier's name.
@MainActor
@Suite("Recorded settings of iOS 18 and 26")
struct RecordedSettings26Tests {
  @Test("each setting is recorded with its value")
  func recorded() throws {
    let node = try #require(
      ViewHost(
        Text("note")
          .writingToolsBehavior(.limited)
          .textSelectionAffinity(.upstream)
          .symbolColorRenderingMode(.gradient)
          .labelsVisibility(.hidden)
          .listSectionMargins(.horizontal, 24)
          .searchToolbarBehavior(.minimize)
          .glassEffectTransition(.materialize)
      ).snapshot().first("note"))
    #expect(node.style("writingToolsBehavior") == "limited")
    #expect(node.style("textSelectionAffinity") == "upstream")
    #expect(node.style("symbolColorRenderingMode") == "gradient")
    #expect(node.style("labelsVisibility") == "hidden")
    #expect(node.style("listSectionMargins") == "leading, trailing 24")
    #expect(node.style("searchToolbarBehavior") == "minimize")
    #expect(node.style("glassEffectTransition") == "materialize")
  }

  @Test("a toolbar spacer is a spacer in the toolbar; a shared background setting records")
  func toolbarSpacer() {
    let snapshot = ViewHost(
      NavigationStack {
        Text("doc").toolbar {
          ToolbarItem { Button("Undo") {} }
          ToolbarSpacer(.fixed)
          ToolbarItem { Button("Redo") {} }.sharedBackgroundVisibility(.hidden)
        }
      }
    ).snapshot()
    #expect(snapshot.first("Spacer")?.style("toolbarSpacer") == "fixed")
    #expect(snapshot.first("Redo")?.style("sharedBackgroundVisibility") == "hidden")
  }
}

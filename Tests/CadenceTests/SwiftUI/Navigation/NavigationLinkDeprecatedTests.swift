import Cadence
import CadenceTesting
import Foundation
import Testing

/// SwiftUI's deprecated `NavigationLink(isActive:)` and `NavigationLink(tag:selection:)` forms
/// (Apple's documentation: the link's destination is pushed while the binding is true, or
/// while the selection equals the tag; tapping the link sets it, going back clears it).
@MainActor
@Suite("Deprecated navigation links")
struct NavigationLinkDeprecatedTests {
  struct Back: View {
    @Environment(\.dismiss) var dismiss
    var body: some View { Button("back") { dismiss() } }
  }

  struct Inbox: View {
    @State var showsDetail = false
    @State var selected: Int?
    var body: some View {
      NavigationView {
        VStack {
          NavigationLink("Detail", isActive: $showsDetail) {
            VStack {
              Text("detail screen")
              Back()
            }
          }
          NavigationLink(tag: 2, selection: $selected) {
            VStack {
              Text("message 2")
              Back()
            }
          } label: {
            Text("Second")
          }
          Text("active \(showsDetail) selected \(selected.map { "\($0)" } ?? "none")")
          Button("open in code") { showsDetail = true }
        }
      }
    }
  }

  @Test("tapping an isActive link pushes it and sets the binding; back clears it")
  func isActive() throws {
    let host = ViewHost(Inbox())
    try host.tap("Detail")
    #expect(host.snapshot().first("detail screen") != nil)
    try host.tap("back")
    #expect(host.snapshot().first("detail screen") == nil)
    #expect(host.snapshot().first("active false selected none") != nil)
  }

  @Test("setting the binding in code pushes the destination")
  func inCode() throws {
    let host = ViewHost(Inbox())
    try host.tap("open in code")
    #expect(host.snapshot().first("detail screen") != nil)
  }

  @Test("a tagged link is pushed while the selection equals its tag")
  func tagged() throws {
    let host = ViewHost(Inbox())
    try host.tap("Second")
    #expect(host.snapshot().first("message 2") != nil)
    try host.tap("back")
    #expect(host.snapshot().first("active false selected none") != nil)
  }
}
